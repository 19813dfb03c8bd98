/** What a picture of a page is made of, on both sides (src/lib/data/images.ts makes them). */
export interface PictureData {
  /** Fallback URL (JPEG/PNG), or the live URL. */
  src: string;
  srcset?: string | undefined;
  sizes?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  /** `<source>`s, best format first. */
  sources?: readonly { type: string; srcset: string }[] | undefined;
  /** When the picture carries its own (content pictures); in `lang` when not the page's. */
  alt?: string | undefined;
  lang?: string | undefined;
  /** The API path it shows: a live item with the same picture keeps this optimised copy. */
  path?: string | undefined;
}
