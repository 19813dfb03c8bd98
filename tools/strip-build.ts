/**
 * A copy of a build with one kind of thing taken away from some pages, for the audit to compare:
 *
 *   npx tsx tools/strip-build.ts --dist .cache/audit-dist --out /tmp/no-scripts \
 *     --pages /,/AboutNgo --remove scripts
 *   npm run audit -- --profile slow --dist /tmp/no-scripts --against .cache/audit-dist \
 *     --pages /,/AboutNgo --api-port <the build's API port>
 *
 * `--remove` takes any of scripts, frame (site header and footer), styles (inline sheets) and
 * meta-csp, comma-separated (tools/lib/stripPage.ts). Everything else is copied as it is. Fails
 * when a page is missing or has none of what it was asked to remove, so a copy is never silently
 * the same as its build.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { normalPagePath, pageFilesByPath, parseStripParts, stripPage } from './lib/stripPage';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string' },
    pages: { type: 'string', default: '/' },
    remove: { type: 'string' },
  },
});
if (!values.out || !values.remove) {
  console.error(
    'Usage: npx tsx tools/strip-build.ts --dist <build> --out <copy> --pages /,/News --remove scripts[,frame,styles,meta-csp]',
  );
  process.exit(2);
}
const dist = resolve(values.dist);
const out = resolve(values.out);
const parts = parseStripParts(values.remove);
if (!existsSync(join(dist, 'index.html')))
  throw new Error(`${dist} holds no build (index.html missing).`);
// --out is emptied first: never the build, a folder holding it, or one inside it.
const nested = (outer: string, inner: string) => !relative(outer, inner).startsWith('..');
if (nested(out, dist) || nested(dist, out)) {
  throw new Error(`--out ${out} must lie outside the build ${dist}, and the build outside it.`);
}
rmSync(out, { recursive: true, force: true });
cpSync(dist, out, { recursive: true });

const files = pageFilesByPath(out);
let failed = false;
for (const path of values.pages
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean)) {
  const file = files.get(normalPagePath(path));
  if (!file) {
    console.error(`${path}: no page in ${dist}`);
    failed = true;
    continue;
  }
  const before = readFileSync(join(out, file), 'utf8');
  const { html, counts } = stripPage(before, parts);
  writeFileSync(join(out, file), html);
  const missing = parts.filter((part) => counts[part] === 0);
  console.log(
    `${path} (${file}): ${parts.map((p) => `${p} ${counts[p]}`).join(', ')}; ${before.length} -> ${html.length} characters`,
  );
  if (missing.length > 0) {
    console.error(`${path}: nothing to remove for ${missing.join(', ')}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
