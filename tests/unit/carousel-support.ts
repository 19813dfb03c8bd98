/** What the carousel unit tests share (carousel.test.tsx, carousel-server.test.tsx). */
import type { CarouselLabels } from '~/features/carousel/model';

/** Button and slide names, as a page hands them over. */
export const LABELS: CarouselLabels = {
  previous: 'Previous item',
  next: 'Next item',
  pause: 'Pause item slides',
  play: 'Play item slides',
  slideOf: '{n} of {count}',
};
