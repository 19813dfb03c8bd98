/**
 * Content collections: the editable text, tables and photos of the static pages (src/content),
 * each English file and its Hindi twin (`team.yaml`, `team.hi.yaml` as `team`, `teamHi`). Made from
 * the one registry the content editor at /admin reads too (src/lib/editor/collections.ts), so a
 * file the build checks is a file staff can edit. Pages read them through src/lib/content/queries.ts.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { yamlFile } from './lib/content/loaders';
import { REGISTRY_ENTRIES, type RegistryEntry } from './lib/editor/collections';
import type { ContentSchema } from './lib/editor/fields';

/** A Hindi file's id is the id of its English twin: `about.hi.md` is `about`. */
const hindiId = ({ entry }: { entry: string }) => entry.replace(/\.hi\.md$/, '');

/** The loader of an entry's English files, or of their Hindi twins (which may be missing). */
function loaderOf(entry: RegistryEntry, hindi: boolean) {
  if ('folder' in entry) {
    return hindi
      ? glob({ pattern: '*.hi.md', base: `./${entry.folder}`, generateId: hindiId })
      : glob({ pattern: ['*.md', '!*.hi.md'], base: `./${entry.folder}` });
  }
  if (entry.shape === 'markdown') {
    const [base, name] = [entry.file.replace(/\/[^/]+$/, ''), entry.file.split('/').pop()!];
    return hindi
      ? glob({ pattern: name.replace(/\.md$/, '.hi.md'), base: `./${base}`, generateId: hindiId })
      : glob({ pattern: name, base: `./${base}` });
  }
  const file = hindi ? entry.file.replace(/\.yaml$/, '.hi.yaml') : entry.file;
  return yamlFile(file, { document: entry.shape === 'document', optional: hindi });
}

/** What Astro infers an entry's data from: the collection's exact schema. */
type Collection<N> = { schema: Extract<RegistryEntry, { collection: N }>['schema'] };

const define = (entry: RegistryEntry, hindi: boolean) =>
  defineCollection({ loader: loaderOf(entry, hindi), schema: entry.schema as ContentSchema });

export const collections = Object.fromEntries(
  REGISTRY_ENTRIES.flatMap((entry) => [
    [entry.collection, define(entry, false)],
    [`${entry.collection}Hi`, define(entry, true)],
  ]),
) as unknown as { [N in RegistryEntry['collection']]: Collection<N> } & {
  [N in RegistryEntry['collection'] as `${N}Hi`]: Collection<N>;
};
