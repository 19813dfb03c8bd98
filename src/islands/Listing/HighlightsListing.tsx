/**
 * Island: the highlights listing (/Highlights), with the news page's rules (year with fallback,
 * month, title search) and the home page's 'new' badge, decided with today's date in the browser.
 */
import type { HighlightCard, InitialView, ListingIndex } from '~/lib/shared/listingCards';
import { HighlightCardView } from './cards';
import { Listing } from './Listing';
import { lazyListing } from './lazyLive';
import { island } from '~/islands/Island/island';

const loadLive = lazyListing('highlights');

/** Props: the listing's index and its pre-rendered first view (listingBuild.ts). */
function HighlightsListing(props: { index: ListingIndex; initial: InitialView<HighlightCard> }) {
  return (
    <Listing
      {...props}
      kind="highlights"
      loadLive={loadLive}
      noun={{ one: 'highlight', many: 'highlights' }}
      filters={{ month: true, search: true }}
      emptyText="Stay tuned for the latest updates."
      gridClass="listing__grid--text"
      renderCard={(card, _position, now) => <HighlightCardView card={card} now={now} />}
    />
  );
}

export default island('The highlights listing', HighlightsListing);
