/** Every home carousel: content files' are `standalone`, the API's are islands (./live.ts). */
import type { ReactNode } from 'react';
import { CAROUSELS, type CarouselLabels } from '~/features/carousel/model';
import type * as Home from '~/features/home/live';
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

interface Spec<S> {
  /** Names the carousel in the console when it stops. */
  name: string;
  render(slide: S, words: Data.SlideWords | undefined, index: number): ReactNode;
  live?: { what: string; fresh(home: typeof Home, shown: S[]): Promise<S[] | undefined> };
}

const SPECS: { [K in Kind]: Spec<Slides[K]> } = {
  hero: {
    name: 'The top slider',
    render: (slide, _words, index) => <HeroSlide slide={slide} first={index === 0} />,
  },
  projects: {
    name: 'The projects carousel',
    render: (slide) => <ProjectSlide slide={slide} />,
  },
  sponsors: {
    name: 'The sponsors carousel',
    render: (slide) => <SponsorSlide slide={slide} />,
  },
  news: {
    name: 'The news carousel',
    render: (slide, words) => <NewsSlide slide={slide} words={words!} />,
    live: { what: 'news and events', fresh: (home, shown) => home.freshNews(shown) },
  },
  achievements: {
    name: 'The achievements carousel',
    render: (slide, words) => <AwardSlide slide={slide} words={words!} />,
    live: { what: 'achievements', fresh: (home, shown) => home.freshAchievements(shown) },
  },
  gallery: {
    name: 'The photo gallery carousel',
    render: (slide, words) => <AlbumSlide slide={slide} words={words!} />,
    live: { what: 'photo albums', fresh: (home, shown) => home.freshAlbums(shown) },
  },
  testimonials: {
    name: 'The testimonials carousel',
    render: (slide) => <TestimonialSlide slide={slide} />,
    live: { what: 'testimonials', fresh: (home, shown) => home.freshTestimonials(shown) },
  },
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
  const spec = SPECS[kind] as Spec<Slides[K]>;
  const { live } = spec;
  const fresh = useLive(
    live && (() => import('~/features/home/live').then((home) => live.fresh(home, built))),
    live?.what ?? kind,
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
        node: spec.render(slide, words, index),
      }))}
    />
  );
}

// A carousel whose props are broken still says that it stopped.
export default island(
  (props: Props<Kind>) => SPECS[props.kind]?.name ?? 'A home page carousel',
  HomeCarousel,
);
