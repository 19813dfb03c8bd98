/** Reading a build: its files and the public address of each page. */
import { readFileSync, readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { isEditorFile } from '../config/securityPolicy';

const relativeTo = (dir: string, entries: { parentPath: string; name: string }[]) =>
  entries.map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return relativeTo(
    dir,
    entries.filter((entry) => entry.isFile()),
  ).sort();
}

/** Every page of a build (the content editor's `/admin/` excepted), relative to `dir`, sorted. */
export function htmlFiles(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  return relativeTo(dir, files)
    .filter((file) => !isEditorFile(file))
    .sort();
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
