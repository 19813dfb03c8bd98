/**
 * Every address of the site, made here and nowhere else: the routes (SPEC section 2 and DESIGN.md's
 * pages beyond it) with the menu, their Hindi twins under `/hi`, feeds and search, the listings'
 * card anchors, albums. Paths are case-sensitive: never slugify or lower-case them.
 * Imported by browser code (islands link albums and cards): keep it small, its tables pure.
 */
import type { PublicationCategory } from '~/schemas';

/** The languages: English unprefixed (`/AboutNgo`), Hindi under `/hi` (astro.config.mjs). */
export type Lang = 'en' | 'hi';

/** The default (unprefixed) one first. */
export const LANGS = ['en', 'hi'] as const satisfies readonly Lang[];

/** `<html lang>`. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi' };

/** Decides what the tests and budgets expect of a page. */
export type RouteKind = 'home' | 'text' | 'listing' | 'form' | 'live' | 'search';

/** The header menu's groups, in order. */
export const MENU_GROUPS = [
  'About us',
  'Project & Activities',
  'SSW League',
  'Publication',
  'Gallery',
  'Contact us',
] as const;

export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface RouteInfo {
  readonly path: string;
  /** The h1 and the breadcrumb's last crumb. */
  readonly title: string;
  /** For menus, when it differs from the title. */
  readonly label?: string;
  readonly group?: MenuGroup;
  readonly description: string;
  readonly kind: RouteKind;
}

export const ROUTES = [
  {
    path: '/',
    title: 'Home',
    kind: 'home',
    description:
      'Outreach, skill development, healthcare and education for underprivileged women and youth in northern India.',
  },
  {
    path: '/AboutNgo',
    title: 'About the NGO',
    label: 'About NGO',
    group: 'About us',
    kind: 'text',
    description: 'Who we are, where we work and the people we serve.',
  },
  {
    path: '/history',
    title: 'History of the NGO',
    label: 'History',
    group: 'About us',
    kind: 'text',
    description: 'How the foundation grew from a few evening classes into a network of centres.',
  },
  {
    path: '/VisionMission',
    title: 'Vision, Mission and Goal',
    label: 'Vision & Mission',
    group: 'About us',
    kind: 'text',
    description: 'The vision, mission and goal that guide every project of the foundation.',
  },
  {
    path: '/GoverningBody',
    title: 'Governing Body',
    group: 'About us',
    kind: 'text',
    description: 'The nine members of the governing body and their roles.',
  },
  {
    path: '/Transparency',
    title: 'Transparency',
    group: 'About us',
    kind: 'text',
    description:
      'Our registrations (12A, 80G, CSR-1, NGO Darpan, FCRA), income and spending year by year, audited accounts and governance.',
  },
  {
    path: '/OurTeam',
    title: 'Our Team',
    group: 'About us',
    kind: 'text',
    description: 'The staff who run our centres and programmes.',
  },
  {
    path: '/OutreachCenters',
    title: 'Outreach Centres',
    group: 'Project & Activities',
    kind: 'text',
    description: 'About 24 evening learning centres for children across northern India.',
  },
  {
    path: '/SkillDevelopmentCenters',
    title: 'Skill Development Centres',
    group: 'Project & Activities',
    kind: 'text',
    description: 'Tailoring, handloom, computer and music training for women and youth.',
  },
  {
    path: '/HealthcareCenters',
    title: 'Healthcare Centres',
    group: 'Project & Activities',
    kind: 'text',
    description: 'A clinical laboratory, a dental clinic and a sanitary-pad unit.',
  },
  {
    path: '/PilarHouse',
    title: 'Pilar House',
    group: 'Project & Activities',
    kind: 'text',
    description: 'Residential homes for boys and girls who need a safe place to study.',
  },
  {
    path: '/CampsAndTrainings',
    title: 'Camps and Trainings',
    group: 'Project & Activities',
    kind: 'text',
    description: 'Health camps, leadership camps and training programmes, with event reports.',
  },
  {
    path: '/PostFloodActivities',
    title: 'Post-Flood Activities',
    group: 'Project & Activities',
    kind: 'text',
    description: 'Flood relief and rehabilitation in Kerala, 2019.',
  },
  {
    path: '/SSWLeague',
    title: 'Student Social Welfare League',
    label: 'SSW League',
    group: 'SSW League',
    kind: 'text',
    description: 'A league of students from classes VII to XII who serve their neighbourhoods.',
  },
  {
    path: '/NewsLetter',
    title: 'Newsletter',
    group: 'Publication',
    kind: 'listing',
    description: 'Newsletters of the foundation.',
  },
  {
    path: '/AnnualReport',
    title: 'Annual Report',
    group: 'Publication',
    kind: 'listing',
    description: 'Annual reports of the foundation.',
  },
  {
    path: '/PressCorner',
    title: 'Press Corner',
    group: 'Publication',
    kind: 'listing',
    description: 'The foundation in the press.',
  },
  {
    path: '/Circular',
    title: 'Circulars',
    group: 'Publication',
    kind: 'listing',
    description: 'Circulars and notices.',
  },
  {
    path: '/Blog',
    title: 'Blog',
    group: 'Publication',
    kind: 'text',
    description: 'Stories from our staff in the field.',
  },
  {
    path: '/PhotoGallery',
    title: 'Photo Gallery',
    group: 'Gallery',
    kind: 'listing',
    description: 'Photo albums of our events, camps and centres.',
  },
  {
    path: '/VideoGallery',
    title: 'Video Gallery',
    group: 'Gallery',
    kind: 'listing',
    description: 'Videos of our work.',
  },
  {
    path: '/ReachUs',
    title: 'Reach Us',
    group: 'Contact us',
    kind: 'form',
    description: 'Write to the foundation or visit our head office.',
  },
  {
    path: '/GuestBook',
    title: 'Guest Book',
    group: 'Contact us',
    kind: 'form',
    description: 'Leave a message in our guest book.',
  },
  {
    path: '/Donate',
    title: 'Donate',
    group: 'Contact us',
    kind: 'text',
    description: 'Support our work by bank transfer.',
  },
  {
    path: '/Volunteer',
    title: 'Volunteer',
    group: 'Contact us',
    kind: 'text',
    description: 'Give your time and skills: send us your CV.',
  },
  {
    path: '/News',
    title: 'News',
    kind: 'listing',
    description: 'News from the foundation and its centres.',
  },
  {
    path: '/NewsEvents',
    title: 'Events',
    kind: 'listing',
    description: 'Events of the foundation and its centres.',
  },
  {
    path: '/Highlights',
    title: 'Highlights',
    kind: 'listing',
    description: 'Latest highlights and notices.',
  },
  {
    path: '/Achievements',
    title: 'Achievements',
    kind: 'listing',
    description: 'Awards and recognition received by the foundation and its students.',
  },
  {
    path: '/CreativeHub',
    title: 'Creative Hub',
    kind: 'text',
    description: 'Painting and essay competitions for children and young people.',
  },
  {
    path: '/Fellowship',
    title: '1 Rupee 37 Paise Fellowship',
    kind: 'form',
    description: 'About 500 rupees a year, 1 rupee 37 paise a day, funds a child in our centres.',
  },
  {
    path: '/SubGallery',
    title: 'Photo Album',
    kind: 'live',
    description: 'Photos of one album.',
  },
  // A story newer than the build, from the live API: `/Story?kind=news&id=…`.
  {
    path: '/Story',
    title: 'Story',
    kind: 'live',
    description: 'A news item or event from the foundation.',
  },
  {
    path: '/Privacy',
    title: 'Privacy Notice',
    label: 'Privacy',
    kind: 'text',
    description:
      'What our forms collect, why, where it goes, how long we keep it and your rights under the Digital Personal Data Protection Act, 2023.',
  },
  {
    path: '/Accessibility',
    title: 'Accessibility Statement',
    label: 'Accessibility',
    kind: 'text',
    description:
      'How accessible this website is, how we test it, what we know is not yet right and how to tell us about a problem.',
  },
  // Beyond SPEC (DESIGN.md): `/Search?q=…` works as a plain link.
  {
    path: '/Search',
    title: 'Search',
    kind: 'search',
    description: 'Search the news, events, highlights, albums, publications, videos and pages.',
  },
] as const satisfies readonly RouteInfo[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** Throws on an unknown path so typos fail the build. */
export function routeFor(path: RoutePath): RouteInfo {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

export interface MenuEntry {
  readonly label: string;
  readonly path?: string;
  readonly children?: readonly { readonly label: string; readonly path: string }[];
}

/** The header menu of SPEC section 2. */
export const MENU: readonly MenuEntry[] = /* @__PURE__ */ (() => [
  { label: 'Home', path: '/' },
  ...MENU_GROUPS.map((group): MenuEntry => {
    const children = (ROUTES as readonly RouteInfo[])
      .filter((r) => r.group === group)
      .map((r) => ({ label: r.label ?? r.title, path: r.path }));
    // A group with a single page (SSW League) is a plain link, as in SPEC.
    const only = children.length === 1 ? children[0] : undefined;
    return only ? { label: only.label, path: only.path } : { label: group, children };
  }),
])();

/** Every route has a Hindi twin: src/integrations/hindiRoutes.ts makes the pages from this list. */
export const HINDI_PATHS: readonly RoutePath[] = /* @__PURE__ */ ROUTES.map((route) => route.path);

/** Every route, album and story. */
export function hasHindi(path: string): boolean {
  return (
    (HINDI_PATHS as readonly string[]).includes(path) ||
    /^\/(Album|NewsItem|Event|BlogPost|CampReport)\//.test(path)
  );
}

/** `/AboutNgo` -> `/hi/AboutNgo`, `/` -> `/hi`. */
export function localizedPath(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/** The page in `lang` when it exists, else the English page (`hreflang` then says so). */
export function linkPath(path: string, lang: Lang): { href: string; lang: Lang } {
  if (lang !== 'en' && hasHindi(path.split(/[?#]/)[0] ?? path)) {
    return { href: localizedPath(path, lang), lang };
  }
  return { href: path, lang: 'en' };
}

/** `/hi/Donate` -> `hi`, `/Donate`. */
export function splitPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/hi' || pathname === '/hi/') return { lang: 'hi', path: '/' };
  if (pathname.startsWith('/hi/')) return { lang: 'hi', path: pathname.slice(3) };
  return { lang: 'en', path: pathname };
}

/** DESIGN.md: a route beyond SPEC; `?q=` works as a plain link. */
export const SEARCH_PATH = '/Search';

export const SEARCH_PARAM = 'q';

/** A static feed or calendar, linked from the pages' `<head>` and the footer. */
export interface FeedInfo {
  readonly path: string;
  readonly title: string;
  readonly type: string;
}

export const FEEDS = {
  news: { path: '/rss/news.xml', title: 'News and highlights (RSS)', type: 'application/rss+xml' },
  events: { path: '/rss/events.xml', title: 'Events (RSS)', type: 'application/rss+xml' },
  calendar: {
    path: '/calendar/events.ics',
    title: 'Events calendar (iCal)',
    type: 'text/calendar',
  },
} as const satisfies Record<string, FeedInfo>;

export type FeedName = keyof typeof FEEDS;

/** The page of each listing, with per-year views and card anchors. */
export const LISTING_PAGES = {
  news: '/News',
  events: '/NewsEvents',
  highlights: '/Highlights',
  albums: '/PhotoGallery',
  videos: '/VideoGallery',
} as const satisfies Record<string, RoutePath>;

export type ListingKind = keyof typeof LISTING_PAGES;

export const PUBLICATION_PAGES = {
  Newsletter: '/NewsLetter',
  AnnualReport: '/AnnualReport',
  Presscorner: '/PressCorner',
  Circular: '/Circular',
} as const satisfies Record<PublicationCategory, RoutePath>;

/** An item's key (`id:…`) made safe in URLs, ids and file names: anchors, calendar files. */
export function itemSlug(key: string): string {
  const slug = key
    .replace(/^\w+:/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** A card's anchor on its listing (`#item-…`), which links from outside name. */
export const itemAnchor = (key: string) => `item-${itemSlug(key)}`;

/** The link to a card on its listing, opened on the card's year (in India) at its anchor. */
export function listingItemPath(kind: ListingKind, key: string, year: number): string {
  return `${LISTING_PAGES[kind]}?year=${year}#${itemAnchor(key)}`;
}

/** Only ids safe as a file name on every static host get `/Album/{id}`; others load live. */
export function hasAlbumPage(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(id);
}

/** The album's pre-rendered page; check `hasAlbumPage` first. */
export function albumPagePath(id: string, prefix = ''): string {
  return `${prefix}/Album/${id}`;
}

/** SPEC: `/SubGallery?id={album id}`, which forwards to the album's page when it has one. */
export function albumHref(id: string, page = '/SubGallery'): string {
  return `${page}?id=${encodeURIComponent(id)}`;
}

/** An album's canonical address: its pre-rendered page when it has one, else `/SubGallery?id=`. */
export function albumPath(id: string): string {
  return hasAlbumPage(id) ? albumPagePath(id) : albumHref(id);
}

/** What has a page of its own besides the routes, and the folder of each kind's pages. */
export const STORY_FOLDERS = {
  news: 'NewsItem',
  events: 'Event',
  blog: 'BlogPost',
  camps: 'CampReport',
} as const;

export type StoryKind = keyof typeof STORY_FOLDERS;

/** The list each kind of story belongs to: its breadcrumb and its way back. */
export const STORY_LISTS = {
  news: '/News',
  events: '/NewsEvents',
  blog: '/Blog',
  camps: '/CampsAndTrainings',
} as const satisfies Record<StoryKind, RoutePath>;

/** Every story's English address, which the 404 page and `/Story` look an id up in. */
export const STORY_PATHS_FILE = '/data/story-paths.json';

/**
 * A story's permanent address: its id, then its title's words (`/NewsItem/89a2…/winter-blankets`),
 * so a corrected title still finds the story by its id; a content file's name is its id
 * (`/BlogPost/2025-12-music-three-evenings-a-week`), as is an API item's date and title without one.
 */
export function storyPath(
  kind: StoryKind,
  story: { key: string; title: string },
  lang: Lang = 'en',
) {
  const slug = story.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const words = slug.length > 60 ? slug.slice(0, 61).replace(/-[^-]*$/, '') : slug;
  const titled = story.key.startsWith('id:') && (kind === 'news' || kind === 'events');
  const name = titled && words ? `${itemSlug(story.key)}/${words}` : itemSlug(story.key);
  return localizedPath(`/${STORY_FOLDERS[kind]}/${name}`, lang);
}

/** A story the build has no page for yet, read from the live API by `/Story`. */
export function liveStoryHref(kind: 'news' | 'events', id: string, lang: Lang = 'en'): string {
  return `${localizedPath('/Story', lang)}?kind=${kind}&id=${encodeURIComponent(id)}`;
}
