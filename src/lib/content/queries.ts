/**
 * Typed access to src/content for pages, so ordering rules and "must not be empty" checks live in
 * one place. Build time only: islands receive what they need as props.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Lang } from '~/i18n/paths';

/** Collections that are lists of rows in a YAML file, shown in file order. */
type RowCollection =
  | 'team'
  | 'governingBody'
  | 'outreachCentres'
  | 'skillCentres'
  | 'skillProgrammes'
  | 'healthcare'
  | 'pilarHouses'
  | 'sponsors'
  | 'homeSlides'
  | 'stateMaps'
  | 'homeProjects';

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

function required<T>(entry: T | undefined, what: string): T {
  if (!entry) throw new Error(`src/content: ${what} is missing.`);
  return entry;
}

export async function getPage(id: PageId, lang: Lang = 'en'): Promise<PageEntry> {
  const hindi = lang === 'hi' ? await getEntry('pagesHi', id) : undefined;
  return hindi ?? required(await getEntry('pages', id), `pages/${id}.md`);
}

export async function getPurpose(lang: Lang = 'en'): Promise<CollectionEntry<'purpose'>['data']> {
  const hindi = lang === 'hi' ? await getEntry('purposeHi', 'purpose') : undefined;
  return (hindi ?? required(await getEntry('purpose', 'purpose'), 'purpose.yaml')).data;
}

export async function getCreativeHub(
  lang: Lang = 'en',
): Promise<CollectionEntry<'creativeHub'>['data']> {
  const hindi = lang === 'hi' ? await getEntry('creativeHubHi', 'creative-hub') : undefined;
  return (hindi ?? required(await getEntry('creativeHub', 'creative-hub'), 'creative-hub.yaml'))
    .data;
}

export async function getFellowship(
  lang: Lang = 'en',
): Promise<CollectionEntry<'fellowship'> | CollectionEntry<'fellowshipHi'>> {
  const hindi = lang === 'hi' ? await getEntry('fellowshipHi', 'fellowship') : undefined;
  return hindi ?? required(await getEntry('fellowship', 'fellowship'), 'fellowship.md');
}

export async function getTransparency(
  lang: Lang = 'en',
): Promise<CollectionEntry<'transparency'>['data']> {
  const hindi = lang === 'hi' ? await getEntry('transparencyHi', 'transparency') : undefined;
  return (hindi ?? required(await getEntry('transparency', 'transparency'), 'transparency.yaml'))
    .data;
}

export async function getDonateContent(
  lang: Lang = 'en',
): Promise<CollectionEntry<'donate'>['data']> {
  const hindi = lang === 'hi' ? await getEntry('donateHi', 'donate') : undefined;
  return (hindi ?? required(await getEntry('donate', 'donate'), 'donate.yaml')).data;
}

export async function getPrivacy(lang: Lang = 'en'): Promise<CollectionEntry<'privacy'>['data']> {
  const hindi = lang === 'hi' ? await getEntry('privacyHi', 'privacy') : undefined;
  return (hindi ?? required(await getEntry('privacy', 'privacy'), 'privacy.yaml')).data;
}

export async function getAccessibility(
  lang: Lang = 'en',
): Promise<CollectionEntry<'accessibility'>['data']> {
  const hindi = lang === 'hi' ? await getEntry('accessibilityHi', 'accessibility') : undefined;
  return (hindi ?? required(await getEntry('accessibility', 'accessibility'), 'accessibility.yaml'))
    .data;
}

/** Sorts dated entries newest first; equal dates keep a stable order by id. */
function newestFirst<E extends { id: string; data: { date: Date } }>(entries: E[]): E[] {
  return [...entries].sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id),
  );
}

/** On a Hindi page each entry's Hindi twin where there is one; without, it stays English. */
async function inLanguage<E extends { id: string }, H extends { id: string }>(
  english: E[],
  twins: () => Promise<H[]>,
  lang: Lang,
): Promise<(E | H)[]> {
  if (lang === 'en') return english;
  const hindi = new Map((await twins()).map((entry) => [entry.id, entry]));
  return english.map((entry) => hindi.get(entry.id) ?? entry);
}

/** Event reports of /CampsAndTrainings, newest first, in `lang` where translated. */
export async function getCampReports(
  lang: Lang = 'en',
): Promise<(CollectionEntry<'camps'> | CollectionEntry<'campsHi'>)[]> {
  const entries = await getCollection('camps');
  if (entries.length === 0) throw new Error('src/content: camps/ has no reports.');
  return inLanguage(newestFirst(entries), () => getCollection('campsHi'), lang);
}

/** Staff posts of /Blog, newest first, in `lang` where translated. */
export async function getBlogPosts(
  lang: Lang = 'en',
): Promise<(CollectionEntry<'blog'> | CollectionEntry<'blogHi'>)[]> {
  const entries = await getCollection('blog');
  if (entries.length === 0) throw new Error('src/content: blog/ has no posts.');
  return inLanguage(newestFirst(entries), () => getCollection('blogHi'), lang);
}
