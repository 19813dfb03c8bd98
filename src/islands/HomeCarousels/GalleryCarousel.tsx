/** Island: the photo gallery carousel of the home page (albums), refreshed from the live API. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import { useLiveRefresh } from '../LiveData/useLiveRefresh';
import { EmptyBlock } from './EmptyBlock';
import { freshAlbums } from './fresh';
import { AlbumSlide } from './slides';
import type { AlbumSlideData } from './types';
import { island } from '~/islands/Island/island';

interface Props {
  /** The snapshot's newest albums. */
  slides: AlbumSlideData[];
  labelledBy: string;
  empty: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function GalleryCarousel({ slides: snapshot, labelledBy, empty }: Props) {
  const slides = useLiveRefresh(snapshot, () => freshAlbums(snapshot), 'photo albums');
  if (slides.length === 0) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      config={CAROUSELS.gallery}
      labelledBy={labelledBy}
      itemName="album"
      slides={slides.map((slide) => ({ key: slide.key, node: <AlbumSlide slide={slide} /> }))}
    />
  );
}

export default island('The photo gallery carousel', GalleryCarousel);
