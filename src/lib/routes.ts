/**
 * Every public route (SPEC section 2 and DESIGN.md's trust pages), feeding the menu, the footer,
 * the sitemap and the tests. Paths are case-sensitive: never slugify or lower-case them.
 * Imported by browser code (the 404 page's wrong-case redirect): keep it small.
 */

/** Decides what the tests and budgets expect of a page. */
export type RouteKind = 'home' | 'text' | 'listing' | 'form' | 'album' | 'search';

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
    kind: 'album',
    description: 'Photos of one album.',
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
export const MENU: readonly MenuEntry[] = [
  { label: 'Home', path: '/' },
  ...MENU_GROUPS.map((group): MenuEntry => {
    const children = (ROUTES as readonly RouteInfo[])
      .filter((r) => r.group === group)
      .map((r) => ({ label: r.label ?? r.title, path: r.path }));
    // A group with a single page (SSW League) is a plain link, as in SPEC.
    const only = children.length === 1 ? children[0] : undefined;
    return only ? { label: only.label, path: only.path } : { label: group, children };
  }),
];
