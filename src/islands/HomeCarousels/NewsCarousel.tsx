/** Island: the news and events carousel of the home page, refreshed from the live API. */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '~/lib/shared/carousel';
import { useLive } from '~/lib/live/useLive';
import { EmptyBlock } from './EmptyBlock';
import { freshNews } from '~/lib/live/home';
import { NewsSlide } from './slides';
import type { NewsSlideData, SlideWords } from '~/lib/live/homeTypes';
import { island } from '~/islands/Island/island';

interface Props {
  /** Names of the buttons and slides, in the page's language (src/i18n `carousels`). */
  labels: CarouselLabels;
  /** Words inside the slides, in the page's language (src/i18n `slides`). */
  words: SlideWords;
  /** The snapshot's newest news and events. */
  slides: NewsSlideData[];
  /** Id of the block's heading. */
  labelledBy: string;
  /** What to say when there is nothing to show. */
  empty: string;
}

/** Rendered on the server, hydrated with `client:visible`. */
function NewsCarousel({ slides: snapshot, labelledBy, empty, labels, words }: Props) {
  const slides = useLive(() => freshNews(snapshot), 'news and events') ?? snapshot;
  if (slides.length === 0) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      config={CAROUSELS.news}
      labelledBy={labelledBy}
      labels={labels}
      slides={slides.map((slide) => ({
        key: slide.key,
        node: <NewsSlide slide={slide} words={words} />,
      }))}
    />
  );
}

export default island('The news carousel', NewsCarousel);
