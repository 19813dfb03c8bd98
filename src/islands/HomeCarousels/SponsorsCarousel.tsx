/** Island: the sponsor logos of the home page (content files, no API). */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '~/lib/shared/carousel';
import { SponsorSlide } from './slides';
import type { SponsorSlideData } from '~/lib/live/homeTypes';
import { island } from '~/islands/Island/island';

interface Props {
  /** Names of the buttons and slides, in the page's language (src/i18n `carousels`). */
  labels: CarouselLabels;
  slides: SponsorSlideData[];
  labelledBy: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function SponsorsCarousel({ slides, labelledBy, labels }: Props) {
  return (
    <Carousel
      config={CAROUSELS.sponsors}
      labelledBy={labelledBy}
      labels={labels}
      slides={slides.map((slide) => ({ key: slide.key, node: <SponsorSlide slide={slide} /> }))}
    />
  );
}

export default island('The sponsors carousel', SponsorsCarousel);
