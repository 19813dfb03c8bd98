/** Island: the top slider of the home page, eight pictures from src/content/home-slides.yaml. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '~/lib/shared/carousel';
import { HeroSlide } from './slides';
import type { HeroSlideData } from '~/lib/live/homeTypes';
import { island } from '~/islands/Island/island';

interface Props {
  /** Names of the buttons and slides, in the page's language (src/i18n `carousels`). */
  labels: CarouselLabels;
  slides: HeroSlideData[];
  /** Name of the slider for assistive technology. */
  label: string;
}

/**
 * Rendered on the server (the first picture, loaded eagerly with high priority, is the page's
 * largest paint), hydrated with `client:idle`: sliding can wait until the page is ready.
 */
function HeroCarousel({ slides, label, labels }: Props) {
  return (
    <Carousel
      config={CAROUSELS.hero}
      label={label}
      labels={labels}
      className="home-hero"
      slides={slides.map((slide, index) => ({
        key: slide.key,
        node: <HeroSlide slide={slide} first={index === 0} />,
      }))}
    />
  );
}

export default island('The top slider', HeroCarousel);
