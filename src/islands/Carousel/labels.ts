/**
 * The words of a carousel's buttons and slides, handed to the island by the page in the page's
 * language (src/i18n: `carousels.<name>`).
 */
export interface CarouselLabels {
  /** Name of the previous button ("Previous news"). */
  previous: string;
  /** Name of the next button ("Next news"). */
  next: string;
  /** Name of the rotation button while slides move ("Pause news slides"). */
  pause: string;
  /** Name of the rotation button while paused ("Play news slides"). */
  play: string;
  /** A slide's name, `{n}` of `{count}` ("2 of 8"). */
  slideOf: string;
}
