/**
 * Content collections: the editable text, tables and photos of the static pages (src/content).
 * Schemas and field documentation live in src/content/schemas.ts; what each file is for is in
 * src/content/README.md. Pages read these through src/content/queries.ts.
 */
import { defineCollection } from 'astro:content';
import { yamlFile } from './content/loaders';
import {
  homeProjectSchema,
  homeSlideSchema,
  sponsorSchema,
  stateMapSchema,
} from './content/schemas';

export const collections = {
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
};
