/** Island: the four project cards of the home page (content files, no API). */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '~/lib/shared/carousel';
import { ProjectSlide } from './slides';
import type { ProjectSlideData } from '~/lib/live/homeTypes';
import { island } from '~/islands/Island/island';

interface Props {
  /** Names of the buttons and slides, in the page's language (src/i18n `carousels`). */
  labels: CarouselLabels;
  slides: ProjectSlideData[];
  labelledBy: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function ProjectsCarousel({ slides, labelledBy, labels }: Props) {
  return (
    <Carousel
      config={CAROUSELS.projects}
      labelledBy={labelledBy}
      labels={labels}
      slides={slides.map((slide) => ({ key: slide.key, node: <ProjectSlide slide={slide} /> }))}
    />
  );
}

export default island('The projects carousel', ProjectsCarousel);
