/**
 * A story the build has no page for yet, from the API's recent items, made as the build makes one.
 * Imported by browser code, but only lazily (`/Story` loads it when the build lacks the story).
 */
import { liveList, livePicture, liveTools, toStoryCard } from '~/items/cards';
import { albumPhotoAlt, type GridPhoto } from '~/items/model';
import { picturesAndFiles } from '~/lib/items';
import type { Story } from './build';

/** Null when the API has no such story; rejects when the API fails or none is configured. */
export async function fetchLiveStory(
  kind: 'news' | 'events',
  id: string,
  signal: AbortSignal,
  photoAlt: string,
): Promise<Story | null> {
  const item = (await liveList(kind, signal)).find((candidate) => candidate.id === id);
  if (!item) return null;
  const card = toStoryCard(item, undefined, liveTools);
  const { pictures, files } = picturesAndFiles(item);
  const photo = (path: string, i: number): GridPhoto => ({
    thumb: livePicture(path)!,
    href: liveTools.fileHref(path)!,
    alt: albumPhotoAlt(photoAlt, i, pictures.length, card.title),
  });
  return {
    ...card,
    kind,
    lang: 'en',
    photos: pictures.map(photo),
    files: files.flatMap((path) => liveTools.fileHref(path) ?? []),
  };
}
