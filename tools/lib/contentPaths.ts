/**
 * Which changed files are editable content and nothing else (docs/publishing.md): a push whose
 * every change since the last commit that passed every test is content runs the content checks
 * (`npm run test:content`) instead of every test before it publishes. `CONTENT_PATHS` is the one
 * list of such paths; tools/content-only.ts applies it to a push.
 */
import { matchesGlob } from 'node:path';

/**
 * What staff change at /admin (docs/editing.md): the Markdown and YAML under src/content and the
 * pictures they reference, which the editor uploads into src/assets. Anything else is code.
 */
export const CONTENT_PATHS: readonly string[] = [
  'src/content/**/*.md',
  'src/content/**/*.yaml',
  'src/assets/**/*.{jpg,jpeg,png,webp,avif,gif,svg}',
];

/**
 * Whether `path` (as git names it: from the repository's root, `/` between folders) is content.
 * A name git would never print (absolute, `..`, a backslash, quoted) is not trusted as content.
 */
export function isContentPath(path: string): boolean {
  const segments = path.split('/');
  if (
    path.startsWith('"') ||
    path.includes('\\') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    return false;
  }
  return CONTENT_PATHS.some((glob) => matchesGlob(path, glob));
}

/** Whether a change of exactly these files is content only (no files: not proven, so no). */
export function isContentOnly(paths: readonly string[]): boolean {
  return paths.length > 0 && paths.every(isContentPath);
}
