/**
 * One album from the live API, for `/SubGallery?id=` when the snapshot does not have it: read as
 * the API client's `album()` reads it (src/lib/api/readStrict.ts `readOne` with the album schema)
 * and made into what the album page shows.
 *
 * Imported by browser code, but only lazily (AlbumView loads it for an album newer than the
 * build). It lives apart from the listings' live refresh (./listing.ts), so the
 * album page loads the album schema alone, not every listing's.
 */
import { endpoints, resolveImageUrl } from '~/lib/api/endpoints';
import { readOne } from '~/lib/api/readStrict';
import { PUBLIC_API_BASE_URL } from '~/lib/env';
import { albumPhotoAlt, type AlbumDetail } from '~/features/listing/model';
import { htmlToText, paragraphsOf } from '~/lib/plainText';
import { AlbumSchema } from '~/schemas/album';
import { fetchLiveData, warnInvalidItem } from '~/lib/live/api';

/**
 * One album from `/api/subGallery?id=` as `client.album()` reads it: `data` is the album object
 * or a one-item list; nothing (null, `[]`) means no such album (null); anything else that is not
 * a valid album rejects, with a warning naming it.
 */
async function albumById(id: string, signal: AbortSignal) {
  const path = endpoints.album(id);
  const data = await fetchLiveData(path, signal);
  return readOne(
    'album',
    'an album',
    `${PUBLIC_API_BASE_URL ?? ''}${path}`,
    data,
    AlbumSchema,
    warnInvalidItem,
  );
}

/**
 * One album from the live API as its page shows it (live picture URLs, the description as plain
 * paragraphs), or null when the API has no such album. Rejects when the API fails or none is configured.
 */
export async function fetchLiveAlbum(id: string, signal: AbortSignal): Promise<AlbumDetail | null> {
  const base = PUBLIC_API_BASE_URL;
  if (!base) throw new Error('No API is configured for this build.');
  const album = await albumById(id, signal);
  if (!album) return null;
  const title = htmlToText(album.title);
  const count = album.attachments.length;
  return {
    title,
    description: { paragraphs: paragraphsOf(album.description) },
    sortDate: album.sortDate,
    photos: album.attachments.map((path, position) => {
      const url = resolveImageUrl(base, path);
      return { thumb: { src: url }, href: url, alt: albumPhotoAlt(position, count, title) };
    }),
  };
}
