/** Island: the testimonials carousel of the home page, refreshed from the live API. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '~/lib/shared/carousel';
import { useLive } from '~/lib/live/useLive';
import { EmptyBlock } from './EmptyBlock';
import { freshTestimonials } from '~/lib/live/home';
import { TestimonialSlide } from './slides';
import type { TestimonialSlideData } from '~/lib/live/homeTypes';
import { island } from '~/islands/Island/island';

interface Props {
  /** Names of the buttons and slides, in the page's language (src/i18n `carousels`). */
  labels: CarouselLabels;
  /** The snapshot's testimonials. */
  slides: TestimonialSlideData[];
  labelledBy: string;
  /** Said instead when there are none (SPEC: about the foundation's founding). */
  empty: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function TestimonialsCarousel({ slides: snapshot, labelledBy, empty, labels }: Props) {
  const slides = useLive(() => freshTestimonials(snapshot), 'testimonials') ?? snapshot;
  if (slides.length === 0) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      config={CAROUSELS.testimonials}
      labelledBy={labelledBy}
      labels={labels}
      slides={slides.map((slide) => ({
        key: slide.key,
        node: <TestimonialSlide slide={slide} />,
      }))}
    />
  );
}

export default island('The testimonials carousel', TestimonialsCarousel);
