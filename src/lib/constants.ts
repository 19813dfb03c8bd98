/**
 * Business constants of SPEC.md section 9, named. Components import these instead of repeating numbers.
 *
 * Imported by browser code: keep it small.
 */

/** Time zone for every "today" and every displayed date. */
export const TIME_ZONE = 'Asia/Kolkata';

/** Month names used in dropdowns and dates (SPEC: Jan to Dec). */
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
/** Gallery-list category of photo albums. */
export const ALBUM_CATEGORY = 'PhotoGallery';
/** Gallery-list category of award pictures. */
export const ACHIEVEMENTS_CATEGORY = 'Achievements';
/** At most this many highlights in the home page's 'Latest' scroller. */
export const HIGHLIGHTS_MAX = 10;
/** A highlight flagged new keeps its badge for this many days after its fromDate. */
export const NEW_BADGE_DAYS = 15;
/** 'Latest' scroller speed (SPEC: 2): pixels moved per step. */
export const HIGHLIGHT_SCROLL_SPEED = 2;
/** 'Latest' scroller delay (SPEC: 30): milliseconds between steps. */
export const HIGHLIGHT_SCROLL_DELAY_MS = 30;

// Carousels
/** News and events carousel: autoplay interval. */
export const NEWS_AUTOPLAY_MS = 3000;
/** News and events carousel: transition duration in ms. */
export const NEWS_SPEED_MS = 900;
/** News and events carousel: slides across at full width. */
export const NEWS_SLIDES = 4;
/**
 * News and events carousel breakpoints (SPEC: 1499, 1024, 992, 767, 480 reduce to 3, 2, 1):
 * at or below `maxWidth` pixels, show `slides` across.
 */
export const NEWS_BREAKPOINTS = [
  { maxWidth: 1499, slides: 3 },
  { maxWidth: 1024, slides: 3 },
  { maxWidth: 992, slides: 2 },
  { maxWidth: 767, slides: 2 },
  { maxWidth: 480, slides: 1 },
] as const;

export const ACHIEVEMENTS_AUTOPLAY_MS = 2000;
export const ACHIEVEMENTS_SLIDES = 3;
/** The achievements carousel does not loop (SPEC: no infinite loop). */
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
/** Sponsor logos reduce to 7, 5, 3, 1 across at smaller widths. */
export const SPONSORS_BREAKPOINTS = [
  { maxWidth: 1499, slides: 7 },
  { maxWidth: 1024, slides: 5 },
  { maxWidth: 767, slides: 3 },
  { maxWidth: 480, slides: 1 },
] as const;
/** Number of sponsor logos on the home page. */
export const SPONSOR_COUNT = 59;

// Network
/**
 * Timeout for every browser call to the live API. SPEC's "0 (none)" hangs forever on a bad
 * connection; we deliberately differ (DESIGN.md).
 */
export const BROWSER_FETCH_TIMEOUT_MS = 8000;
/** Timeout for a form submission, a little longer than a read. */
export const FORM_SUBMIT_TIMEOUT_MS = 15000;

// Programmes
/** Fellowship: 1 rupee 37 paise a day... */
export const FELLOWSHIP_PAISE_PER_DAY = 137;
/** ...for 365 days... */
export const FELLOWSHIP_DAYS = 365;
/** ...is about 500 rupees a year (137 x 365 = 50,005 paise). */
export const FELLOWSHIP_RUPEES_PER_YEAR = 500;
/** SSW League term in years. */
export const SSWL_TERM_YEARS = 1;
/** SSW League is open to classes VII to XII (the first and the last class). */
export const SSWL_CLASSES = { from: 'VII', to: 'XII' } as const;
/** Creative Hub essay length in words. */
export const ESSAY_WORDS = 300;
/** Creative Hub competition results are given for these age categories (SPEC: A 12-15, B 16-20). */
export const COMPETITION_AGE_CATEGORIES = [
  { category: 'A', ages: '12-15' },
  { category: 'B', ages: '16-20' },
] as const;
/** Creative Hub submissions are judged in these groups, by school class (SPEC: A I-V, B VI-X, C XI-XII). */
export const SUBMISSION_AGE_GROUPS = [
  { group: 'A', classes: 'I-V' },
  { group: 'B', classes: 'VI-X' },
  { group: 'C', classes: 'XI-XII' },
] as const;
/** Creative Hub: the best entries of each group that are featured (SPEC: top 2 per group). */
export const FEATURED_PER_GROUP = 2;
/** Evening class time at the centres. */
export const CLASS_TIME = '4pm to 6pm';
/** Volunteers get a reply within this period. */
export const VOLUNTEER_REPLY = 'within a week';
