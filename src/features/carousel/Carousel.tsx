/**
 * The one carousel view: a labelled region of "n of m" slides with previous, next and pause
 * buttons. Server-rendered with the snapshot's slides; widths come from CSS classes, so hydrating
 * changes no layout. `standalone` carousels are never hydrated: ./standalone.ts drives them.
 */
import { Fragment, type ReactNode } from 'react';
import { slideClassNames, type CarouselConfig } from '~/features/carousel/model';
import { fill } from '~/lib/fill';
import type { CarouselLabels } from '~/features/carousel/model';
import { SlideNear } from '~/components/ui/Picture';
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
              {standalone ? (
                // Both icons: CSS shows the one that fits (`data-paused`, set by the script).
                <>
                  <PauseIcon />
                  <PlayIcon />
                </>
              ) : carousel.userPaused ? (
                <PlayIcon />
              ) : (
                <PauseIcon />
              )}
            </button>
          )}
          <button
            type="button"
            className="round-button carousel__button carousel__button--prev"
            aria-label={labels.previous}
            disabled={!carousel.ready || !carousel.canPrev}
            onClick={carousel.prev}
          >
            <Arrow direction="prev" />
          </button>
          <button
            type="button"
            className="round-button carousel__button carousel__button--next"
            aria-label={labels.next}
            disabled={!carousel.ready || !carousel.canNext}
            onClick={carousel.next}
          >
            <Arrow direction="next" />
          </button>
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

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg
      className="carousel__icon--pause"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg
      className="carousel__icon--play"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
