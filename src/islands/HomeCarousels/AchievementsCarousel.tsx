/** Island: the achievements carousel of the home page, refreshed from the live API. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '~/lib/shared/carousel';
import { useLive } from '~/lib/live/useLive';
import { EmptyBlock } from './EmptyBlock';
import { freshAchievements } from '~/lib/live/home';
import { AwardSlide } from './slides';
import type { AwardSlideData, SlideWords } from '~/lib/live/homeTypes';
import { island } from '~/islands/Island/island';

interface Props {
  /** Names of the buttons and slides, in the page's language (src/i18n `carousels`). */
  labels: CarouselLabels;
  /** Words inside the slides, in the page's language (src/i18n `slides`). */
  words: SlideWords;
  /** The snapshot's newest award pictures. */
  slides: AwardSlideData[];
  labelledBy: string;
  empty: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function AchievementsCarousel({ slides: snapshot, labelledBy, empty, labels, words }: Props) {
  const slides = useLive(() => freshAchievements(snapshot), 'achievements') ?? snapshot;
  if (slides.length === 0) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      config={CAROUSELS.achievements}
      labelledBy={labelledBy}
      labels={labels}
      slides={slides.map((slide) => ({
        key: slide.key,
        node: <AwardSlide slide={slide} words={words} />,
      }))}
    />
  );
}

export default island('The achievements carousel', AchievementsCarousel);
