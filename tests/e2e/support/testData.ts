/**
 * The test site's data, read through the site's own data access (`createDataAccess`, as pages read
 * theirs): what the browser tests compare pages with. It is the snapshot tools/lib/testBuild.ts
 * took from the demo API into TEST_DATA for the test build, never the committed snapshot that
 * `~/lib/data` reads (the real API's data may replace that one any night).
 */
import { join } from 'node:path';
import { createDataAccess } from '~/lib/data';
import { readSnapshotFolder } from '../../../scripts/lib/snapshotStore';
import { TEST_DATA } from './config';

const data = createDataAccess(readSnapshotFolder(join(TEST_DATA, 'snapshot')));

export const {
  getNews,
  getEvents,
  getHighlights,
  getAlbums,
  getAchievements,
  getPublications,
  getVideos,
  getSnapshotInfo,
} = data;
