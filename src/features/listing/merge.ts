/**
 * The one key and the one merge of live items, used by the build (src/lib/live/*Build.ts) and by
 * every island that refreshes (listings, home carousels, scroller, popup, publications).
 *
 * Imported by browser code: keep it small.
 */
import { byNewestFirst } from '~/lib/items';
import type { Description } from '~/features/listing/model';

/**
 * A stable key for an API item: `id:<id>`, else `at:<date>|<title>` (plus any `extra` parts that
 * tell apart items without an id, e.g. the file of a publication). Listing keys also name the
 * card's anchor (`#item-…`), so changing this changes links from the site search.
 */
export function itemKey(
  item: { id?: string | undefined; title: string; sortDate?: string | null },
  ...extra: string[]
): string {
  return item.id ? `id:${item.id}` : [`at:${item.sortDate ?? ''}`, item.title, ...extra].join('|');
}

/**
 * `base` (the snapshot's) with `fresh` (the live API's) laid over it: a fresh item replaces the
 * base item with the same key (the API's newer wording wins), fresh items with new keys are added,
 * nothing is dropped (the short endpoints answer only the latest items; the nightly build drops
 * what the API no longer has). Newest first. A replacing item that shows the same picture keeps
 * the base item's optimised copy, and the same file keeps the site's own copy (which outlives the
 * API), so a refresh never swaps a sized WebP for the API's full-size original.
 */
export function mergeByKey<C extends { key: string; sortDate: string | null }>(
  base: readonly C[],
  fresh: readonly C[],
): C[] {
  if (fresh.length === 0) return [...base];
  const freshByKey = new Map(fresh.map((item) => [item.key, item]));
  const merged = base.map((item) => {
    const next = freshByKey.get(item.key);
    return next ? keepBuiltCopies(item, next) : item;
  });
  const known = new Set(base.map((item) => item.key));
  for (const item of freshByKey.values()) if (!known.has(item.key)) merged.push(item);
  return merged.sort(byNewestFirst);
}

/**
 * `next`, with `old`'s picture (`picture`, `photo`) and file where both have the same API path,
 * and `old`'s description where `next` says the same words: the build's sanitised HTML keeps its
 * bold, lists and links, which a live card (plain paragraphs) would lose a second after the page
 * showed them.
 */
function keepBuiltCopies<C>(old: C, next: C): C {
  type Item = Record<string, { path?: string } | undefined> & { file?: string; filePath?: string };
  const before = old as Item;
  const result = { ...(next as Item) };
  for (const field of ['picture', 'photo']) {
    const path = before[field]?.path;
    if (path !== undefined && path === result[field]?.path) result[field] = before[field];
  }
  if (before.filePath !== undefined && before.filePath === result.filePath)
    result.file = before.file;
  const built = (old as { description?: Description }).description;
  const live = (next as { description?: Description }).description;
  if (
    built &&
    'html' in built &&
    built.sum !== undefined &&
    live &&
    'paragraphs' in live &&
    wordsSum(live.paragraphs) === built.sum
  ) {
    (result as { description?: Description }).description = built;
  }
  return result as C;
}

/**
 * A short fingerprint of a description's words (its paragraphs of plain text, `paragraphsOf` in
 * src/lib/plainText.ts): 32-bit FNV-1a, base 36. The build stores it beside the sanitised
 * HTML; the browser computes it from a live item's paragraphs. Two different texts that share one
 * (about one chance in four billion) keep the build's wording until the next nightly build.
 */
export function wordsSum(paragraphs: readonly string[]): string {
  const text = paragraphs.join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** `next`, or undefined when it shows exactly what `current` shows (nothing re-renders). */
export function changed<T>(current: readonly T[], next: T[]): T[] | undefined {
  return JSON.stringify(current) === JSON.stringify(next) ? undefined : next;
}

/** Key of a news carousel slide (news and events may share an id); the build uses the same. */
export function newsSlideKey(
  kind: 'news' | 'event',
  item: { id?: string | undefined; title: string; sortDate: string | null },
): string {
  return `${kind}:${itemKey(item)}`;
}

/** Key of a testimonial slide (the build uses the same). */
export const testimonialKey = (item: { id?: string | undefined; name: string }) =>
  itemKey({ id: item.id, title: item.name });
