/** Island: the news listing (/News), filtered by year, month and title, newest first. */
import type { InitialView, ListingIndex, StoryCard } from '~/lib/shared/listingCards';
import { StoryCardView } from './cards';
import { Listing } from './Listing';
import { lazyListing } from './lazyLive';
import { island } from '~/islands/Island/island';

const loadLive = lazyListing('news');

/** Props: the listing's index and its pre-rendered first view (listingBuild.ts). */
function NewsListing(props: { index: ListingIndex; initial: InitialView<StoryCard> }) {
  return (
    <Listing
      {...props}
      kind="news"
      loadLive={loadLive}
      noun={{ one: 'news item', many: 'news items' }}
      filters={{ month: true, search: true }}
      emptyText="No news yet. Stay tuned for more updates."
      renderCard={(card, position) => <StoryCardView card={card} eager={position === 0} />}
    />
  );
}

export default island('The news listing', NewsListing);
