/**
 * Schemas of the editable content under src/content (the static pages' text, tables and photos).
 *
 * Each collection in src/content.config.ts uses one of these. They are plain zod, apart from the
 * `image` helper the content layer hands in, so the unit tests can check the files without Astro.
 * A build fails with the file and field when a file does not match its schema.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { COMPETITION_AGE_CATEGORIES } from '~/lib/constants';
import { ROUTES } from '~/lib/routes';

/** The content layer's `image()` helper: a path relative to the file, checked to exist. */
type ImageHelper = SchemaContext['image'];

/** A line of text that must say something (no empty strings from a half-edited file). */
const text = z.string().trim().min(1);

/**
 * States the foundation works in. Tables and state maps accept only these names, so a typing
 * mistake ("Hariyana") fails the build; add a state here when the work reaches a new one.
 */
export const STATES = [
  'Delhi',
  'Punjab',
  'Haryana',
  'Rajasthan',
  'Uttar Pradesh',
  'Himachal Pradesh',
  'Jammu & Kashmir',
  'Kerala',
] as const;

/** A state the foundation works in (one of `STATES`). */
export type State = (typeof STATES)[number];
/** One of {@link STATES}. */
export type StateName = (typeof STATES)[number];

/** Roles on the governing body (SPEC: president, secretary, general secretary, vice president, treasurer, executive members). */
export const GOVERNING_BODY_ROLES = [
  'President',
  'Vice President',
  'Secretary',
  'General Secretary',
  'Treasurer',
  'Executive Member',
] as const;

/** Every public path of the site, for links in content files. */
const routePath = z.enum(ROUTES.map((r) => r.path) as [string, ...string[]]);

/** A photo: the file (relative to the content file), its description and an optional caption. */
export const photoSchema = (image: ImageHelper) =>
  z.object({
    /** Path of the picture relative to the content file, e.g. `../assets/gallery/x.jpg`. */
    src: image(),
    /** What the picture shows, for people who cannot see it. Required. */
    alt: z.string().trim().min(10, 'Describe the picture in a few words (alt text).'),
    /** Optional caption shown under the thumbnail and in the lightbox (defaults to the alt text). */
    caption: text.optional(),
  });

/** A key figure shown as a large number with a label ("14" / "guitar students"). */
export const factSchema = z.object({
  /** The figure as shown: a number or a short text ("Rs. 9,40,927", "1 or 2"). */
  value: z.union([z.number(), text]).transform(String),
  /** What the figure counts. */
  label: text,
});
export type Fact = z.output<typeof factSchema>;

/** A small card: a title and one or two sentences. */
export const cardSchema = z.object({
  title: text,
  text: text,
});
export type Card = z.output<typeof cardSchema>;

/**
 * `pages` collection (src/content/pages/*.md): the prose of one static page in Markdown, with
 * optional key figures, cards and a photo gallery in its front matter. The file name is the id
 * the page asks for (`about.md` -> `about`).
 */
export const pageSchema = ({ image }: SchemaContext) =>
  z.object({
    /** One line under the page title in the banner. */
    lead: text.optional(),
    /** Key figures shown above the text. */
    facts: z.array(factSchema).default([]),
    /** Heading of the cards section. */
    cardsHeading: text.optional(),
    /** Cards shown after the text (activities, sectors, kinds of camps ...). */
    cards: z.array(cardSchema).default([]),
    /** Heading of the photo gallery (default: "Photo gallery" in the page's language, src/i18n). */
    galleryHeading: text.optional(),
    /** Photos shown in a grid that opens a lightbox. */
    gallery: z.array(photoSchema(image)).default([]),
  });

/**
 * `purpose` collection (src/content/purpose.yaml, one document): the aim, goal, vision and mission.
 * Shown on /VisionMission and in the home page's about block.
 */
export const purposeSchema = z.object({
  aim: cardSchema,
  goal: cardSchema,
  vision: cardSchema,
  mission: cardSchema,
});
export type Purpose = z.output<typeof purposeSchema>;

/** `team` collection (src/content/team.yaml): one row of the Our Team table, in file order. */
export const teamMemberSchema = z.object({
  name: text,
  designation: text,
});

/** `governingBody` collection (src/content/governing-body.yaml): one member, in file order. */
export const governingBodyMemberSchema = z.object({
  name: text,
  /** One of {@link GOVERNING_BODY_ROLES}. */
  role: z.enum(GOVERNING_BODY_ROLES),
  /** Optional short note shown after the name (profession, parish ...). */
  about: text.optional(),
});

/** `outreachCentres` collection (src/content/outreach-centres.yaml): one evening learning centre. */
export const outreachCentreSchema = z.object({
  state: z.enum(STATES),
  district: text,
  /** Village or neighbourhood where the classes meet. */
  place: text,
  /** Code of the sponsoring body (school or donor) that funds the centre, e.g. `DL-PCS-01`. */
  sponsorCode: z
    .string()
    .regex(/^[A-Z]{2}-[A-Z]{2,5}-\d{2}$/, 'Use the form XX-ABC-01 (state, sponsor, number).'),
  /** Teachers at the centre (SPEC: 1 or 2). */
  teachers: z.union([z.literal(1), z.literal(2)]),
  /** Year the centre opened. */
  since: z.number().int().min(2000).max(2100),
});

/** `skillCentres` collection (src/content/skill-centres.yaml): one skill-development centre. */
export const skillCentreSchema = z.object({
  state: z.enum(STATES),
  town: text,
  /** What is taught (Tailoring, Handloom weaving, Computers, Music ...). */
  programme: text,
  /** Year the centre opened. */
  year: z.number().int().min(2000).max(2100),
  /** The body that sponsors the centre. */
  sponsor: text,
});

/** Days of the week as schedules show them. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** A day of {@link WEEKDAYS}. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * `skillProgrammes` collection (src/content/skill-programmes.yaml): a programme described in
 * detail on /SkillDevelopmentCenters (the music academy, the handloom and the tailoring centres).
 */
export const skillProgrammeSchema = z.object({
  title: text,
  /** Town and state, as shown. */
  place: text,
  /** Days the classes meet, if fixed; the time is CLASS_TIME of src/lib/constants.ts. */
  days: z.array(z.enum(WEEKDAYS)).optional(),
  summary: text,
  facts: z.array(factSchema).default([]),
});

/** Kinds of healthcare centre (SPEC: a clinical lab, a dental clinic and a sanitary-pad unit). */
export const HEALTHCARE_KINDS = ['clinical-lab', 'dental-clinic', 'sanitary-pad-unit'] as const;

/** `healthcare` collection (src/content/healthcare.yaml): one healthcare centre. */
export const healthcareCentreSchema = z.object({
  name: text,
  kind: z.enum(HEALTHCARE_KINDS),
  state: z.enum(STATES),
  town: text,
  since: z.number().int().min(2000).max(2100).optional(),
  summary: text,
  /** Who works there, e.g. `{ role: Lab technicians, count: 2 }`. */
  staff: z.array(z.object({ role: text, count: z.number().int().min(1) })).default([]),
});

/** `pilarHouses` collection (src/content/pilar-houses.yaml): one residential home. */
export const pilarHouseSchema = z.object({
  name: text,
  /** Who lives there. */
  residents: z.enum(['boys', 'girls']),
  town: text,
  state: z.enum(STATES),
  since: z.number().int().min(2000).max(2100).optional(),
  summary: text,
});

/**
 * `camps` collection (src/content/camps/*.md): one event report of /CampsAndTrainings. The body is
 * the report; reports are shown newest first.
 */
export const campReportSchema = ({ image }: SchemaContext) =>
  z.object({
    title: text,
    /** Day of the event, `yyyy-mm-dd`. */
    date: z.coerce.date(),
    /** Where it took place. */
    place: text,
    /** Two or three photos (at most six). */
    photos: z.array(photoSchema(image)).min(1).max(6),
  });

/** `blog` collection (src/content/blog/*.md): one staff post of /Blog, newest first. */
export const blogPostSchema = ({ image }: SchemaContext) =>
  z.object({
    title: text,
    author: text,
    /** The author's role ("Coordinator, outreach centres"). */
    role: text,
    /** Day of publication, `yyyy-mm-dd`. */
    date: z.coerce.date(),
    /** One or two sentences shown in the list of posts. */
    summary: text,
    cover: photoSchema(image),
  });

/**
 * `creativeHub` collection (src/content/creative-hub.yaml, one document): the painting competition,
 * its results by age category (A and B), the topics and notes for submissions. The age ranges,
 * groups and essay length come from src/lib/constants.ts.
 */
export const creativeHubSchema = ({ image }: SchemaContext) =>
  z.object({
    competition: z.object({
      title: text,
      /** Theme of the current competition. */
      theme: text,
      /** A paragraph about the competition. */
      about: text,
      /** An optional picture shown beside it. */
      picture: photoSchema(image).optional(),
    }),
    results: z.object({
      /** Month and year the results belong to ("October 2026"). */
      period: text,
      categories: z
        .array(
          z.object({
            /** Age category: A (12-15) or B (16-20), see COMPETITION_AGE_CATEGORIES. */
            category: z.enum(COMPETITION_AGE_CATEGORIES.map((c) => c.category)),
            winners: z
              .array(
                z.object({
                  place: z.number().int().min(1).max(3),
                  name: text,
                  school: text,
                  /** Title of the painting. */
                  work: text,
                  picture: photoSchema(image).optional(),
                }),
              )
              .min(1),
          }),
        )
        .length(COMPETITION_AGE_CATEGORIES.length),
    }),
    /** Topics for paintings and essays. */
    topics: z.array(text).min(1),
  });

/**
 * `fellowship` collection (src/content/fellowship.md): the text of /Fellowship (the Markdown
 * body) and the projects the fellowship funds. The sum (1 rupee 37 paise a day, 365 days, about
 * 500 rupees a year) comes from src/lib/constants.ts.
 */
export const fellowshipSchema = z.object({
  /** One line under the page title. */
  lead: text,
  /** Heading over the list of funded projects. */
  projectsHeading: text,
  /** The projects a fellowship pays for. */
  projects: z.array(cardSchema).min(1),
  /** How to pay, shown beside the form (bank transfer, then send the transaction number). */
  howToPay: text,
});

/** `sponsors` collection (src/content/sponsors.yaml): one logo of the home page's sponsor carousel. */
export const sponsorSchema = ({ image }: SchemaContext) =>
  z.object({
    name: text,
    /** Logo file (SVG or raster) relative to the YAML file. */
    logo: image(),
    /** Optional website of the sponsor. */
    url: z.url().optional(),
  });

/** `homeSlides` collection (src/content/home-slides.yaml): one picture of the home page's top slider. */
export const homeSlideSchema = ({ image }: SchemaContext) =>
  z.object({
    /** 1600 x 640 picture relative to the YAML file. */
    image: image(),
    /** What the picture shows. */
    alt: z.string().trim().min(10),
    /** Optional short heading over the picture. */
    title: text.optional(),
    /** Optional line under the heading. */
    text: text.optional(),
  });

/** `stateMaps` collection (src/content/state-maps.yaml): one state map of the home page's volunteer block. */
export const stateMapSchema = ({ image }: SchemaContext) =>
  z.object({
    state: z.enum(STATES),
    /** Stylised map picture (SVG) relative to the YAML file. */
    map: image(),
    /** What the picture shows. */
    alt: z.string().trim().min(10),
  });

/** `homeProjects` collection (src/content/home-projects.yaml): one card of the home page's projects carousel. */
export const homeProjectSchema = ({ image }: SchemaContext) =>
  z.object({
    title: text,
    /** One or two sentences. */
    summary: text,
    /** The project page the card links to. */
    href: routePath,
    image: image(),
    alt: z.string().trim().min(10),
  });
