/** Island: the news and events carousel of the home page, refreshed from the live API. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import { useLiveRefresh } from '../LiveData/useLiveRefresh';
import { EmptyBlock } from './EmptyBlock';
import { freshNews } from './fresh';
import { NewsSlide } from './slides';
import type { NewsSlideData } from './types';
import { island } from '~/islands/Island/island';

interface Props {
  /** The snapshot's newest news and events. */
  slides: NewsSlideData[];
  /** Id of the block's heading. */
  labelledBy: string;
  /** What to say when there is nothing to show. */
  empty: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function NewsCarousel({ slides: snapshot, labelledBy, empty }: Props) {
  const slides = useLiveRefresh(snapshot, () => freshNews(snapshot), 'news and events');
  if (slides.length === 0) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      config={CAROUSELS.news}
      labelledBy={labelledBy}
      itemName="news"
      slides={slides.map((slide) => ({ key: slide.key, node: <NewsSlide slide={slide} /> }))}
    />
  );
}

export default island('The news carousel', NewsCarousel);
