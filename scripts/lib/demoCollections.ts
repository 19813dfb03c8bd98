/**
 * The collections the demo API serves, named as in the snapshot (and as the files of
 * fixtures/data). Shared by scripts/demo-api.ts and scripts/lib/dataShapes.ts.
 */
export const DEMO_COLLECTIONS = [
  'news',
  'events',
  'highlights',
  'gallery',
  'circulars',
  'videos',
  'testimonials',
  'notifications',
] as const;
