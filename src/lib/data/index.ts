/**
 * Data for pages from the committed snapshot: typed, validated, ordered. See ./README.md.
 * Build-time only: islands receive what they need as props.
 */
import { createDataAccess } from './access';
import { committedSnapshot } from './snapshot';

const data = createDataAccess(committedSnapshot);

/** All news, newest first. */
export const getNews = data.getNews;
/** All events, newest first. */
export const getEvents = data.getEvents;
/** Highlights (category Highlight only), newest first. */
export const getHighlights = data.getHighlights;
/** Every category, as stored. */
export const getGalleryItems = data.getGalleryItems;
/** Photo albums, newest first. */
export const getAlbums = data.getAlbums;
export const getAlbum = data.getAlbum;
/** Award pictures (category Achievements), newest first. */
export const getAchievements = data.getAchievements;
/** Publications of one category, newest first; circulars merged from both sources. */
export const getPublications = data.getPublications;
/** All videos, newest first. */
export const getVideos = data.getVideos;
/** Testimonials in the API's order. */
export const getTestimonials = data.getTestimonials;
/** Notifications in the API's order. */
export const getNotifications = data.getNotifications;
/** Visit count at snapshot time, or null. */
export const getVisitorCount = data.getVisitorCount;
export const getSnapshotInfo = data.getSnapshotInfo;

export { createDataAccess } from './access';
export type { DataAccess, SnapshotInfo } from './access';
export type { RawSnapshot } from './snapshot';
