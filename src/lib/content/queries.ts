/**
 * Typed access to src/content for pages, so ordering rules and "must not be empty" checks live in
 * one place. Build time only: islands receive what they need as props.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Lang } from '~/lib/routes';
import type { RegistryEntry } from '~/lib/editor/collections';

/** Collections that are lists of rows in a YAML file, shown in file order. */
type RowCollection = Extract<RegistryEntry, { shape: 'list' }>['collection'];

export type Row<C extends RowCollection> = CollectionEntry<C>['data'];

/** Rows in file order; throws when empty, so a file emptied by mistake fails the build. */
export async function getRows<C extends RowCollection>(
  collection: C,
  lang: Lang = 'en',
): Promise<Row<C>[]> {
  // The Hindi twin (`team.hi.yaml`) when it is there, else the English rows.
  const hindi: CollectionEntry<C>[] =
    lang === 'hi' ? await getCollection(`${collection}Hi` as C) : [];
  const entries: CollectionEntry<C>[] = hindi.length > 0 ? hindi : await getCollection(collection);
  if (entries.length === 0) throw new Error(`src/content: "${collection}" has no entries.`);
  return [...entries].sort((a, b) => a.id.localeCompare(b.id)).map((entry) => entry.data);
}

export type PageId =
  | 'about'
  | 'history'
  | 'vision-mission'
  | 'our-team'
  | 'governing-body'
  | 'outreach-centres'
  | 'skill-development-centres'
  | 'healthcare-centres'
  | 'pilar-house'
  | 'post-flood-activities'
  | 'ssw-league'
  | 'camps-and-trainings'
  | 'creative-hub'
  | 'donate'
  | 'volunteer'
  | 'reach-us';

/** One entry of src/content/pages or of its Hindi twin `pagesHi`. */
export type PageEntry = CollectionEntry<'pages'> | CollectionEntry<'pagesHi'>;

export function entryLang(entry: { collection: string }): Lang {
  return entry.collection.endsWith('Hi') ? 'hi' : 'en';
}

type WithLead = { collection: string; data: { lead?: string | undefined } };

/** A page's lead for the banner, none when it would be English on a Hindi page (no twin yet). */
export const leadIn = (entry: WithLead, lang: Lang) =>
  entryLang(entry) === lang ? entry.data.lead : undefined;

/**
 * The entry of `file` (its id is the file's name), or its Hindi twin on a Hindi page when there is
 * one; a missing English file fails the build.
 */
async function entryIn<C extends RegistryEntry['collection']>(
  collection: C,
  file: string,
  lang: Lang,
): Promise<CollectionEntry<C> | CollectionEntry<`${C}Hi`>> {
  const id = file.replace(/^.*\/|\.\w+$/g, '');
  const hindi = lang === 'hi' ? await getEntry(`${collection}Hi` as `${C}Hi`, id) : undefined;
  const entry = hindi ?? (await getEntry(collection, id));
  if (!entry) throw new Error(`src/content: ${file} is missing.`);
  // Astro's types cannot follow a collection name made from a type parameter.
  return entry as CollectionEntry<C> | CollectionEntry<`${C}Hi`>;
}

export const getPage = (id: PageId, lang: Lang = 'en'): Promise<PageEntry> =>
  entryIn('pages', `pages/${id}.md`, lang);

export const getFellowship = (lang: Lang = 'en') => entryIn('fellowship', 'fellowship.md', lang);

/** The reader of a collection of one YAML document (its Hindi twin has the same schema). */
const documentOf =
  <C extends RegistryEntry['collection']>(collection: C, file: string) =>
  async (lang: Lang = 'en') =>
    (await entryIn(collection, file, lang)).data as CollectionEntry<C>['data'];

export const getPurpose = documentOf('purpose', 'purpose.yaml');
export const getCreativeHub = documentOf('creativeHub', 'creative-hub.yaml');
export const getTransparency = documentOf('transparency', 'transparency.yaml');
export const getDonateContent = documentOf('donate', 'donate.yaml');
export const getPrivacy = documentOf('privacy', 'privacy.yaml');
export const getAccessibility = documentOf('accessibility', 'accessibility.yaml');

/** Event reports of /CampsAndTrainings or staff posts of /Blog, newest first (equal dates by id). */
async function newestFirst<C extends 'camps' | 'blog'>(
  collection: C,
  lang: Lang,
): Promise<(CollectionEntry<C> | CollectionEntry<`${C}Hi`>)[]> {
  const entries = [...(await getCollection(collection))].sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id),
  );
  if (entries.length === 0) throw new Error(`src/content: ${collection}/ has no entries.`);
  if (lang === 'en') return entries;
  // On a Hindi page each entry's Hindi twin where there is one; without, it stays English.
  const hindi = new Map((await getCollection(`${collection}Hi`)).map((entry) => [entry.id, entry]));
  return entries.map((entry) => hindi.get(entry.id) ?? entry);
}

export const getCampReports = (lang: Lang = 'en') => newestFirst('camps', lang);

export const getBlogPosts = (lang: Lang = 'en') => newestFirst('blog', lang);
