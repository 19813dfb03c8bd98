/**
 * Paths of every API call (SPEC.md section 7), as functions of the site code, id or form type.
 * Paths only: the client joins them to the base URL.
 *
 * Imported by browser code: keep it small.
 *
 * The short endpoints (`news`, `events`, `highlights`, `gallery`) are assumed to answer only the
 * recent items (the demo API answers the latest 20, `RECENT_LIMIT`); the `all*` ones answer
 * everything. Islands refresh from the short ones; the snapshot uses the `all*` ones.
 */

/** How many items the demo API's short (non-`all`) endpoints answer. */
export const RECENT_LIMIT = 20;

const seg = (value: string) => encodeURIComponent(value);

/** Every API path. Note the API's own mix of `all` and `All`: it is kept exactly. */
export const endpoints = {
  /** POST: records a visit; body `{ schoolcode }`. */
  registerVisit: () => '/api/visitor',
  /** GET: `[{ visitor: n }]`. */
  visitorCount: (site: string) => `/api/visitor/${seg(site)}`,
  highlights: (site: string) => `/api/highlight/${seg(site)}`,
  allHighlights: (site: string) => `/api/highlight/all/${seg(site)}`,
  /** POST JSON; the form type goes URL-encoded in the path (`Guest%20Book`). */
  form: (site: string, formType: string) => `/api/form/${seg(site)}/${seg(formType)}`,
  gallery: (site: string) => `/api/gallery/${seg(site)}`,
  allGallery: (site: string) => `/api/gallery/All/${seg(site)}`,
  /** One album: `data` is the album object or a one-item list. */
  album: (id: string) => `/api/subGallery?id=${seg(id)}`,
  events: (site: string) => `/api/events/${seg(site)}`,
  allEvents: (site: string) => `/api/events/All/${seg(site)}`,
  news: (site: string) => `/api/news/${seg(site)}`,
  allNews: (site: string) => `/api/news/all/${seg(site)}`,
  circulars: (site: string) => `/api/circular/all/${seg(site)}`,
  videos: (site: string) => `/api/video/All/${seg(site)}`,
  testimonials: (site: string) => `/api/testimonials/${seg(site)}`,
  notifications: (site: string) => `/api/notification/${seg(site)}`,
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
