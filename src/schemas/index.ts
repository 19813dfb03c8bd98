/**
 * Schemas of every API entity (SPEC.md section 3). Each `XxxSchema` parses a raw API item, or a
 * snapshot item (the normalised shape parses to itself), into the normalised `Xxx` type.
 *
 * Each entity has one schema (valibot; the field rules are in ./fields.ts), read alike by the
 * snapshot command, the build and the islands' live refresh. This index brings every schema, so
 * it is for build-time code: browser code imports the entity's own file (a lint rule says so).
 */
export { NewsItemSchema, type NewsItem } from './newsItem';
export { EventItemSchema, type EventItem } from './event';
export { HighlightSchema, type Highlight } from './highlight';
export { GalleryItemSchema, type GalleryItem } from './galleryItem';
export {
  PublicationSchema,
  PUBLICATION_CATEGORIES,
  isPublicationCategory,
  type Publication,
  type PublicationCategory,
} from './publication';
export { CircularSchema, type Circular } from './circular';
export { AlbumSchema, type Album } from './album';
export { VideoSchema, type Video } from './video';
export { TestimonialSchema, type Testimonial } from './testimonial';
export { NotificationSchema, type Notification } from './notification';
export { VisitorSchema, type Visitor } from './visitor';
export {
  FORM_TYPES,
  GUEST_BOOK_RATES,
  GUEST_BOOK_HOW_KNOW,
  type FormType,
  type FormPayloads,
  type GuestBookPayload,
  type ContactPayload,
  type FellowshipPayload,
} from './forms';
export { parseApiDate, safeLink } from './fields';
