/**
 * The editable content (src/content): every file passes its schema with every picture present,
 * the figures SPEC.md fixes are there, the schemas refuse the mistakes a maintainer is likely to
 * make, and the YAML loader fails loudly instead of publishing an empty table.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { parse as parseYaml } from 'yaml';
import * as schemas from '~/lib/content/schemas';
import { rowId, yamlFile } from '~/lib/content/loaders';

/** The states of the volunteer block's maps: every state of the work but Kerala (flood relief only). */
const MAPPED_STATES = schemas.STATES.filter((state) => state !== 'Kerala');
import {
  COMPETITION_AGE_CATEGORIES,
  FELLOWSHIP_DAYS,
  FELLOWSHIP_PAISE_PER_DAY,
  FELLOWSHIP_RUPEES_PER_YEAR,
  SPONSOR_COUNT,
} from '~/lib/constants';
import { formatIndianNumber } from '~/lib/items';

const CONTENT = fileURLToPath(new URL('../../src/content/', import.meta.url));

/**
 * Stands in for the content layer's `image()`: a path relative to `file` that must exist. Astro's
 * own helper also checks existence; this one lets the test run without Astro.
 */
function contextFor(file: string): SchemaContext {
  const image = () =>
    z.string().refine((path) => existsSync(resolve(dirname(file), path)), {
      message: `picture missing (relative to ${file})`,
    });
  return { image: image as unknown as SchemaContext['image'] };
}

/** Parses a YAML file of src/content. */
function readYaml(name: string): unknown {
  const file = join(CONTENT, name);
  return parseYaml(readFileSync(file, 'utf-8')) as unknown;
}

/** Parses a list file with the row schema, failing with the file, row and field on error. */
function rows<S extends z.ZodType>(name: string, schema: S | ((ctx: SchemaContext) => S)) {
  const file = join(CONTENT, name);
  const rowSchema = typeof schema === 'function' ? schema(contextFor(file)) : schema;
  const data = readYaml(name);
  expect(Array.isArray(data), `${name} is a list`).toBe(true);
  return (data as unknown[]).map((row, i) => {
    const result = rowSchema.safeParse(row);
    if (!result.success)
      throw new Error(`${name} entry ${i + 1}: ${z.prettifyError(result.error)}`);
    return result.data as z.output<S>;
  });
}

/** Front matter and body of a Markdown file. */
function readMarkdown(file: string): { data: unknown; body: string } {
  const text = readFileSync(file, 'utf-8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  return { data: parseYaml(match[1]!) as unknown, body: match[2]! };
}

/**
 * The Markdown files of a folder, parsed with the schema: all of them, or only the `.hi.md` twins
 * (`hindi` true) or only the English files (false).
 */
function markdownFolder<S extends z.ZodType>(
  folder: string,
  schema: (ctx: SchemaContext) => S,
  hindi?: boolean,
) {
  const dir = join(CONTENT, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .filter((name) => hindi === undefined || name.endsWith('.hi.md') === hindi)
    .sort()
    .map((name) => {
      const file = join(dir, name);
      const { data, body } = readMarkdown(file);
      const result = schema(contextFor(file)).safeParse(data);
      if (!result.success) throw new Error(`${folder}/${name}: ${z.prettifyError(result.error)}`);
      return { id: name.replace(/\.md$/, ''), data: result.data as z.output<S>, body };
    });
}

const pages = Object.fromEntries(
  markdownFolder('pages', schemas.pageSchema).map((page) => [page.id, page]),
);

describe('content files pass their schemas', () => {
  it('every page file, with all gallery pictures present', () => {
    // Hindi twins (`about.hi.md`) pass the same schema and each has its English file.
    const hindi = Object.keys(pages).filter((id) => id.endsWith('.hi'));
    for (const id of hindi) expect(pages, id).toHaveProperty(id.replace(/\.hi$/, ''));
    expect(hindi.length).toBeGreaterThan(0);
    expect(
      Object.keys(pages)
        .filter((id) => !id.endsWith('.hi'))
        .sort(),
    ).toEqual(
      [
        'about',
        'camps-and-trainings',
        'creative-hub',
        'donate',
        'governing-body',
        'healthcare-centres',
        'history',
        'our-team',
        'outreach-centres',
        'pilar-house',
        'post-flood-activities',
        'reach-us',
        'skill-development-centres',
        'ssw-league',
        'vision-mission',
        'volunteer',
      ].sort(),
    );
    for (const page of Object.values(pages)) expect(page.body.trim().length).toBeGreaterThan(100);
  });

  it('project pages carry photo galleries of 3 to 6 described pictures', () => {
    for (const id of [
      'outreach-centres',
      'skill-development-centres',
      'healthcare-centres',
      'pilar-house',
      'post-flood-activities',
    ]) {
      const gallery = pages[id]!.data.gallery;
      expect(gallery.length, id).toBeGreaterThanOrEqual(3);
      expect(gallery.length, id).toBeLessThanOrEqual(6);
      for (const photo of gallery) expect(photo.alt.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('purpose: aim, goal, vision and mission', () => {
    const purpose = schemas.purposeSchema.parse(readYaml('purpose.yaml'));
    for (const key of ['aim', 'goal', 'vision', 'mission'] as const) {
      expect(purpose[key].text.length).toBeGreaterThan(40);
    }
  });

  it('our team: 14 rows of name and designation', () => {
    const team = rows('team.yaml', schemas.teamMemberSchema);
    expect(team).toHaveLength(14);
    expect(new Set(team.map((member) => member.name)).size).toBe(14);
  });

  it('governing body: 9 members with the roles SPEC names', () => {
    const members = rows('governing-body.yaml', schemas.governingBodyMemberSchema);
    expect(members).toHaveLength(9);
    const roles = members.map((member) => member.role);
    const holding = (role: string) => roles.filter((r) => r === role).length;
    expect(Object.fromEntries(roles.map((role) => [role, holding(role)]))).toEqual({
      President: 1,
      Secretary: 1,
      'General Secretary': 1,
      'Vice President': 1,
      Treasurer: 1,
      'Executive Member': 4,
    });
    expect([...schemas.GOVERNING_BODY_ROLES].sort()).toEqual([...new Set(roles)].sort());
  });

  it('outreach centres: about 24, by state, district and sponsoring code, 1 or 2 teachers', () => {
    const centres = rows('outreach-centres.yaml', schemas.outreachCentreSchema);
    expect(centres.length).toBeGreaterThanOrEqual(22);
    expect(centres.length).toBeLessThanOrEqual(26);
    expect(new Set(centres.map((c) => c.sponsorCode)).size).toBe(centres.length);
    expect(new Set(centres.map((c) => c.teachers))).toEqual(new Set([1, 2]));
  });

  it('skill centres by state and town with year and sponsor; the SPEC figures of the programmes', () => {
    const centres = rows('skill-centres.yaml', schemas.skillCentreSchema);
    expect(centres.length).toBeGreaterThanOrEqual(5);
    const programmes = rows('skill-programmes.yaml', schemas.skillProgrammeSchema);
    const byTitle = Object.fromEntries(programmes.map((p) => [p.title, p]));
    const figures = (title: string) =>
      Object.fromEntries(byTitle[title]!.facts.map((fact) => [fact.label, fact.value]));

    expect(byTitle['Music academy']!.days).toEqual(['Mon', 'Wed', 'Fri']);
    expect(figures('Music academy')).toEqual({
      'guitar students': '14',
      'harmonium students': '4',
      'keyboard students': '3',
    });
    expect(figures('Handloom centre')).toMatchObject({
      looms: '4',
      'women trained every year': '15+',
    });
    expect(figures('Tailoring centre')).toMatchObject({ 'women enrolled': '20' });
  });

  it('healthcare: a clinical lab in Punjab with its staff, a dental clinic in Delhi, a sanitary-pad unit', () => {
    const centres = rows('healthcare.yaml', schemas.healthcareCentreSchema);
    const lab = centres.find((c) => c.kind === 'clinical-lab');
    expect(lab?.state).toBe('Punjab');
    expect(Object.fromEntries(lab!.staff.map((s) => [s.role, s.count]))).toEqual({
      Doctor: 1,
      'Lab technicians': 2,
      Nurses: 2,
      Manager: 1,
    });
    expect(centres.find((c) => c.kind === 'dental-clinic')?.state).toBe('Delhi');
    expect(centres.some((c) => c.kind === 'sanitary-pad-unit')).toBe(true);
  });

  it('Pilar Houses: homes for boys in three towns and for girls in one', () => {
    const houses = rows('pilar-houses.yaml', schemas.pilarHouseSchema);
    const towns = (residents: string) =>
      new Set(houses.filter((h) => h.residents === residents).map((h) => h.town)).size;
    expect(towns('boys')).toBe(3);
    expect(towns('girls')).toBe(1);
  });

  it('post-flood activities: Kerala 2019, Rs. 9,40,927 and the four activities', () => {
    const page = pages['post-flood-activities']!;
    const values = page.data.facts.map((fact) => fact.value);
    expect(values).toContain(`Rs. ${formatIndianNumber(940927)}`);
    expect(page.data.facts).toContainEqual({ value: '4', label: 'houses repaired' });
    expect(page.data.facts.find((f) => f.value === '1 month')?.label).toMatch(/radio/);
    expect(page.data.cards.map((card) => card.title)).toEqual([
      'House repair',
      'Fishing vessels',
      'Rehabilitation',
      'Radio awareness jingles',
    ]);
    expect(page.body).toMatch(/Kerala/);
    expect(page.body).toMatch(/2019/);
  });

  it('SSW League: 4 impact sectors and 5 office bearers', () => {
    const page = pages['ssw-league']!;
    expect(page.data.cards).toHaveLength(4);
    expect(page.data.facts).toContainEqual({ value: '4', label: 'impact sectors' });
    expect(page.data.facts.find((f) => f.value === '5')?.label).toMatch(/office bearers/);
  });

  it('camps and trainings: 7 event reports with 2 or 3 photos each', () => {
    const reports = markdownFolder('camps', schemas.campReportSchema, false);
    expect(reports).toHaveLength(7);
    for (const report of reports) {
      expect(report.data.photos.length, report.id).toBeGreaterThanOrEqual(2);
      expect(report.data.photos.length, report.id).toBeLessThanOrEqual(3);
      expect(report.body.trim().length).toBeGreaterThan(200);
    }
    expect(pages['camps-and-trainings']!.data.cards.length).toBeGreaterThanOrEqual(5);
  });

  it('blog: five staff posts with cover photos', () => {
    const posts = markdownFolder('blog', schemas.blogPostSchema, false);
    expect(posts).toHaveLength(5);
    expect(new Set(posts.map((p) => p.data.author)).size).toBe(5);
  });

  it('camp reports and blog posts in Hindi pass the same schemas', () => {
    expect(markdownFolder('camps', schemas.campReportSchema, true)).toHaveLength(7);
    expect(markdownFolder('blog', schemas.blogPostSchema, true)).toHaveLength(5);
  });

  it('creative hub: results for age categories A and B, and topics', () => {
    const file = join(CONTENT, 'creative-hub.yaml');
    const hub = schemas.creativeHubSchema(contextFor(file)).parse(readYaml('creative-hub.yaml'));
    expect(hub.results.categories.map((c) => c.category)).toEqual(['A', 'B']);
    expect(COMPETITION_AGE_CATEGORIES).toEqual([
      { category: 'A', ages: '12-15' },
      { category: 'B', ages: '16-20' },
    ]);
    expect(hub.topics.length).toBeGreaterThanOrEqual(5);
  });

  it('fellowship: text and projects; 1 rupee 37 paise a day for 365 days is about 500 rupees', () => {
    const { data, body } = readMarkdown(join(CONTENT, 'fellowship.md'));
    const fellowship = schemas.fellowshipSchema.parse(data);
    expect(fellowship.projects.length).toBeGreaterThanOrEqual(3);
    expect(body).toMatch(/thirty-seven paise/);
    const yearly = (FELLOWSHIP_PAISE_PER_DAY * FELLOWSHIP_DAYS) / 100;
    expect(Math.round(yearly)).toBe(FELLOWSHIP_RUPEES_PER_YEAR);
  });

  it('home page: 8 slides, 4 projects, 59 sponsors and the 7 state maps in SPEC order', () => {
    expect(rows('home-slides.yaml', schemas.homeSlideSchema)).toHaveLength(8);
    const projects = rows('home-projects.yaml', schemas.homeProjectSchema);
    expect(projects.map((p) => p.href)).toEqual([
      '/OutreachCenters',
      '/SkillDevelopmentCenters',
      '/HealthcareCenters',
      '/CampsAndTrainings',
    ]);
    const sponsors = rows('sponsors.yaml', schemas.sponsorSchema);
    expect(sponsors).toHaveLength(SPONSOR_COUNT);
    expect(new Set(sponsors.map((s) => s.name)).size).toBe(SPONSOR_COUNT);
    expect(rows('state-maps.yaml', schemas.stateMapSchema).map((s) => s.state)).toEqual(
      MAPPED_STATES,
    );
  });
});

describe('schemas refuse likely mistakes', () => {
  const centre = {
    state: 'Punjab',
    district: 'Ludhiana',
    place: 'Giaspura',
    sponsorCode: 'PB-FRT-01',
    teachers: 2,
    since: 2017,
  };

  it('accepts a correct outreach centre', () => {
    expect(schemas.outreachCentreSchema.safeParse(centre).success).toBe(true);
  });

  it.each([
    ['a misspelt state', { state: 'Panjab' }],
    ['three teachers', { teachers: 3 }],
    ['a sponsoring code in another form', { sponsorCode: 'PB/FRT/1' }],
    ['an empty district', { district: '  ' }],
    ['a year as text', { since: 'since 2017' }],
  ])('refuses an outreach centre with %s', (_, change) => {
    expect(schemas.outreachCentreSchema.safeParse({ ...centre, ...change }).success).toBe(false);
  });

  it('refuses a governing-body role that SPEC does not name', () => {
    expect(
      schemas.governingBodyMemberSchema.safeParse({ name: 'A. Person', role: 'Chairman' }).success,
    ).toBe(false);
  });

  it('refuses a photo without a real description, or whose file is missing', () => {
    const file = join(CONTENT, 'pages', 'about.md');
    const schema = schemas.pageSchema(contextFor(file));
    const src = '../../assets/gallery/pilar-house/01-boys-home.jpg';
    expect(
      schema.safeParse({ gallery: [{ src, alt: 'A picture of a home and garden' }] }).success,
    ).toBe(true);
    expect(schema.safeParse({ gallery: [{ src, alt: 'photo' }] }).success).toBe(false);
    expect(
      schema.safeParse({ gallery: [{ src: '../../assets/nope.jpg', alt: 'A picture of a home' }] })
        .success,
    ).toBe(false);
  });

  it('refuses a home project card linking to a page that does not exist', () => {
    const file = join(CONTENT, 'home-projects.yaml');
    const card = {
      title: 'Outreach',
      summary: 'Evening classes.',
      href: '/outreachcenters',
      image: '../assets/projects/outreach-centres.jpg',
      alt: 'Two children reading under a tree',
    };
    expect(schemas.homeProjectSchema(contextFor(file)).safeParse(card).success).toBe(false);
    expect(
      schemas.homeProjectSchema(contextFor(file)).safeParse({ ...card, href: '/OutreachCenters' })
        .success,
    ).toBe(true);
  });
});

describe('yamlFile loader', () => {
  const root = mkdtempSync(join(tmpdir(), 'porf-content-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Runs the loader on `text` and returns what it stored, in store order. */
  async function load(text: string, options?: { document?: boolean }) {
    writeFileSync(join(root, 'data.yaml'), text);
    const stored: { id: string; data: Record<string, unknown>; filePath?: string }[] = [];
    const parsedWith: (string | undefined)[] = [];
    const loader = yamlFile('data.yaml', options);
    await loader.load({
      config: { root: pathToFileURL(`${root}/`) },
      store: {
        clear: () => stored.splice(0),
        set: (entry: (typeof stored)[number]) => stored.push(entry),
      },
      parseData: async ({
        data,
        filePath,
      }: {
        data: Record<string, unknown>;
        filePath?: string;
      }) => {
        parsedWith.push(filePath);
        return data;
      },
      logger: { info() {}, error() {} },
    } as unknown as Parameters<typeof loader.load>[0]);
    return { stored, parsedWith };
  }

  it('numbers list items in file order, padded so ids sort like the file', async () => {
    const { stored, parsedWith } = await load('- name: B\n- name: A\n- name: C\n');
    expect(stored.map((e) => [e.id, e.data.name])).toEqual([
      ['001', 'B'],
      ['002', 'A'],
      ['003', 'C'],
    ]);
    // Pictures resolve against the YAML file itself.
    expect(parsedWith[0]).toBe(join(root, 'data.yaml'));
    expect(['010', '009', '100'].sort()).toEqual([rowId(8), rowId(9), rowId(99)]);
  });

  it('stores a document as one entry named after the file', async () => {
    const { stored } = await load('aim:\n  title: Aim\n', { document: true });
    expect(stored).toEqual([
      { id: 'data', data: { aim: { title: 'Aim' } }, filePath: 'data.yaml' },
    ]);
  });

  it('fails on a YAML mistake, naming the file and the line', async () => {
    await expect(load('- name: A\n   designation: B\n')).rejects.toThrow(
      /^data\.yaml: .* at line \d+, column \d+/s,
    );
  });

  it('fails on a file that is not a list, or a list entry that is not a mapping', async () => {
    await expect(load('name: A\n')).rejects.toThrow(/expected a list/);
    await expect(load('- name: A\n- just text\n')).rejects.toThrow(/entry 2/);
    await expect(load('- a\n', { document: true })).rejects.toThrow(/one document/);
  });

  it('fails when the file is missing', async () => {
    rmSync(join(root, 'data.yaml'), { force: true });
    const loader = yamlFile('missing.yaml');
    await expect(
      loader.load({
        config: { root: pathToFileURL(`${root}/`) },
      } as unknown as Parameters<typeof loader.load>[0]),
    ).rejects.toThrow(/ENOENT/);
  });
});
