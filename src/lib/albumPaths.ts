/**
 * The addresses of a photo album: SPEC's `/SubGallery?id=` and the pre-rendered `/Album/{id}`.
 *
 * Imported by browser code: keep it small.
 */
/**
 * Whether an album id gets a pre-rendered page at `/Album/{id}`: only ids that are safe as a
 * file name on every static host (API ids are hexadecimal); others are always fetched live.
 */
export function hasAlbumPage(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(id);
}

/**
 * The pre-rendered page of an album (its canonical address), in the language of `prefix`
 * (`/hi`). Check `hasAlbumPage` first.
 */
export function albumPagePath(id: string, prefix = ''): string {
  return `${prefix}/Album/${id}`;
}

/** Address of an album as the gallery links it (SPEC: `/SubGallery?id={album id}`). */
export function albumHref(id: string, page = '/SubGallery'): string {
  return `${page}?id=${encodeURIComponent(id)}`;
}
