import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MENU, ROUTES, routeFor } from '~/lib/routes';
import { resolveWrongCase } from '~/lib/wrongCase';

const SPEC_ROUTES = [
  '/',
  '/history',
  '/AboutNgo',
  '/OurTeam',
  '/VisionMission',
  '/GoverningBody',
  '/OutreachCenters',
  '/SkillDevelopmentCenters',
  '/HealthcareCenters',
  '/PilarHouse',
  '/PostFloodActivities',
  '/SSWLeague',
  '/NewsLetter',
  '/AnnualReport',
  '/PressCorner',
  '/CampsAndTrainings',
  '/CreativeHub',
  '/VideoGallery',
  '/Donate',
  '/SubGallery',
  '/Blog',
  '/GuestBook',
  '/ReachUs',
  '/PhotoGallery',
  '/NewsEvents',
  '/Fellowship',
  '/Achievements',
  '/Volunteer',
  '/News',
  '/Circular',
  '/Highlights',
];

/** Routes beyond SPEC that DESIGN.md names: the trust pages and the site search. */
const TRUST_ROUTES = ['/Transparency', '/Privacy', '/Accessibility'];
const BEYOND_SPEC = [...TRUST_ROUTES, '/Search', '/Story'];

describe('ROUTES', () => {
  const paths = ROUTES.map((r) => r.path);

  it('holds exactly the routes of SPEC.md section 2 and those beyond it, case and all', () => {
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...BEYOND_SPEC].sort());
  });

  it('makes the trust pages text pages (budgets, no-JavaScript reading and axe follow the kind)', () => {
    for (const path of TRUST_ROUTES) {
      expect(ROUTES.find((r) => r.path === path)?.kind, path).toBe('text');
    }
  });

  it('has unique paths, also when lower-cased (wrong-case redirects stay unambiguous)', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
  });

  it('has a page file named exactly as each path', () => {
    for (const path of paths) {
      const file = path === '/' ? 'index' : path.slice(1);
      const url = new URL(`../../src/pages/${file}.astro`, import.meta.url);
      expect(existsSync(fileURLToPath(url)), `src/pages/${file}.astro`).toBe(true);
    }
  });

  it('gives every route a title and a description', () => {
    for (const route of ROUTES) {
      expect(route.title.length, route.path).toBeGreaterThan(2);
      expect(route.description.length, route.path).toBeGreaterThan(10);
    }
  });

  it('throws for an unknown route instead of linking nowhere', () => {
    // @ts-expect-error: the compiler already rejects unknown paths
    expect(() => routeFor('/Nope')).toThrow(/Unknown route/);
  });
});

describe('MENU', () => {
  it('has the groups and sub-pages of SPEC.md in order', () => {
    const shape = MENU.map((e) => [e.label, e.path ?? e.children?.map((c) => c.path)]);
    expect(shape).toEqual([
      ['Home', '/'],
      [
        'About us',
        ['/AboutNgo', '/history', '/VisionMission', '/GoverningBody', '/Transparency', '/OurTeam'],
      ],
      [
        'Project & Activities',
        [
          '/OutreachCenters',
          '/SkillDevelopmentCenters',
          '/HealthcareCenters',
          '/PilarHouse',
          '/CampsAndTrainings',
          '/PostFloodActivities',
        ],
      ],
      ['SSW League', '/SSWLeague'],
      ['Publication', ['/NewsLetter', '/AnnualReport', '/PressCorner', '/Circular', '/Blog']],
      ['Gallery', ['/PhotoGallery', '/VideoGallery']],
      ['Contact us', ['/ReachUs', '/GuestBook', '/Donate', '/Volunteer']],
    ]);
  });
});

describe('resolveWrongCase', () => {
  const known = ROUTES.map((r) => r.path);

  it('sends a wrong-case path to the real page', () => {
    expect(resolveWrongCase('/aboutngo', known)).toBe('/AboutNgo');
    expect(resolveWrongCase('/HISTORY', known)).toBe('/history');
    expect(resolveWrongCase('/subgallery', known)).toBe('/SubGallery');
  });

  it('accepts a trailing slash or .html suffix', () => {
    expect(resolveWrongCase('/aboutngo/', known)).toBe('/AboutNgo');
    expect(resolveWrongCase('/AboutNgo.html', known)).toBe('/AboutNgo');
  });

  it('leaves unknown paths and exact paths alone', () => {
    expect(resolveWrongCase('/no-such-page', known)).toBeUndefined();
    expect(resolveWrongCase('/AboutNgo', known)).toBeUndefined();
    expect(resolveWrongCase('/', known)).toBeUndefined();
  });
});
