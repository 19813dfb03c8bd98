/** Search records for snapshot items without a page of their own (Pagefind `addCustomRecord`). */
import { formatDayMonthYear, kolkataDateOf } from '~/lib/items';
import {
  type AlbumCard,
  type HighlightCard,
  type PublicationCard,
  type VideoCard,
  descriptionHtml,
} from '~/items/model';
import { htmlToText } from '~/lib/plainText';
import { SEARCH_LANGUAGE, SEARCH_TYPE_FILTER, type SearchType } from '~/features/search/model';
import type { PublicationCategory } from '~/schemas';
import { albumPath, listingItemPath, PUBLICATION_PAGES } from '~/lib/routes';

/** News, events and the other stories are pages of their own, indexed as pages. */
export interface SearchInput {
  highlights: readonly HighlightCard[];
  albums: readonly (AlbumCard & { description: string })[];
  videos: readonly (VideoCard & { description: string })[];
  publications: readonly (PublicationCard & { category: PublicationCategory })[];
}

const PUBLICATION_NAMES: Record<PublicationCategory, string> = {
  Newsletter: 'Newsletter',
  AnnualReport: 'Annual report',
  Presscorner: 'Press corner',
  Circular: 'Circular',
};

/** A record as Pagefind's `addCustomRecord` takes it; `url` site-relative, or a file's URL. */
function record(
  type: SearchType,
  category: string,
  url: string,
  item: { title: string; sortDate: string | null },
  ...texts: (string | undefined)[]
) {
  const meta: Record<string, string> = { title: item.title, category };
  if (item.sortDate) meta.date = formatDayMonthYear(new Date(item.sortDate));
  return {
    url,
    content: [item.title, ...texts.map((text) => htmlToText(text ?? ''))]
      .filter(Boolean)
      .join('. '),
    language: SEARCH_LANGUAGE,
    meta,
    filters: { [SEARCH_TYPE_FILTER]: [type] },
  };
}

/** A highlight's card, found at its anchor on its listing. */
const highlight = (card: HighlightCard) =>
  record(
    'Highlights',
    'Highlight',
    listingItemPath('highlights', card.key, kolkataDateOf(card.sortDate).year),
    card,
    descriptionHtml(card.description),
  );

export function searchRecords(input: SearchInput) {
  return [
    ...input.highlights.map(highlight),
    ...input.albums.map((album) =>
      record('Albums', 'Photo album', albumPath(album.id), album, album.description),
    ),
    ...input.videos.map((video) =>
      record(
        'Videos',
        'Video',
        listingItemPath('videos', video.key, kolkataDateOf(video.sortDate).year),
        video,
        video.description,
      ),
    ),
    ...input.publications.map((item) =>
      record(
        'Publications',
        PUBLICATION_NAMES[item.category],
        item.file ?? PUBLICATION_PAGES[item.category],
        item,
      ),
    ),
  ];
}
