/**
 * Every API entity's schema (SPEC section 3), for build-time code: browser code imports the
 * entity's own file (a lint rule says so).
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
