/**
 * `/pagefind-records.json`: search records of snapshot items without a page of their own;
 * the searchIndex integration reads it right after the build and deletes it: never published.
 */
import type { APIRoute } from 'astro';
import { listingCards, publicationCards } from '~/items/build';
import { getAlbums, getVideos } from '~/lib/data';
import { searchRecords } from '~/features/search/build';
import { PUBLICATION_CATEGORIES } from '~/schemas';

export const GET: APIRoute = async () => {
  const albumText = new Map(getAlbums().map((album) => [album.id, album.description]));
  const videoText = new Map(getVideos().map((video) => [video.id ?? '', video.description]));
  const records = searchRecords({
    highlights: await listingCards('highlights'),
    albums: (await listingCards('albums')).map((card) => ({
      ...card,
      description: albumText.get(card.id) ?? '',
    })),
    videos: (await listingCards('videos')).map((card) => ({
      ...card,
      description: videoText.get(card.key.replace(/^id:/, '')) ?? '',
    })),
    publications: PUBLICATION_CATEGORIES.flatMap((category) =>
      publicationCards(category).map((card) => ({ ...card, category })),
    ),
  });
  return new Response(JSON.stringify(records), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
