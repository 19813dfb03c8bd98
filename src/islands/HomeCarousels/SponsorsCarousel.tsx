/** Island: the sponsor logos of the home page (content files, no API). */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import { SponsorSlide } from './slides';
import type { SponsorSlideData } from './types';
import { island } from '~/islands/Island/island';

interface Props {
  slides: SponsorSlideData[];
  labelledBy: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function SponsorsCarousel({ slides, labelledBy }: Props) {
  return (
    <Carousel
      config={CAROUSELS.sponsors}
      labelledBy={labelledBy}
      itemName="sponsor"
      slides={slides.map((slide) => ({ key: slide.key, node: <SponsorSlide slide={slide} /> }))}
    />
  );
}

export default island('The sponsors carousel', SponsorsCarousel);
