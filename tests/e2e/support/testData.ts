/**
 * The test site's data, read through the site's own data access (`createDataAccess`, as pages read
 * theirs): what the browser tests compare pages with. It is the snapshot tools/lib/testBuild.ts
 * took from the demo API into TEST_DATA for the test build, never the committed snapshot that
 * `~/lib/data` reads (the real API's data may replace that one any night).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createDataAccess } from '~/lib/data/access';
import type { RawSnapshot } from '~/lib/data/snapshot';
import { TEST_DATA } from './config';

const dir = join(TEST_DATA, 'snapshot');
const raw: RawSnapshot = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [basename(file, '.json'), JSON.parse(readFileSync(join(dir, file), 'utf8'))]),
);

const data = createDataAccess(raw);

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
