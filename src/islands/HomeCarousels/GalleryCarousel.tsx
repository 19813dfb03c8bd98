/** Island: the photo gallery carousel of the home page (albums), refreshed from the live API. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '~/lib/shared/carousel';
import { useLive } from '~/lib/live/useLive';
import { EmptyBlock } from './EmptyBlock';
import { freshAlbums } from '~/lib/live/home';
import { AlbumSlide } from './slides';
import type { AlbumSlideData, SlideWords } from '~/lib/live/homeTypes';
import { island } from '~/islands/Island/island';

interface Props {
  /** Names of the buttons and slides, in the page's language (src/i18n `carousels`). */
  labels: CarouselLabels;
  /** Words inside the slides, in the page's language (src/i18n `slides`). */
  words: SlideWords;
  /** The snapshot's newest albums. */
  slides: AlbumSlideData[];
  labelledBy: string;
  empty: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function GalleryCarousel({ slides: snapshot, labelledBy, empty, labels, words }: Props) {
  const slides = useLive(() => freshAlbums(snapshot), 'photo albums') ?? snapshot;
  if (slides.length === 0) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      config={CAROUSELS.gallery}
      labelledBy={labelledBy}
      labels={labels}
      slides={slides.map((slide) => ({
        key: slide.key,
        node: <AlbumSlide slide={slide} words={words} />,
      }))}
    />
  );
}

export default island('The photo gallery carousel', GalleryCarousel);
