/**
 * Hindi twins of the YAML content files (`team.hi.yaml` beside `team.yaml`, README "Languages"):
 * the same shape as the English file (same keys, lists of the same length) and the same values
 * wherever a value is not words: every number, yes/no, date, registration number, code, picture
 * and link. The figures are samples the foundation will replace; a twin that kept an old amount
 * or lost a centre would tell Hindi readers something else than English readers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { FIXED_KEYS, WORDS_ONLY, WORDS_PATHS } from '~/lib/content/twins';

const CONTENT = join(process.cwd(), 'src/content');

// Which keys hold facts rather than words: src/lib/content/twins.ts (the editor at /admin uses
// the same rules to copy those fields from English).

/** Where the twin differs from the English file in shape or in a value that is not words. */
function differences(en: unknown, hi: unknown, path: string, key = ''): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return [`${path}: not a list`];
    if (hi.length !== en.length) return [`${path}: ${hi.length} entries, English has ${en.length}`];
    return en.flatMap((item, index) => differences(item, hi[index], `${path}[${index}]`, key));
  }
  if (en !== null && typeof en === 'object') {
    if (hi === null || typeof hi !== 'object' || Array.isArray(hi)) return [`${path}: not a map`];
    const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
    return [...keys].flatMap((child) => {
      const here = path ? `${path}.${child}` : child;
      if (!(child in en)) return [`${here}: not in the English file`];
      if (!(child in hi)) return [`${here}: missing`];
      if (WORDS_ONLY.has(child)) return shapeOnly(en[child as never], hi[child as never], here);
      return differences(en[child as never], hi[child as never], here, child);
    });
  }
  const fixed =
    typeof en !== 'string' ||
    (FIXED_KEYS.has(key) && !WORDS_PATHS.some((words) => words.test(path))) ||
    /^\d{4}-\d{2}-\d{2}$/.test(en) ||
    en.startsWith('/documents/');
  return fixed && en !== hi
    ? [`${path}: ${JSON.stringify(hi)}, English has ${JSON.stringify(en)}`]
    : [];
}

/** Same keys and list lengths, any words. */
function shapeOnly(en: unknown, hi: unknown, path: string): string[] {
  if (en !== null && typeof en === 'object' && !Array.isArray(en)) {
    if (hi === null || typeof hi !== 'object') return [`${path}: not a map`];
    const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
    return [...keys].flatMap((child) =>
      child in en && child in hi
        ? shapeOnly(en[child as never], hi[child as never], `${path}.${child}`)
        : [`${path}.${child}: ${child in en ? 'missing' : 'not in the English file'}`],
    );
  }
  return typeof hi === typeof en ? [] : [`${path}: ${typeof hi}, English has ${typeof en}`];
}

const twins = readdirSync(CONTENT).filter((name) => name.endsWith('.hi.yaml'));
const read = (name: string) => parseYaml(readFileSync(join(CONTENT, name), 'utf8')) as unknown;

describe('Hindi twins of the YAML content', () => {
  it('exist for the trust pages, the centre pages, the creative hub and the sponsors', () => {
    for (const name of [
      'transparency',
      'donate',
      'privacy',
      'accessibility',
      'outreach-centres',
      'skill-centres',
      'skill-programmes',
      'healthcare',
      'creative-hub',
      'sponsors',
    ]) {
      expect(twins, name).toContain(`${name}.hi.yaml`);
    }
  });

  for (const twin of twins) {
    const english = twin.replace(/\.hi\.yaml$/, '.yaml');
    it(`${twin} has the shape, numbers, dates, codes and files of ${english}`, () => {
      expect(differences(read(english), read(twin), '')).toEqual([]);
    });
  }

  it('notice a changed amount, a lost row and a translated state', () => {
    const en = { years: [{ year: '2025-26', income: 17894460 }], state: 'Delhi', text: 'Hello' };
    expect(
      differences(
        en,
        { years: [{ year: '2025-26', income: 17894461 }], state: 'दिल्ली', text: 'नमस्ते' },
        '',
      ),
    ).toEqual([
      'years[0].income: 17894461, English has 17894460',
      'state: "दिल्ली", English has "Delhi"',
    ]);
    expect(differences(en, { ...en, years: [] }, '')).toEqual(['years: 0 entries, English has 1']);
  });
});
