/**
 * The one carousel view, server-rendered; widths are CSS classes, so hydrating shifts nothing.
 * `standalone` carousels are never hydrated: ./standalone.ts drives them.
 */
import { Fragment, type ReactNode, type SVGProps } from 'react';
import {
  slideClassNames,
  type CarouselConfig,
  type CarouselLabels,
} from '~/features/carousel/model';
import { fill } from '~/lib/fill';
import { SlideNear } from '~/lib/island';
import { useCarousel } from './useCarousel';
import './Carousel.css';

export interface CarouselProps {
  config: CarouselConfig;
  /** Id of the heading that names the region. */
  labelledBy?: string;
  label?: string;
  labels: CarouselLabels;
  slides: { key: string; node: ReactNode }[];
  className?: string;
  standalone?: boolean;
}

export function Carousel({
  config,
  labelledBy,
  label,
  labels,
  slides,
  className,
  standalone = false,
}: CarouselProps) {
  const carousel = useCarousel(config);
  const count = slides.length;
  const rootClass = [
    'carousel',
    `carousel--${config.id}`,
    carousel.ready ? 'carousel--ready' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={rootClass}
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-carousel={config.id}
      data-standalone={standalone ? JSON.stringify(config) : undefined}
      ref={carousel.rootRef}
    >
      {count > 1 && (
        // With nothing to scroll (every slide in view) the buttons keep their place, unseen.
        <div
          className={`carousel__controls${config.autoplayMs !== null ? ' carousel__controls--pause' : ''}${carousel.ready && !carousel.scrollable ? ' carousel__controls--idle' : ''}`}
        >
          {/* The rotation control comes first (WAI-ARIA carousel pattern). */}
          {config.autoplayMs !== null && (
            <button
              type="button"
              // Rendered from the start (hidden until autoplay runs) so nothing shifts.
              className={`round-button carousel__button carousel__button--pause${carousel.autoplay ? '' : ' carousel__button--idle'}`}
              aria-label={carousel.userPaused ? labels.play : labels.pause}
              disabled={!carousel.autoplay}
              onClick={carousel.togglePause}
              {...(standalone && { 'data-play': labels.play, 'data-pause': labels.pause })}
            >
              {/* Standalone: both icons, CSS shows the one that fits (`data-paused`). */}
              {(standalone || !carousel.userPaused) && PAUSE_ICON}
              {(standalone || carousel.userPaused) && PLAY_ICON}
            </button>
          )}
          {MOVES.map(({ direction, label, can, d }) => (
            <button
              key={direction}
              type="button"
              className={`round-button carousel__button carousel__button--${direction}`}
              aria-label={labels[label]}
              disabled={!carousel.ready || !carousel[can]}
              onClick={carousel[direction]}
            >
              <Icon
                d={d}
                size={20}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </button>
          ))}
        </div>
      )}
      {/* Focusable: before embla runs the arrow keys scroll it natively. */}
      <div className="carousel__viewport" ref={carousel.viewportRef} tabIndex={0}>
        <div
          className={`carousel__track ${slideClassNames(config).join(' ')}`}
          aria-live={carousel.playing ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              // Keyed by position: on a refresh each box keeps its place, so nothing shifts.
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideOf, { n: index + 1, count })}
            >
              <SlideNear.Provider value={carousel.shown.has(index)}>
                <Fragment key={slide.key}>{slide.node}</Fragment>
              </SlideNear.Provider>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

const MOVES = [
  { direction: 'prev', label: 'previous', can: 'canPrev', d: 'M15 5l-7 7 7 7' },
  { direction: 'next', label: 'next', can: 'canNext', d: 'M9 5l7 7-7 7' },
] as const;

type IconProps = SVGProps<SVGPathElement> & { d: string; size?: number };

function Icon({ size = 18, className, ...path }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path {...path} />
    </svg>
  );
}

const PAUSE_ICON = (
  <Icon className="carousel__icon--pause" d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
);
const PLAY_ICON = <Icon className="carousel__icon--play" d="M8 5l11 7-11 7z" fill="currentColor" />;
