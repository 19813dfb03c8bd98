/**
 * What the content editor at /admin edits: every file under src/content, grouped as staff look for
 * them, with the schema the build checks it with and words that help staff fill it in.
 * tests/unit/editor-parity.test.ts fails when this drifts from src/content.config.ts.
 */
import {
  blogPostSchema,
  campReportSchema,
  creativeHubSchema,
  fellowshipSchema,
  governingBodyMemberSchema,
  healthcareCentreSchema,
  homeProjectSchema,
  homeSlideSchema,
  outreachCentreSchema,
  pageSchema,
  pilarHouseSchema,
  purposeSchema,
  skillCentreSchema,
  skillProgrammeSchema,
  sponsorSchema,
  stateMapSchema,
  teamMemberSchema,
} from '~/lib/content/schemas';
import {
  accessibilitySchema,
  donateSchema,
  privacySchema,
  transparencySchema,
} from '~/lib/content/trustSchemas';
import type { ContentSchema, FieldNote } from './fields';

/** Where uploaded pictures go (`src/assets/<folder>`), for files in src/content or a subfolder. */
export interface EditorMedia {
  folder: string;
}

/** One file of src/content, and its Hindi twin (every file has one). */
export interface EditorFile {
  /** Identifier in the editor's address (`#/collections/about/entries/team`). */
  name: string;
  label: string;
  /** The content collection Astro reads it as (`team`; its Hindi twin is `teamHi`). */
  collection: string;
  /** Path from the project root, English file (`src/content/team.yaml`). */
  file: string;
  /** `list`: the file is a list of rows (a table); `document`: one set of keys; `markdown`: front matter and text. */
  shape: 'list' | 'document' | 'markdown';
  schema: ContentSchema;
  hint: string;
  page: string;
  notes?: Record<string, FieldNote>;
  media?: EditorMedia;
}

export interface EditorFileGroup {
  kind: 'files';
  name: string;
  label: string;
  description: string;
  files: EditorFile[];
}

/** A folder of Markdown files, one entry each (page texts, camp reports, blog posts). */
export interface EditorFolder {
  kind: 'folder';
  name: string;
  label: string;
  singular: string;
  description: string;
  /** The content collection Astro reads it as (`pages`; its Hindi twins are `pagesHi`). */
  collection: string;
  folder: string;
  schema: ContentSchema;
  /** Staff may add and delete entries (camp reports, posts; not pages, whose routes are code). */
  create: boolean;
  /** Name of a new file (`{{year}}-{{month}}-{{slug}}`). */
  slug?: string;
  /** The field that names an entry in the list. */
  summary: string;
  notes?: Record<string, FieldNote>;
  media: EditorMedia;
}

export type EditorCollection = EditorFileGroup | EditorFolder;

/** Labels of keys whose words a label made from the key would spell wrong (`darpanId`). */
export const COMMON_LABELS: Record<string, FieldNote> = {
  pan: { label: 'PAN' },
  darpanId: { label: 'NGO Darpan ID' },
  csr1: { label: 'CSR-1 registration' },
  csr1Date: { label: 'CSR-1 date' },
  section12AB: { label: 'Section 12A/12AB registration' },
  section80G: { label: 'Section 80G approval' },
  fcra: { label: 'FCRA' },
  fcraNumber: { label: 'FCRA number' },
  fcraCaption: { label: 'FCRA caption' },
  itrFiledOn: { label: 'ITR filed on' },
  itrAcknowledgement: { label: 'ITR acknowledgement' },
  firmRegistrationNumber: { label: 'Firm registration number (ICAI)' },
  upi: { label: 'UPI' },
  qrLabel: { label: 'QR code label' },
  href: { label: 'Links to' },
  url: { label: 'Website' },
};

/** Notes shared by every photo (`photoSchema`) and picture with an `alt`. */
const PHOTO_NOTES: Record<string, FieldNote> = {
  alt: {
    label: 'Description of the picture (alt text)',
    hint: 'What the picture shows, for people who cannot see it: at least 10 characters.',
  },
  caption: { hint: 'Shown under the picture; the description is used when empty.' },
  src: { label: 'Picture' },
};

const PLACEHOLDER_NAMES =
  'The names are placeholders: replace them with the real ones before the site goes live.';
const SAMPLE_VALUES =
  'The registration numbers, dates and amounts are samples in the right formats: replace them with the foundation’s own.';

/** A file of src/content named after its collection: `governingBody` is `governing-body.yaml`. */
function contentFile<
  const C extends string,
  const Shape extends EditorFile['shape'],
  const S extends ContentSchema,
  const E extends Pick<EditorFile, 'label' | 'page' | 'hint' | 'notes' | 'media'>,
>(collection: C, shape: Shape, schema: S, editor: E) {
  const name = collection.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const file = `src/content/${name}.${shape === 'markdown' ? 'md' : 'yaml'}`;
  return { ...editor, name, collection, file, shape, schema };
}

const REGISTRY = [
  {
    kind: 'folder',
    name: 'pages',
    label: 'Page texts',
    singular: 'Page text',
    description:
      'The text of each page, its key figures, cards and photo gallery (src/content/pages). The tables are under “About us” and “Centres and programmes”.',
    collection: 'pages',
    folder: 'src/content/pages',
    schema: pageSchema,
    create: false,
    summary: '{{slug}}',
    media: { folder: 'gallery' },
    notes: {
      ...PHOTO_NOTES,
      lead: { hint: 'One line under the page title.' },
      body: { label: 'Text' },
      facts: { summary: '{{fields.value}} {{fields.label}}' },
      cards: { summary: '{{fields.title}}' },
      'cards.text': { multiline: true },
      gallery: { summary: '{{fields.alt}}' },
    },
  },
  {
    kind: 'files',
    name: 'about',
    label: 'About us',
    description: 'The foundation’s purpose, its people and the fellowship.',
    files: [
      contentFile('team', 'list', teamMemberSchema, {
        label: 'Our Team',
        page: '/OurTeam',
        hint: `One row per staff member, in the order shown (S.No counts itself). ${PLACEHOLDER_NAMES}`,
      }),
      contentFile('governingBody', 'list', governingBodyMemberSchema, {
        label: 'Governing Body',
        page: '/GoverningBody',
        hint: `The members, in the order shown. ${PLACEHOLDER_NAMES}`,
        notes: { about: { hint: 'Optional short note after the name (profession, parish ...).' } },
      }),
      contentFile('purpose', 'document', purposeSchema, {
        label: 'Aim, goal, vision and mission',
        page: '/VisionMission',
        hint: 'Shown on /VisionMission and in the about block of the home page.',
        notes: { text: { multiline: true } },
      }),
      contentFile('fellowship', 'markdown', fellowshipSchema, {
        label: 'Fellowship',
        page: '/Fellowship',
        hint: 'The text of /Fellowship and the projects it funds; the sum comes from the site’s constants.',
        notes: {
          body: { label: 'Text' },
          'projects.text': { multiline: true },
          projects: { summary: '{{fields.title}}' },
          howToPay: { multiline: true },
        },
      }),
    ],
  },
  {
    kind: 'files',
    name: 'centres',
    label: 'Centres and programmes',
    description: 'The tables of the centre pages, the programmes and the Creative Hub.',
    files: [
      contentFile('outreachCentres', 'list', outreachCentreSchema, {
        label: 'Outreach centres',
        page: '/OutreachCenters',
        hint: 'The evening learning centres, in the order shown.',
        notes: {
          sponsorCode: { hint: 'Code of the sponsoring school or donor, e.g. DL-PCS-01.' },
          since: { label: 'Opened in (year)' },
        },
      }),
      contentFile('skillCentres', 'list', skillCentreSchema, {
        label: 'Skill development centres',
        page: '/SkillDevelopmentCenters',
        hint: 'The centres, in the order shown.',
        notes: { year: { label: 'Opened in (year)' } },
      }),
      contentFile('skillProgrammes', 'list', skillProgrammeSchema, {
        label: 'Skill programmes',
        page: '/SkillDevelopmentCenters',
        hint: 'The programmes described in detail, in the order shown; the class time comes from the site’s constants.',
        notes: {
          summary: { multiline: true },
          facts: { summary: '{{fields.value}} {{fields.label}}' },
        },
      }),
      contentFile('healthcare', 'list', healthcareCentreSchema, {
        label: 'Healthcare centres',
        page: '/HealthcareCenters',
        hint: 'The centres, in the order shown.',
        notes: {
          summary: { multiline: true },
          since: { label: 'Opened in (year)' },
          staff: { summary: '{{fields.count}} {{fields.role}}' },
        },
      }),
      contentFile('pilarHouses', 'list', pilarHouseSchema, {
        label: 'Pilar Houses',
        page: '/PilarHouse',
        hint: 'The residential homes, in the order shown.',
        notes: { summary: { multiline: true }, since: { label: 'Opened in (year)' } },
      }),
      contentFile('creativeHub', 'document', creativeHubSchema, {
        label: 'Creative Hub',
        page: '/CreativeHub',
        hint: `The painting competition, the latest results by age category and the topics. The winners are placeholders: replace them with the real results.`,
        media: { folder: 'creative-hub' },
        notes: {
          ...PHOTO_NOTES,
          about: { multiline: true },
          categories: { summary: 'Category {{fields.category}}' },
          winners: { summary: '{{fields.place}}. {{fields.name}}' },
        },
      }),
    ],
  },
  {
    kind: 'files',
    name: 'home',
    label: 'Home page',
    description: 'The slider, the project cards, the sponsors and the state maps of the home page.',
    files: [
      contentFile('homeSlides', 'list', homeSlideSchema, {
        label: 'Top slider',
        page: '/',
        hint: 'The pictures of the top slider, in this order (1600 x 640 pictures look best).',
        media: { folder: 'slides' },
        notes: { ...PHOTO_NOTES },
      }),
      contentFile('homeProjects', 'list', homeProjectSchema, {
        label: 'Project cards',
        page: '/',
        hint: 'The cards of the projects carousel, each linking to a page of the site.',
        media: { folder: 'projects' },
        notes: { ...PHOTO_NOTES, summary: { multiline: true } },
      }),
      contentFile('sponsors', 'list', sponsorSchema, {
        label: 'Sponsors',
        page: '/',
        hint: 'The logos of the sponsor carousel, in this order (SVG, or a picture about 200 x 80). The names are placeholders.',
        media: { folder: 'sponsors' },
      }),
      contentFile('stateMaps', 'list', stateMapSchema, {
        label: 'State maps',
        page: '/',
        hint: 'The states of the volunteer block, in the order shown.',
        media: { folder: 'states' },
        notes: { ...PHOTO_NOTES },
      }),
    ],
  },
  {
    kind: 'files',
    name: 'trust',
    label: 'Trust pages',
    description:
      'Transparency, the giving text of /Donate, the privacy notice and the accessibility statement. Change the “last updated” date with the content.',
    files: [
      contentFile('transparency', 'document', transparencySchema, {
        label: 'Transparency',
        page: '/Transparency',
        hint: `Registrations, money and governance; also the identifiers of the site’s structured data and the note for donors abroad on /Donate. ${SAMPLE_VALUES} Amounts in whole rupees without commas.`,
        notes: {
          'registration.fcra': { label: 'FCRA' },
          'registration.fcra.number': {
            hint: 'Only when registered: the nine-digit FCRA number.',
          },
          'registration.fcra.validFrom': { hint: 'Only when registered.' },
          'registration.fcra.validTo': { hint: 'Only when registered.' },
          'money.years': { summary: '{{fields.year}}' },
          'money.years.documents': {
            hint: 'PDFs under public/documents, e.g. /documents/transparency/2025-26/audited-statements.pdf: the file must exist.',
          },
        },
      }),
      contentFile('donate', 'document', donateSchema, {
        label: 'Donate',
        page: '/Donate',
        hint: 'The text about giving by UPI and bank transfer, the 80G receipt and gifts from abroad. The UPI ID and bank details are in src/config/site.ts.',
      }),
      contentFile('privacy', 'document', privacySchema, {
        label: 'Privacy notice',
        page: '/Privacy',
        hint: 'The notice under the Digital Personal Data Protection Act, 2023: one section per form.',
        notes: { forms: { summary: '{{fields.heading}}' }, rights: { label: 'Rights' } },
      }),
      contentFile('accessibility', 'document', accessibilitySchema, {
        label: 'Accessibility statement',
        page: '/Accessibility',
        hint: 'Update the review date whenever the site is reviewed again.',
      }),
    ],
  },
  {
    kind: 'folder',
    name: 'camps',
    label: 'Camp reports',
    singular: 'Camp report',
    description:
      'One report per camp or training on /CampsAndTrainings, newest first, with one to six photos, English beside Hindi. A report without its Hindi text is shown in English on the Hindi page, with a note saying so.',
    collection: 'camps',
    folder: 'src/content/camps',
    schema: campReportSchema,
    create: true,
    slug: '{{year}}-{{month}}-{{slug}}',
    summary: '{{title}} ({{date}})',
    media: { folder: 'camps' },
    notes: { ...PHOTO_NOTES, body: { label: 'Report' }, photos: { summary: '{{fields.alt}}' } },
  },
  {
    kind: 'folder',
    name: 'blog',
    label: 'Blog posts',
    singular: 'Blog post',
    description:
      'Staff posts on /Blog, newest first, each with a cover photo, English beside Hindi. A post without its Hindi text is shown in English on the Hindi page, with a note saying so.',
    collection: 'blog',
    folder: 'src/content/blog',
    schema: blogPostSchema,
    create: true,
    slug: '{{year}}-{{month}}-{{slug}}',
    summary: '{{title}} ({{date}})',
    media: { folder: 'blog' },
    notes: {
      ...PHOTO_NOTES,
      body: { label: 'Post' },
      summary: { multiline: true, hint: 'One or two sentences shown in the list of posts.' },
      // Words here, unlike a governing-body member's `role` (a fixed choice).
      role: { hint: 'The author’s role, e.g. “Coordinator, outreach centres”.', i18n: true },
    },
  },
] as const satisfies readonly EditorCollection[];

/** Every editable file and folder, in the editor's groups. */
export const EDITOR_COLLECTIONS: readonly EditorCollection[] = REGISTRY;

/** Each collection's entry with its exact schema type, for src/content.config.ts. */
export type RegistryEntry = (typeof REGISTRY)[number] extends infer G
  ? G extends { kind: 'files'; files: readonly (infer F)[] }
    ? F
    : G
  : never;

/** The registry's entries, one per content collection (`team`, `pages` ...). */
export const REGISTRY_ENTRIES = REGISTRY.flatMap((group): readonly RegistryEntry[] =>
  group.kind === 'files' ? group.files : [group],
);
