/**
 * A real S3-compatible store on 127.0.0.1 (s3rver, from npm) for tests and the bench: the media
 * store's code talks to it exactly as to Cloudflare R2. Objects live on disk in `dir`, so a store
 * started again over the same folder serves what an earlier process uploaded.
 */
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export const LOCAL_BUCKET = 'media';

export interface LocalStore {
  /** The S3 API's endpoint. */
  endpoint: string;
  /** Where pages load objects from (path style: the endpoint and the bucket). */
  baseUrl: string;
  /** The variables a build and a night read (docs/publishing.md). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalStore(dir: string, port = 0): Promise<LocalStore> {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: LOCAL_BUCKET, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const baseUrl = `${endpoint}/${LOCAL_BUCKET}`;
  return {
    endpoint,
    baseUrl,
    env: {
      MEDIA_BASE_URL: baseUrl,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: LOCAL_BUCKET,
      // s3rver's own credentials; it accepts no others.
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}
