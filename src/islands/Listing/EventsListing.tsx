/** Island: the events listing (/NewsEvents), opening on the current year (SPEC section 4). */
import type { InitialView, ListingIndex, StoryCard } from '~/lib/shared/listingCards';
import { StoryCardView } from './cards';
import { Listing } from './Listing';
import { lazyListing } from './lazyLive';
import { island } from '~/islands/Island/island';

const loadLive = lazyListing('events');

/** Props: the listing's index and its pre-rendered first view (listingBuild.ts). */
function EventsListing(props: { index: ListingIndex; initial: InitialView<StoryCard> }) {
  return (
    <Listing
      {...props}
      kind="events"
      loadLive={loadLive}
      noun={{ one: 'event', many: 'events' }}
      filters={{ month: true, search: true }}
      emptyText="No events yet. Stay tuned for more updates."
      renderCard={(card, position) => <StoryCardView card={card} eager={position === 0} />}
    />
  );
}

export default island('The events listing', EventsListing);
