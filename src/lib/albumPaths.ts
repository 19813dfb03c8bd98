/**
 * The addresses of a photo album: SPEC's `/SubGallery?id=` and the pre-rendered `/Album/{id}`.
 * Imported by browser code: keep it small.
 */
/** Only ids safe as a file name on every static host get `/Album/{id}`; others load live. */
export function hasAlbumPage(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(id);
}

/** The album's canonical address; check `hasAlbumPage` first. */
export function albumPagePath(id: string, prefix = ''): string {
  return `${prefix}/Album/${id}`;
}

/** SPEC: `/SubGallery?id={album id}`. */
export function albumHref(id: string, page = '/SubGallery'): string {
  return `${page}?id=${encodeURIComponent(id)}`;
}
