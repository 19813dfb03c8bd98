/** Island: the testimonials carousel of the home page, refreshed from the live API. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import { useLiveRefresh } from '../LiveData/useLiveRefresh';
import { EmptyBlock } from './EmptyBlock';
import { freshTestimonials } from './fresh';
import { TestimonialSlide } from './slides';
import type { TestimonialSlideData } from './types';
import { island } from '~/islands/Island/island';

interface Props {
  /** The snapshot's testimonials. */
  slides: TestimonialSlideData[];
  labelledBy: string;
  /** Said instead when there are none (SPEC: about the foundation's founding). */
  empty: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function TestimonialsCarousel({ slides: snapshot, labelledBy, empty }: Props) {
  const slides = useLiveRefresh(snapshot, () => freshTestimonials(snapshot), 'testimonials');
  if (slides.length === 0) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      config={CAROUSELS.testimonials}
      labelledBy={labelledBy}
      itemName="testimonial"
      slides={slides.map((slide) => ({
        key: slide.key,
        node: <TestimonialSlide slide={slide} />,
      }))}
    />
  );
}

export default island('The testimonials carousel', TestimonialsCarousel);
