/**
 * Data for pages from the committed snapshot: typed, validated, ordered (each accessor's order is
 * documented on `DataAccess`). See ./README.md. Build-time only: islands receive what they need as
 * props.
 */
import { createDataAccess } from './access';
import { committedSnapshot } from './snapshot';

export const {
  getNews,
  getEvents,
  getHighlights,
  getGalleryItems,
  getAlbums,
  getAlbum,
  getAchievements,
  getPublications,
  getVideos,
  getTestimonials,
  getNotifications,
  getVisitorCount,
  getSnapshotInfo,
} = createDataAccess(committedSnapshot);

export { createDataAccess } from './access';
export type { DataAccess, SnapshotInfo } from './access';
export type { RawSnapshot } from './snapshot';
