/**
 * Content collections: the editable text, tables and photos of the static pages (src/content).
 * Schemas and field documentation live in src/content/schemas.ts; what each file is for is in
 * src/content/README.md. Pages read these through src/content/queries.ts.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { yamlFile } from './content/loaders';
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
} from './content/schemas';
import {
  accessibilitySchema,
  donateSchema,
  privacySchema,
  transparencySchema,
} from './content/trustSchemas';

export const collections = {
  pages: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/pages' }),
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
    loader: glob({ pattern: '*.md', base: './src/content/camps' }),
    schema: campReportSchema,
  }),
  blog: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/blog' }),
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
