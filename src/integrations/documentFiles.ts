/**
 * Astro integration that publishes the snapshot's document cache at `/files/<name>`, so report
 * files and attachments work when the API is down; each file is checked against its recorded size.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { mediaBaseUrl } from '../lib/data/media';

export const FILES_PATH = '/files/';

/** The document cache's index (scripts/lib/snapshotStore.ts writes it; only what is needed here). */
interface DocumentIndex {
  images: Record<string, { file: string; bytes: number }>;
}

export function listedDocuments(cacheDir: string): { file: string; bytes: number }[] {
  const indexPath = join(cacheDir, 'index.json');
  if (!existsSync(indexPath)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as DocumentIndex;
  const byName = new Map(Object.values(index.images).map((entry) => [entry.file, entry]));
  return [...byName.values()];
}

/** The integration: add it to `integrations` in astro.config.mjs, before securityHeaders. */
export default function documentFiles(): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'porf:document-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(new URL('src/data/document-cache/', config.root));
      },
      'astro:build:done': async ({ dir, logger }) => {
        // With a media store, documents are published there (scripts/lib/mediaStore.ts).
        const documents = mediaBaseUrl() ? [] : listedDocuments(cacheDir);
        if (documents.length === 0) return;
        const target = join(fileURLToPath(dir), FILES_PATH);
        await mkdir(target, { recursive: true });
        for (const { file, bytes } of documents) {
          if (!/^[a-z0-9][a-z0-9._-]*$/i.test(file))
            throw new Error(`unsafe document name ${file}`);
          const source = join(cacheDir, file);
          if (!existsSync(source) || statSync(source).size !== bytes) {
            throw new Error(
              `document-cache/${file} is missing or damaged: run \`npm run snapshot\` again`,
            );
          }
          await copyFile(source, join(target, file));
        }
        logger.info(`${documents.length} documents published under ${FILES_PATH}`);
      },
    },
  };
}
