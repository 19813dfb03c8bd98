/** The build's unwrapping of Vite's preload helper where it has nothing to preload. */
import { describe, expect, it } from 'vitest';
import { unwrapEmptyPreloads } from '~/integrations/bundles';

const HELPER = 'import{t as e}from"./preload-helper.DygEbaNj.js";';

describe('unwrapEmptyPreloads', () => {
  it('turns a wrapper with nothing to preload into the plain import, and drops the helper', () => {
    expect(unwrapEmptyPreloads(`${HELPER}let o=()=>e(()=>import(\`./viewer.X1.js\`),[]);`)).toBe(
      'let o=()=>import(`./viewer.X1.js`);',
    );
    // `$` is a valid minified name.
    expect(
      unwrapEmptyPreloads(
        'import{t as $}from"./preload-helper.A.js";f=()=>$(()=>import(`./a.js`),[])',
      ),
    ).toBe('f=()=>import(`./a.js`)');
  });

  it('drops the helper Vite imported but no longer calls', () => {
    const code = `${HELPER}function r(t){t.x()}async function i(){await(await import(\`./v.js\`)).open()}`;
    expect(unwrapEmptyPreloads(code)).toBe(code.replace(HELPER, ''));
  });

  it('keeps the helper while a wrapper calls it, and drops it when only a local of that name is called', () => {
    // Vite's wrapper of `const { f } = await import('./live')`, as the minifier writes it.
    const destructured = `${HELPER}let{f:r}=await e(async()=>{let{f:t}=await import(\`./live.js\`);return{f:t}},__vite__mapDeps([0,1]));`;
    expect(unwrapEmptyPreloads(destructured)).toBe(destructured);
    // The minifier names a local like the helper: `stops.forEach((stop) => stop())`.
    const lookAlike = `${HELPER}function r(e){e(1)}let o=()=>e(()=>import(\`./v.js\`),[]),s=n=>n.forEach(e=>e());`;
    expect(unwrapEmptyPreloads(lookAlike)).toBe(
      `function r(e){e(1)}let o=()=>import(\`./v.js\`),s=n=>n.forEach(e=>e());`,
    );
  });

  it('keeps the helper for wrappers that preload something or that it cannot read', () => {
    const withDeps = `${HELPER}a=()=>e(()=>import(\`./a.js\`),[]),b=()=>e(()=>import(\`./b.js\`),__vite__mapDeps([0,1]));`;
    expect(unwrapEmptyPreloads(withDeps)).toBe(
      `${HELPER}a=()=>import(\`./a.js\`),b=()=>e(()=>import(\`./b.js\`),__vite__mapDeps([0,1]));`,
    );
    const chained = `${HELPER}a=()=>e(()=>import(\`./a.js\`).then(m=>m.b),[]);`;
    expect(unwrapEmptyPreloads(chained)).toBe(chained);
  });

  it('leaves chunks without the helper alone', () => {
    const code = 'let x=()=>import(`./a.js`),y=e(()=>import(`./b.js`),[]);';
    expect(unwrapEmptyPreloads(code)).toBe(code);
  });
});
