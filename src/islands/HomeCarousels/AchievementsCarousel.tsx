/** Island: the achievements carousel of the home page, refreshed from the live API. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import { useLiveRefresh } from '../LiveData/useLiveRefresh';
import { EmptyBlock } from './EmptyBlock';
import { freshAchievements } from './fresh';
import { AwardSlide } from './slides';
import type { AwardSlideData } from './types';
import { island } from '~/islands/Island/island';

interface Props {
  /** The snapshot's newest award pictures. */
  slides: AwardSlideData[];
  labelledBy: string;
  empty: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function AchievementsCarousel({ slides: snapshot, labelledBy, empty }: Props) {
  const slides = useLiveRefresh(snapshot, () => freshAchievements(snapshot), 'achievements');
  if (slides.length === 0) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      config={CAROUSELS.achievements}
      labelledBy={labelledBy}
      itemName="achievement"
      slides={slides.map((slide) => ({ key: slide.key, node: <AwardSlide slide={slide} /> }))}
    />
  );
}

export default island('The achievements carousel', AchievementsCarousel);
