/**
 * Schemas of the editable content under src/content. Plain zod apart from the content layer's
 * `image` helper, so the unit tests can check the files without Astro.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { COMPETITION_AGE_CATEGORIES } from '~/lib/constants';
import { ROUTES } from '~/lib/routes';

/** The content layer's `image()` helper: a path relative to the file, checked to exist. */
type ImageHelper = SchemaContext['image'];

export const text = z.string().trim().min(1);

type Words<S extends string> = S extends `${infer W} ${infer Rest}` ? W | Words<Rest> : S;

/** A required text under each of the space-separated keys, in their order: a page's labels. */
export const texts = <const S extends string>(keys: S) =>
  Object.fromEntries(keys.split(' ').map((key) => [key, text])) as Record<Words<S>, typeof text>;

/** States the foundation works in; a typing mistake fails the build, a new state is added here. */
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

/** Governing body roles, as SPEC lists them. */
export const GOVERNING_BODY_ROLES = [
  'President',
  'Vice President',
  'Secretary',
  'General Secretary',
  'Treasurer',
  'Executive Member',
] as const;

const routePath = z.enum(ROUTES.map((r) => r.path) as [string, ...string[]]);

export const photoSchema = (image: ImageHelper) =>
  z.object({
    src: image(),
    alt: z.string().trim().min(10, 'Describe the picture in a few words (alt text).'),
    /** Optional caption shown under the thumbnail and in the lightbox (defaults to the alt text). */
    caption: text.optional(),
  });

/** A key figure shown as a large number with a label ("14" / "guitar students"). */
export const factSchema = z.object({
  /** The figure as shown: a number or a short text ("Rs. 9,40,927", "1 or 2"). */
  value: z.union([z.number(), text]).transform(String),
  label: text,
});
export type Fact = z.output<typeof factSchema>;

export const cardSchema = z.object({
  title: text,
  text: text,
});
export type Card = z.output<typeof cardSchema>;

/** `pages` collection: a static page's Markdown; the file name is the id the page asks for. */
export const pageSchema = ({ image }: SchemaContext) =>
  z.object({
    lead: text.optional(),
    facts: z.array(factSchema).default([]),
    cardsHeading: text.optional(),
    cards: z.array(cardSchema).default([]),
    /** Heading of the photo gallery (default: "Photo gallery" in the page's language, src/i18n). */
    galleryHeading: text.optional(),
    gallery: z.array(photoSchema(image)).default([]),
  });

/** `purpose` collection: aim, goal, vision and mission (/VisionMission and the home page). */
export const purposeSchema = z.object({
  aim: cardSchema,
  goal: cardSchema,
  vision: cardSchema,
  mission: cardSchema,
});
export type Purpose = z.output<typeof purposeSchema>;

/** `team` collection (src/content/team.yaml): one row of the Our Team table, in file order. */
export const teamMemberSchema = z.object(texts('name designation'));

/** `governingBody` collection (src/content/governing-body.yaml): one member, in file order. */
export const governingBodyMemberSchema = z.object({
  name: text,
  role: z.enum(GOVERNING_BODY_ROLES),
  about: text.optional(),
});

/** `outreachCentres` collection (src/content/outreach-centres.yaml): one evening learning centre. */
export const outreachCentreSchema = z.object({
  state: z.enum(STATES),
  district: text,
  place: text,
  sponsorCode: z
    .string()
    .regex(/^[A-Z]{2}-[A-Z]{2,5}-\d{2}$/, 'Use the form XX-ABC-01 (state, sponsor, number).'),
  /** Teachers at the centre (SPEC: 1 or 2). */
  teachers: z.union([z.literal(1), z.literal(2)]),
  since: z.number().int().min(2000).max(2100),
});

/** `skillCentres` collection (src/content/skill-centres.yaml): one skill-development centre. */
export const skillCentreSchema = z.object({
  state: z.enum(STATES),
  town: text,
  programme: text,
  year: z.number().int().min(2000).max(2100),
  sponsor: text,
});

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `skillProgrammes` collection: a programme described in detail on /SkillDevelopmentCenters. */
export const skillProgrammeSchema = z.object({
  title: text,
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
  staff: z.array(z.object({ role: text, count: z.number().int().min(1) })).default([]),
});

/** `pilarHouses` collection (src/content/pilar-houses.yaml): one residential home. */
export const pilarHouseSchema = z.object({
  name: text,
  residents: z.enum(['boys', 'girls']),
  town: text,
  state: z.enum(STATES),
  since: z.number().int().min(2000).max(2100).optional(),
  summary: text,
});

/** `camps` collection: one event report of /CampsAndTrainings (the body is the report). */
export const campReportSchema = ({ image }: SchemaContext) =>
  z.object({
    title: text,
    date: z.coerce.date(),
    place: text,
    photos: z.array(photoSchema(image)).min(1).max(6),
  });

/** `blog` collection (src/content/blog/*.md): one staff post of /Blog, newest first. */
export const blogPostSchema = ({ image }: SchemaContext) =>
  z.object({
    title: text,
    author: text,
    role: text,
    date: z.coerce.date(),
    summary: text,
    cover: photoSchema(image),
  });

/** `creativeHub` collection: the painting competition, its results by age category, its topics. */
export const creativeHubSchema = ({ image }: SchemaContext) =>
  z.object({
    competition: z.object({
      title: text,
      theme: text,
      about: text,
      picture: photoSchema(image).optional(),
    }),
    results: z.object({
      /** Month and year the results belong to ("October 2026"). */
      period: text,
      categories: z
        .array(
          z.object({
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
    topics: z.array(text).min(1),
  });

/** `fellowship` collection: the text of /Fellowship and the projects it funds. */
export const fellowshipSchema = z.object({
  lead: text,
  projectsHeading: text,
  projects: z.array(cardSchema).min(1),
  /** How to pay, shown beside the form (bank transfer, then send the transaction number). */
  howToPay: text,
});

/** `sponsors` collection (src/content/sponsors.yaml): one logo of the home page's sponsor carousel. */
export const sponsorSchema = ({ image }: SchemaContext) =>
  z.object({
    name: text,
    logo: image(),
    url: z.url().optional(),
  });

/** `homeSlides` collection (src/content/home-slides.yaml): one picture of the home page's top slider. */
export const homeSlideSchema = ({ image }: SchemaContext) =>
  z.object({
    /** 1600 x 640 picture relative to the YAML file. */
    image: image(),
    alt: z.string().trim().min(10),
    title: text.optional(),
    text: text.optional(),
  });

/** `stateMaps` collection (src/content/state-maps.yaml): one state map of the home page's volunteer block. */
export const stateMapSchema = ({ image }: SchemaContext) =>
  z.object({
    state: z.enum(STATES),
    map: image(),
    alt: z.string().trim().min(10),
  });

/** `homeProjects` collection (src/content/home-projects.yaml): one card of the home page's projects carousel. */
export const homeProjectSchema = ({ image }: SchemaContext) =>
  z.object({
    title: text,
    summary: text,
    href: routePath,
    image: image(),
    alt: z.string().trim().min(10),
  });
