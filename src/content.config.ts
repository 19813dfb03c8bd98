/**
 * Content collections: the editable text, tables and photos of the static pages (src/content).
 * Schemas and field documentation live in src/lib/content/schemas.ts; what each file is for is in
 * src/content/README.md. Pages read these through src/lib/content/queries.ts.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { yamlFile } from './lib/content/loaders';
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
} from './lib/content/schemas';
import {
  accessibilitySchema,
  donateSchema,
  privacySchema,
  transparencySchema,
} from './lib/content/trustSchemas';

/** A Hindi file's id is the id of its English twin: `about.hi.md` is `about`. */
const hindiId = ({ entry }: { entry: string }) => entry.replace(/\.hi\.md$/, '');

/**
 * Hindi twins (README "Languages"): `<name>.hi.md` / `<name>.hi.yaml` next to each English file,
 * same schema; a twin that is missing leaves the Hindi page with the English text (marked
 * `lang="en"` and said so in Hindi), see src/lib/content/queries.ts.
 */
const hindi = {
  pagesHi: defineCollection({
    loader: glob({ pattern: '*.hi.md', base: './src/content/pages', generateId: hindiId }),
    schema: pageSchema,
  }),
  blogHi: defineCollection({
    loader: glob({ pattern: '*.hi.md', base: './src/content/blog', generateId: hindiId }),
    schema: blogPostSchema,
  }),
  campsHi: defineCollection({
    loader: glob({ pattern: '*.hi.md', base: './src/content/camps', generateId: hindiId }),
    schema: campReportSchema,
  }),
  fellowshipHi: defineCollection({
    loader: glob({ pattern: 'fellowship.hi.md', base: './src/content', generateId: hindiId }),
    schema: fellowshipSchema,
  }),
  purposeHi: defineCollection({
    loader: yamlFile('src/content/purpose.hi.yaml', { document: true, optional: true }),
    schema: purposeSchema,
  }),
  teamHi: defineCollection({
    loader: yamlFile('src/content/team.hi.yaml', { optional: true }),
    schema: teamMemberSchema,
  }),
  governingBodyHi: defineCollection({
    loader: yamlFile('src/content/governing-body.hi.yaml', { optional: true }),
    schema: governingBodyMemberSchema,
  }),
  outreachCentresHi: defineCollection({
    loader: yamlFile('src/content/outreach-centres.hi.yaml', { optional: true }),
    schema: outreachCentreSchema,
  }),
  skillCentresHi: defineCollection({
    loader: yamlFile('src/content/skill-centres.hi.yaml', { optional: true }),
    schema: skillCentreSchema,
  }),
  skillProgrammesHi: defineCollection({
    loader: yamlFile('src/content/skill-programmes.hi.yaml', { optional: true }),
    schema: skillProgrammeSchema,
  }),
  healthcareHi: defineCollection({
    loader: yamlFile('src/content/healthcare.hi.yaml', { optional: true }),
    schema: healthcareCentreSchema,
  }),
  pilarHousesHi: defineCollection({
    loader: yamlFile('src/content/pilar-houses.hi.yaml', { optional: true }),
    schema: pilarHouseSchema,
  }),
  sponsorsHi: defineCollection({
    loader: yamlFile('src/content/sponsors.hi.yaml', { optional: true }),
    schema: sponsorSchema,
  }),
  homeSlidesHi: defineCollection({
    loader: yamlFile('src/content/home-slides.hi.yaml', { optional: true }),
    schema: homeSlideSchema,
  }),
  stateMapsHi: defineCollection({
    loader: yamlFile('src/content/state-maps.hi.yaml', { optional: true }),
    schema: stateMapSchema,
  }),
  homeProjectsHi: defineCollection({
    loader: yamlFile('src/content/home-projects.hi.yaml', { optional: true }),
    schema: homeProjectSchema,
  }),
  creativeHubHi: defineCollection({
    loader: yamlFile('src/content/creative-hub.hi.yaml', { document: true, optional: true }),
    schema: creativeHubSchema,
  }),
  transparencyHi: defineCollection({
    loader: yamlFile('src/content/transparency.hi.yaml', { document: true, optional: true }),
    schema: transparencySchema,
  }),
  donateHi: defineCollection({
    loader: yamlFile('src/content/donate.hi.yaml', { document: true, optional: true }),
    schema: donateSchema,
  }),
  privacyHi: defineCollection({
    loader: yamlFile('src/content/privacy.hi.yaml', { document: true, optional: true }),
    schema: privacySchema,
  }),
  accessibilityHi: defineCollection({
    loader: yamlFile('src/content/accessibility.hi.yaml', { document: true, optional: true }),
    schema: accessibilitySchema,
  }),
};

export const collections = {
  ...hindi,
  pages: defineCollection({
    loader: glob({ pattern: ['*.md', '!*.hi.md'], base: './src/content/pages' }),
    schema: pageSchema,
  }),
  purpose: defineCollection({
    loader: yamlFile('src/content/purpose.yaml', { document: true }),
    schema: purposeSchema,
  }),
  team: defineCollection({ loader: yamlFile('src/content/team.yaml'), schema: teamMemberSchema }),
  governingBody: defineCollection({
    loader: yamlFile('src/content/governing-body.yaml'),
    schema: governingBodyMemberSchema,
  }),
  outreachCentres: defineCollection({
    loader: yamlFile('src/content/outreach-centres.yaml'),
    schema: outreachCentreSchema,
  }),
  skillCentres: defineCollection({
    loader: yamlFile('src/content/skill-centres.yaml'),
    schema: skillCentreSchema,
  }),
  skillProgrammes: defineCollection({
    loader: yamlFile('src/content/skill-programmes.yaml'),
    schema: skillProgrammeSchema,
  }),
  healthcare: defineCollection({
    loader: yamlFile('src/content/healthcare.yaml'),
    schema: healthcareCentreSchema,
  }),
  pilarHouses: defineCollection({
    loader: yamlFile('src/content/pilar-houses.yaml'),
    schema: pilarHouseSchema,
  }),
  camps: defineCollection({
    loader: glob({ pattern: ['*.md', '!*.hi.md'], base: './src/content/camps' }),
    schema: campReportSchema,
  }),
  blog: defineCollection({
    loader: glob({ pattern: ['*.md', '!*.hi.md'], base: './src/content/blog' }),
    schema: blogPostSchema,
  }),
  creativeHub: defineCollection({
    loader: yamlFile('src/content/creative-hub.yaml', { document: true }),
    schema: creativeHubSchema,
  }),
  fellowship: defineCollection({
    loader: glob({ pattern: 'fellowship.md', base: './src/content' }),
    schema: fellowshipSchema,
  }),
  sponsors: defineCollection({
    loader: yamlFile('src/content/sponsors.yaml'),
    schema: sponsorSchema,
  }),
  homeSlides: defineCollection({
    loader: yamlFile('src/content/home-slides.yaml'),
    schema: homeSlideSchema,
  }),
  stateMaps: defineCollection({
    loader: yamlFile('src/content/state-maps.yaml'),
    schema: stateMapSchema,
  }),
  homeProjects: defineCollection({
    loader: yamlFile('src/content/home-projects.yaml'),
    schema: homeProjectSchema,
  }),
  transparency: defineCollection({
    loader: yamlFile('src/content/transparency.yaml', { document: true }),
    schema: transparencySchema,
  }),
  donate: defineCollection({
    loader: yamlFile('src/content/donate.yaml', { document: true }),
    schema: donateSchema,
  }),
  privacy: defineCollection({
    loader: yamlFile('src/content/privacy.yaml', { document: true }),
    schema: privacySchema,
  }),
  accessibility: defineCollection({
    loader: yamlFile('src/content/accessibility.yaml', { document: true }),
    schema: accessibilitySchema,
  }),
};
