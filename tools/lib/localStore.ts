/**
 * A real S3-compatible store on 127.0.0.1 (s3rver, from npm) for tests and the bench: the media
 * store's code talks to it exactly as to Cloudflare R2. Objects live on disk in `dir`, so a store
 * started again over the same folder serves what an earlier process uploaded.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./localStoreServer.mjs', import.meta.url));

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
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', SERVER, dir, String(port), LOCAL_BUCKET],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    exited.then(([code]) => {
      throw new Error(`the local media store did not start (exit ${code})`);
    }),
  ])) as [string];
  const endpoint = `http://127.0.0.1:${line.trim()}`;
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
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * Writes placeholder objects straight into a stopped store's folder, in s3rver's own layout: the
 * bench's "store as earlier nights left it" (tens of thousands of objects, which uploading one
 * by one would take a quarter of an hour to make). Only names and types matter there.
 */
export async function seedLocalStore(dir: string, keys: Iterable<string>): Promise<void> {
  const body = 'placeholder';
  const md5 = createHash('md5').update(body).digest('hex');
  for (const key of keys) {
    const base = join(dir, LOCAL_BUCKET, key);
    await mkdir(dirname(base), { recursive: true });
    await writeFile(`${base}._S3rver_object`, body);
    await writeFile(`${base}._S3rver_object.md5`, md5);
    await writeFile(`${base}._S3rver_metadata.json`, '{"content-type":"application/octet-stream"}');
  }
}
