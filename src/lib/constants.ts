/**
 * The named constants of SPEC section 9.
 * Imported by browser code: keep it small.
 */

/** Time zone for every "today" and every displayed date. */
export const TIME_ZONE = 'Asia/Kolkata';

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

// Highlights
/** Only items of this category are highlights. */
export const HIGHLIGHT_CATEGORY = 'Highlight';
export const ALBUM_CATEGORY = 'PhotoGallery';
export const ACHIEVEMENTS_CATEGORY = 'Achievements';
export const HIGHLIGHTS_MAX = 10;
/** A highlight flagged new keeps its badge for this many days after its fromDate. */
export const NEW_BADGE_DAYS = 15;
/** Pixels per step of the 'Latest' scroller. */
export const HIGHLIGHT_SCROLL_SPEED = 2;
export const HIGHLIGHT_SCROLL_DELAY_MS = 30;

// Carousels
export const NEWS_AUTOPLAY_MS = 3000;
export const NEWS_SPEED_MS = 900;
export const NEWS_SLIDES = 4;
/** At or below `maxWidth` pixels, show `slides` across. */
export const NEWS_BREAKPOINTS = [
  { maxWidth: 1499, slides: 3 },
  { maxWidth: 1024, slides: 3 },
  { maxWidth: 992, slides: 2 },
  { maxWidth: 767, slides: 2 },
  { maxWidth: 480, slides: 1 },
] as const;

export const ACHIEVEMENTS_AUTOPLAY_MS = 2000;
export const ACHIEVEMENTS_SLIDES = 3;
/** SPEC: no infinite loop. */
export const ACHIEVEMENTS_LOOP = false;

export const PROJECTS_AUTOPLAY_MS = 2000;
export const PROJECTS_SLIDES = 4;
export const PROJECTS_LOOP = true;

export const GALLERY_AUTOPLAY_MS = 2000;
export const GALLERY_SLIDES = 4;

export const TESTIMONIALS_AUTOPLAY_MS = 2000;
export const TESTIMONIALS_SLIDES = 3;

export const SPONSORS_AUTOPLAY_MS = 2000;
export const SPONSORS_SLIDES = 8;
export const SPONSORS_BREAKPOINTS = [
  { maxWidth: 1499, slides: 7 },
  { maxWidth: 1024, slides: 5 },
  { maxWidth: 767, slides: 3 },
  { maxWidth: 480, slides: 1 },
] as const;
export const SPONSOR_COUNT = 59;

// Network
/** SPEC's "0 (none)" hangs forever on a bad connection; we deliberately differ (DESIGN.md). */
export const BROWSER_FETCH_TIMEOUT_MS = 8000;
export const FORM_SUBMIT_TIMEOUT_MS = 15000;

// Programmes
export const FELLOWSHIP_PAISE_PER_DAY = 137;
export const FELLOWSHIP_DAYS = 365;
/** 137 paise a day for 365 days is about 500 rupees a year. */
export const FELLOWSHIP_RUPEES_PER_YEAR = 500;
export const SSWL_TERM_YEARS = 1;
export const SSWL_CLASSES = { from: 'VII', to: 'XII' } as const;
export const ESSAY_WORDS = 300;
export const COMPETITION_AGE_CATEGORIES = [
  { category: 'A', ages: '12-15' },
  { category: 'B', ages: '16-20' },
] as const;
export const SUBMISSION_AGE_GROUPS = [
  { group: 'A', classes: 'I-V' },
  { group: 'B', classes: 'VI-X' },
  { group: 'C', classes: 'XI-XII' },
] as const;
export const FEATURED_PER_GROUP = 2;
export const CLASS_TIME = '4pm to 6pm';
export const VOLUNTEER_REPLY = 'within a week';

// Feeds and calendar
/** The newest items only, so a feed stays small however many there are. */
export const FEED_ITEM_LIMIT = 50;
/** Months before the snapshot the events calendar reaches back (upcoming: all). */
export const CALENDAR_PAST_MONTHS = 12;
