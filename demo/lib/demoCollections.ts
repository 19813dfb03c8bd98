/**
 * The collections the demo API serves, named as in the snapshot (and as the files of
 * fixtures/data): the snapshot's collections but the visitor count, which the demo API keeps
 * apart. Shared by demo/demo-api.ts and demo/lib/dataShapes.ts.
 */
import { SNAPSHOT_COLLECTIONS, type SnapshotCollection } from '../../src/lib/data/manifest';

export const DEMO_COLLECTIONS = SNAPSHOT_COLLECTIONS.filter(
  (name): name is Exclude<SnapshotCollection, 'visitor'> => name !== 'visitor',
);
