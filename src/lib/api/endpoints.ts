/**
 * Paths of the API calls that are not list calls (those are in ./collections.ts), as functions of
 * the site code, id or form type; and how a stored file's URL is made.
 *
 * Imported by browser code: keep it small.
 */

const seg = (value: string) => encodeURIComponent(value);

/** The paths of the calls that are not lists. */
export const endpoints = {
  /** POST: records a visit; body `{ schoolcode }`. */
  registerVisit: () => '/api/visitor',
  /** GET: `[{ visitor: n }]`. */
  visitorCount: (site: string) => `/api/visitor/${seg(site)}`,
  /** POST JSON; the form type goes URL-encoded in the path (`Guest%20Book`). */
  form: (site: string, formType: string) => `/api/form/${seg(site)}/${seg(formType)}`,
  /** One album: `data` is the album object or a one-item list. */
  album: (id: string) => `/api/subGallery?id=${seg(id)}`,
  /** Images and attachments; see `imagePath()` for how a stored path is encoded. */
  image: (path: string) => `/api/image/${imagePath(path)}`,
} as const;

/**
 * The part of an image URL after `/api/image/` for a stored attachment path: leading slashes and
 * a leading `api/image/` are removed, and each segment is percent-encoded once (a path the API
 * already encoded, `my%20photo.jpg`, is not encoded twice).
 */
export function imagePath(path: string): string {
  const trimmed = path
    .trim()
    .replace(/^\/+/, '')
    .replace(/^api\/image\//, '');
  return trimmed
    .split('/')
    .filter((part) => part.length > 0)
    .map((part) => {
      let decoded = part;
      try {
        decoded = decodeURIComponent(part);
      } catch {
        // A stray '%' is a literal character, not an escape.
      }
      return encodeURIComponent(decoded);
    })
    .join('/');
}

/**
 * The URL of a stored image or attachment: `{baseUrl}/api/image/{path}`. A path that is already an
 * absolute http(s) URL is returned as it is.
 */
export function resolveImageUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path.trim())) return path.trim();
  return `${baseUrl.replace(/\/+$/, '')}${endpoints.image(path)}`;
}
