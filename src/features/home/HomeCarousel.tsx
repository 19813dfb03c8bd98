/** Every home carousel: content files' are `standalone`, the API's are islands (./live.ts). */
import type { ComponentType } from 'react';
import { CAROUSELS, type CarouselLabels } from '~/features/carousel/model';
import type * as Data from './model';
import { useLive, island } from '~/lib/island';
import { Carousel } from '../carousel/Carousel';
import { EmptyBlock } from './EmptyBlock';
import {
  AlbumSlide,
  AwardSlide,
  HeroSlide,
  NewsSlide,
  ProjectSlide,
  SponsorSlide,
  TestimonialSlide,
} from './slides';

interface Slides {
  hero: Data.HeroSlideData;
  projects: Data.ProjectSlideData;
  sponsors: Data.SponsorSlideData;
  news: Data.NewsSlideData;
  achievements: Data.AwardSlideData;
  gallery: Data.AlbumSlideData;
  testimonials: Data.TestimonialSlideData;
}
type Kind = keyof Slides;

type Fresh<S> = (shown: S[]) => Promise<S[] | undefined>;

interface Spec<S> {
  /** Names the carousel in the console when it stops. */
  name: string;
  View: ComponentType<{ slide: S; words: Data.SlideWords; first: boolean }>;
  /** API content, refreshed by `freshSlides` of ./live.ts: what a failed refresh names. */
  live?: string;
}

const SPECS: { [K in Kind]: Spec<Slides[K]> } = {
  hero: { name: 'The top slider', View: HeroSlide },
  projects: { name: 'The projects carousel', View: ProjectSlide },
  sponsors: { name: 'The sponsors carousel', View: SponsorSlide },
  news: { name: 'The news carousel', View: NewsSlide, live: 'news and events' },
  achievements: { name: 'The achievements carousel', View: AwardSlide, live: 'achievements' },
  gallery: { name: 'The photo gallery carousel', View: AlbumSlide, live: 'photo albums' },
  testimonials: { name: 'The testimonials carousel', View: TestimonialSlide, live: 'testimonials' },
};

interface Props<K extends Kind> {
  kind: K;
  slides: Slides[K][];
  labels: CarouselLabels;
  words?: Data.SlideWords;
  labelledBy?: string;
  label?: string;
  /** Said when there is nothing to show (API content only). */
  empty?: string;
  /** Content that never changes after the build: rendered without a client directive. */
  standalone?: boolean;
}

function HomeCarousel<K extends Kind>({ kind, slides: built, words, empty, ...rest }: Props<K>) {
  const { View, live } = SPECS[kind] as Spec<Slides[K]>;
  const fresh = useLive(
    live
      ? () =>
          import('~/features/home/live').then((home) =>
            (home.freshSlides[kind as keyof typeof home.freshSlides] as Fresh<Slides[K]>)(built),
          )
      : undefined,
    live ?? kind,
  );
  const slides = fresh ?? built;
  if (slides.length === 0 && empty) return <EmptyBlock text={empty} />;
  return (
    <Carousel
      {...rest}
      config={CAROUSELS[kind]}
      className={kind === 'hero' ? 'home-hero' : undefined}
      slides={slides.map((slide, index) => ({
        key: slide.key,
        node: <View slide={slide} words={words!} first={index === 0} />,
      }))}
    />
  );
}

// A carousel whose props are broken still says that it stopped.
export default island(
  (props: Props<Kind>) => SPECS[props.kind]?.name ?? 'A home page carousel',
  HomeCarousel,
);
