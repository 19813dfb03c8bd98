/**
 * Astro integration, last of all: the finished build against Cloudflare Pages' documented limits
 * (files per deploy, bytes per file), so a deploy the host would refuse stops here with what to
 * do. `_headers` and `_redirects` check their own rule limits as they are written.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaBaseUrl } from '../lib/data/media';
import { afterBuild, listFiles } from './builtFiles';

/** Files per deploy on the free plan (paid plans: 100,000, set with `HOST_FILE_LIMIT`). */
export const HOST_FILE_LIMIT = 20_000;
export const HOST_FILE_BYTES = 25 * 1024 * 1024;
/** Past this share of the file limit, every build warns. */
export const WARN_AT = 0.8;

/** What is wrong (`errors`) or close to wrong (`warnings`) about a build for the host. */
export async function hostLimitFindings(
  dir: string,
  limit = HOST_FILE_LIMIT,
  hasStore = mediaBaseUrl() !== undefined,
): Promise<{ files: number; errors: string[]; warnings: string[] }> {
  const files = await listFiles(dir);
  const errors: string[] = [];
  const warnings: string[] = [];
  const remedy = hasStore
    ? 'fewer pages or search entries per item, or a paid plan with HOST_FILE_LIMIT set'
    : 'a media store for pictures and documents (MEDIA_BASE_URL, docs/publishing.md)';
  const count = `${files.length.toLocaleString('en')} files, of ${limit.toLocaleString('en')} the host takes per deploy`;
  if (files.length > limit)
    errors.push(`the build has ${count}: the host would refuse it; needs ${remedy}`);
  else if (files.length >= limit * WARN_AT)
    warnings.push(`the build has ${count}; soon it needs ${remedy}`);
  for (const file of files) {
    const { size } = await stat(join(dir, file));
    if (size > HOST_FILE_BYTES)
      errors.push(`${file} has ${size} bytes; the host takes at most 25 MiB a file`);
  }
  return { files: files.length, errors, warnings };
}

export default () =>
  afterBuild('porf:host-limits', async (outDir, logger) => {
    const limit = Number(process.env.HOST_FILE_LIMIT) || HOST_FILE_LIMIT;
    const { files, errors, warnings } = await hostLimitFindings(outDir, limit);
    for (const warning of warnings) logger.warn(warning);
    if (errors.length > 0) throw new Error(`Not deployable: ${errors.join('; ')}`);
    logger.info(`${files} files, within the host's limit of ${limit}`);
  });
