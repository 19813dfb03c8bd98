/**
 * The snapshot's document cache: a copy of every publication's first file and every notification's
 * attachments, served at `/files/<name>` so those links work when the API is down. It reuses the
 * image cache's machinery with its own rules (PDFs and pictures, size limits below).
 */
import type { DescribedFile } from './imageCache';
import { describePicture } from './imageCache';

/** Largest document kept (larger ones keep the API's URL). */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
/** Largest total of kept documents: the repository and every deploy carry them. */
export const DOCUMENT_MAX_TOTAL_BYTES = 250 * 1024 * 1024;

/** Relative to the project root. */
export const DEFAULT_DOCUMENT_CACHE_DIR = 'src/data/document-cache';

/** A PDF (by its `%PDF-` signature) or a picture sharp reads. */
export async function describeDocument(bytes: Buffer): Promise<DescribedFile> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return { extension: 'pdf', format: 'pdf' };
  try {
    return await describePicture(bytes);
  } catch {
    throw new Error('neither a PDF nor a picture');
  }
}
