/** Island: the photo albums (/PhotoGallery), by year, opening on the current year (SPEC section 4). */
import type { AlbumCard, InitialView, ListingIndex } from '~/lib/shared/listingCards';
import { AlbumCardView } from './cards';
import { Listing } from './Listing';
import { lazyListing } from './lazyLive';
import { island } from '~/islands/Island/island';

const loadLive = lazyListing('albums');

/** Props: the listing's index and its pre-rendered first view (listingBuild.ts). */
function AlbumsListing(props: { index: ListingIndex; initial: InitialView<AlbumCard> }) {
  return (
    <Listing
      {...props}
      kind="albums"
      loadLive={loadLive}
      noun={{ one: 'album', many: 'albums' }}
      filters={{ month: false, search: false }}
      emptyText="No photo albums yet. Stay tuned for more updates."
      renderCard={(card, position) => <AlbumCardView card={card} eager={position === 0} />}
    />
  );
}

export default island('The album listing', AlbumsListing);
