/** Island: the four project cards of the home page (content files, no API). */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import { ProjectSlide } from './slides';
import type { ProjectSlideData } from './types';
import { island } from '~/islands/Island/island';

interface Props {
  slides: ProjectSlideData[];
  labelledBy: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function ProjectsCarousel({ slides, labelledBy }: Props) {
  return (
    <Carousel
      config={CAROUSELS.projects}
      labelledBy={labelledBy}
      itemName="project"
      slides={slides.map((slide) => ({ key: slide.key, node: <ProjectSlide slide={slide} /> }))}
    />
  );
}

export default island('The projects carousel', ProjectsCarousel);
