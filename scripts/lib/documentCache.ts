/**
 * The snapshot's document cache (`src/data/document-cache/`): a copy of every publication's first
 * file (Newsletter, Annual Report, Press Corner, Circular: the View Report links) and of every
 * notification's attachments, so those links keep working when the content API is down. The build
 * serves each copy at `/files/<name>` (src/pages/files/[file].ts) and links to it
 * (`fileUrl()` in src/lib/data/images.ts); a file that is not cached keeps the API's URL.
 *
 * It is the image cache's machinery (./imageCache.ts: the same two steps around the snapshot's
 * commit, the same index format, pictures and documents never mixed in one folder) with other
 * rules: PDFs and raster pictures are kept, up to DOCUMENT_MAX_BYTES each and
 * DOCUMENT_MAX_TOTAL_BYTES together. Committed with the snapshot, like the pictures: a clean
 * checkout builds the same site, and the nightly job keeps it with the last good data.
 */
import type { DescribedFile } from './imageCache';
import { describePicture } from './imageCache';

/** Largest document kept (larger ones keep the API's URL). */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
/** Largest total of kept documents: the repository and every deploy carry them. */
export const DOCUMENT_MAX_TOTAL_BYTES = 250 * 1024 * 1024;

/** Default folder, relative to the project root. */
export const DEFAULT_DOCUMENT_CACHE_DIR = 'src/data/document-cache';

/** What a document may be: a PDF (by its `%PDF-` signature) or a picture sharp reads. */
export async function describeDocument(bytes: Buffer): Promise<DescribedFile> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { extension: 'pdf', format: 'pdf' };
  try {
    return await describePicture(bytes);
  } catch {
    throw new Error('neither a PDF nor a picture');
  }
}
