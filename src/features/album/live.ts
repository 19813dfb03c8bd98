/**
 * One album from the live API, for `/SubGallery?id=` when the snapshot does not have it.
 * Imported by browser code, but only lazily (AlbumView loads it for an album newer than the build).
 */
import { album, fileUrlOf } from '~/lib/api/calls';
import { albumPhotoAlt, type AlbumDetail } from '~/items/model';
import { htmlToText, paragraphsOf } from '~/lib/plainText';
import { requireLive } from '~/lib/api/http';

/** Null when the API has no such album; rejects when the API fails or none is configured. */
export async function fetchLiveAlbum(
  id: string,
  signal: AbortSignal,
  photoAlt: string,
): Promise<AlbumDetail | null> {
  const connection = requireLive();
  const found = await album(connection, id, signal);
  if (!found) return null;
  const title = htmlToText(found.title);
  const count = found.attachments.length;
  return {
    title,
    description: { paragraphs: paragraphsOf(found.description) },
    sortDate: found.sortDate,
    photos: found.attachments.map((path, position) => {
      const url = fileUrlOf(connection, path);
      return {
        thumb: { src: url },
        href: url,
        alt: albumPhotoAlt(photoAlt, position, count, title),
      };
    }),
  };
}
