/**
 * Content loader for the YAML files under src/content. Astro's `file()` only logs a YAML error and
 * builds with an empty collection, and needs an `id` on every item; this one fails the build naming
 * the file and line, and numbers list items in file order (`001`, `002` ...).
 */
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { Loader } from 'astro/loaders';

export interface YamlFileOptions {
  /** The file holds one document (a mapping) rather than a list of entries. */
  document?: boolean;
  /** A missing file is an empty collection (a Hindi twin not written yet), not an error. */
  optional?: boolean;
}

export function rowId(index: number): string {
  return String(index + 1).padStart(3, '0');
}

/** Parses YAML text; errors name the file, the line and the column. */
export function parseYamlText(text: string, fileName: string): unknown {
  try {
    return parseYaml(text);
  } catch (error) {
    throw new Error(`${fileName}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** A loader for one YAML file (from the project root); image paths resolve against the file. */
export function yamlFile(fileName: string, options: YamlFileOptions = {}): Loader {
  return {
    name: 'porf-yaml-file',
    load: async ({ config, store, parseData, watcher, logger }) => {
      const url = new URL(fileName, config.root);
      const filePath = fileURLToPath(url);

      async function sync() {
        let text: string;
        try {
          text = await readFile(filePath, 'utf-8');
        } catch (error) {
          if (options.optional && (error as NodeJS.ErrnoException).code === 'ENOENT') {
            logger.warn(`${fileName} is missing: the Hindi pages show the English file instead.`);
            store.clear();
            return;
          }
          throw error;
        }
        const data = parseYamlText(text, fileName);
        store.clear();
        if (options.document) {
          if (typeof data !== 'object' || data === null || Array.isArray(data)) {
            throw new Error(`${fileName}: expected one document of "key: value" lines.`);
          }
          // `privacy.hi.yaml` is the Hindi twin of `privacy`: same id.
          const id = basename(fileName, extname(fileName)).replace(/\.hi$/, '');
          const parsed = await parseData({ id, data: data as Record<string, unknown>, filePath });
          store.set({ id, data: parsed, filePath: fileName });
          return;
        }
        if (!Array.isArray(data)) {
          throw new Error(`${fileName}: expected a list of entries, each starting with "- ".`);
        }
        for (const [index, item] of data.entries()) {
          if (typeof item !== 'object' || item === null || Array.isArray(item)) {
            throw new Error(`${fileName}: entry ${index + 1} is not a set of "key: value" lines.`);
          }
          const id = rowId(index);
          const parsed = await parseData({ id, data: item as Record<string, unknown>, filePath });
          store.set({ id, data: parsed, filePath: fileName });
        }
      }

      await sync();
      watcher?.add(filePath);
      watcher?.on('change', (changed) => {
        if (changed !== filePath) return;
        logger.info(`Reloading ${fileName}`);
        sync().catch((error: unknown) => logger.error(String(error)));
      });
    },
  };
}
