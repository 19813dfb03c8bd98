/**
 * The stories that have pages of their own (news items, events, blog posts, camp reports): each
 * list in its order, and one story as its page shows it, in the page's language.
 */
import type { ImageMetadata } from 'astro';
import { contentGridPhoto, gridPhoto, listingCards } from '~/items/build';
import { albumPhotoAlt, itemKey, type Description, type GridPhoto } from '~/items/model';
import { entryLang, getBlogPosts, getCampReports } from '~/lib/content/queries';
import { getEvents, getNews } from '~/lib/data';
import { fileUrl } from '~/lib/data/images';
import { isPicturePath } from '~/lib/items';
import type { EventItem, NewsItem } from '~/schemas';
import { storyPath, type Lang, type StoryKind } from '~/lib/routes';

/** Where a story stands in its list. */
export interface StoryLink {
  kind: StoryKind;
  key: string;
  title: string;
  /** ISO 8601. */
  sortDate: string;
}

/** What a story's page shows; the live page `/Story` makes the same from the API. */
export interface Story extends StoryLink {
  /** The language of its words: English API text on a Hindi page, or an untranslated post. */
  lang: Lang;
  description: Description;
  photos: GridPhoto[];
  /** Attachments that are no pictures: 'View Report'. */
  files: string[];
  /** The CMS's own link for it: 'Read more'. */
  url?: string | undefined;
  time?: string | undefined;
  venue?: string | undefined;
  place?: string | undefined;
  /** A blog post's author and role. */
  author?: string | undefined;
  /** Its share preview: an API picture's path or a content image. */
  share?: string | ImageMetadata | undefined;
  /** An event's iCalendar entry as a `data:` address: no file per event in the build. */
  calendar?: string | undefined;
}

const contentLists = { blog: getBlogPosts, camps: getCampReports };

async function entries(kind: 'blog' | 'camps', lang: Lang) {
  return (await contentLists[kind](lang)).map((entry) => ({
    entry,
    link: {
      kind,
      key: `id:${entry.id}`,
      title: entry.data.title,
      sortDate: entry.data.date.toISOString(),
    },
  }));
}

const lists = new Map<string, Promise<StoryLink[]>>();

/** A kind's stories, newest first, as its listing or page orders them. */
export function storyList(kind: StoryKind, lang: Lang = 'en'): Promise<StoryLink[]> {
  const id = `${kind}:${lang}`;
  let list = lists.get(id);
  if (!list) {
    list =
      kind === 'blog' || kind === 'camps'
        ? entries(kind, lang).then((all) => all.map(({ link }) => link))
        : listingCards(kind).then((cards) =>
            cards.map(({ key, title, sortDate }) => ({ kind, key, title, sortDate })),
          );
    lists.set(id, list);
  }
  return list;
}

/** Every story's English address, for the pages and the file the 404 page looks ids up in. */
export async function allStoryPaths(): Promise<(StoryLink & { path: string })[]> {
  const kinds: StoryKind[] = ['news', 'events', 'blog', 'camps'];
  const lists = await Promise.all(kinds.map((kind) => storyList(kind)));
  const paths = lists.flat().map((story) => ({ ...story, path: storyPath(story.kind, story) }));
  // Two items of one id (the API repeats some) are one page: the first, as the listing keeps it.
  return [...new Map(paths.reverse().map((story) => [story.path, story])).values()].reverse();
}

let apiItems: Map<string, NewsItem | EventItem> | undefined;

/** Once per build, not once per page: the archive may hold thousands. */
function apiItem(kind: 'news' | 'events', key: string): NewsItem | EventItem {
  apiItems ??= new Map([
    ...getNews().map((item) => [`news ${itemKey(item)}`, item] as const),
    ...getEvents().map((item) => [`events ${itemKey(item)}`, item] as const),
  ]);
  return apiItems.get(`${kind} ${key}`)!;
}

/** One story in `lang`, its photos described with `photoAlt` (`Photo {n} of {count}: {title}`). */
export async function storyIn(
  kind: StoryKind,
  key: string,
  lang: Lang,
  photoAlt: string,
): Promise<Story> {
  if (kind === 'blog' || kind === 'camps') {
    const { entry, link } = (await entries(kind, lang)).find((e) => e.link.key === key)!;
    const { data } = entry;
    const images = 'cover' in data ? [data.cover] : data.photos;
    return {
      ...link,
      lang: entryLang(entry),
      description: { html: entry.rendered?.html ?? '' },
      photos: await Promise.all(
        images.map((photo) =>
          contentGridPhoto(photo.src, photo.alt, 'caption' in photo ? photo.caption : undefined),
        ),
      ),
      files: [],
      place: 'place' in data ? data.place : undefined,
      author: 'author' in data ? `${data.author}, ${data.role}` : undefined,
      share: images[0]?.src,
    };
  }
  const card = (await listingCards(kind)).find((c) => c.key === key)!;
  const item = apiItem(kind, key);
  const pictures = [...new Set([...item.images, ...item.attachments.filter(isPicturePath)])];
  const files = item.attachments.filter((path) => !isPicturePath(path));
  const alt = (i: number) => albumPhotoAlt(photoAlt, i, pictures.length, card.title);
  const photos = await Promise.all(pictures.map((path, i) => gridPhoto(path, alt(i))));
  return {
    ...card,
    kind,
    lang: 'en',
    photos: photos.filter((photo) => photo !== undefined),
    files: files.flatMap((path) => fileUrl(path) ?? []),
    share: pictures[0],
  };
}
