/**
 * Island: the videos (/VideoGallery) with a year dropdown; each card opens its video in a new tab.
 * It opens on this year, else last year, else all years, like the news.
 */
import type { InitialView, ListingIndex, VideoCard } from '~/lib/shared/listingCards';
import { VideoCardView } from './cards';
import { Listing } from './Listing';
import { lazyListing } from './lazyLive';
import { island } from '~/islands/Island/island';

const loadLive = lazyListing('videos');

/** Props: the listing's index and its pre-rendered first view (listingBuild.ts). */
function VideosListing(props: { index: ListingIndex; initial: InitialView<VideoCard> }) {
  return (
    <Listing
      {...props}
      kind="videos"
      loadLive={loadLive}
      noun={{ one: 'video', many: 'videos' }}
      filters={{ month: false, search: false }}
      emptyText="No videos yet. Stay tuned for more updates."
      renderCard={(card, position) => <VideoCardView card={card} eager={position === 0} />}
    />
  );
}

export default island('The video listing', VideosListing);
