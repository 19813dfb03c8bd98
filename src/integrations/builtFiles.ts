/** Reading a build: its files and the public address of each page. */
import { readFileSync, readdirSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { isEditorFile } from '../config/securityPolicy';

/** The files among `entries`, as paths relative to `dir` with `/` separators, sorted. */
const filesIn = (dir: string, entries: Dirent[]) =>
  entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  return filesIn(dir, await readdir(dir, { recursive: true, withFileTypes: true }));
}

/** Every page of a build (the content editor's `/admin/` excepted), relative to `dir`, sorted. */
export function htmlFiles(dir: string): string[] {
  const files = filesIn(dir, readdirSync(dir, { recursive: true, withFileTypes: true }));
  return files.filter((file) => file.endsWith('.html') && !isEditorFile(file));
}

/** The built pages that say their text is shown for want of its Hindi twin (`data-no-twin`). */
export const untranslatedPages = (dir: string) =>
  htmlFiles(dir).filter((page) => readFileSync(`${dir}/${page}`, 'utf8').includes('data-no-twin'));

/** An integration that works on the finished build in `outDir`. */
export function afterBuild(
  name: string,
  done: (outDir: string, logger: AstroIntegrationLogger) => Promise<void>,
): AstroIntegration {
  return {
    name,
    hooks: { 'astro:build:done': ({ dir, logger }) => done(fileURLToPath(dir), logger) },
  };
}

/** The public path of a built page: `index.html` -> `/`, `hi/index.html` -> `/hi`, `Album/x.html` -> `/Album/x`. */
export function pageUrl(file: string): string {
  const posix = file.split(sep).join('/');
  if (posix === 'index.html') return '/';
  return `/${posix.replace(/(?:\/index)?\.html$/, '')}`;
}
