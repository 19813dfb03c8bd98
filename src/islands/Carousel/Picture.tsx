/**
 * A picture inside an island: the optimised `<picture>` the build made (several widths, modern
 * formats first), or a plain `<img>` of the live API for an item newer than the snapshot.
 * Width and height never decide the layout: every slide frames its picture in a box of fixed
 * aspect ratio (Carousel.css), so a picture of unknown size cannot shift anything.
 */

/** What a picture needs, as built by src/components/sections/home/pictures.ts (or live). */
export interface PictureData {
  /** Fallback URL (JPEG/PNG), or the live URL. */
  src: string;
  /** Fallback `srcset`; absent for a live URL. */
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
  /** Alternative text; `''` when the picture is decorative (its text is beside it). */
  alt: string;
  /** `<source>`s, best format first. */
  sources?: { type: string; srcset: string }[];
}

interface PictureProps {
  picture: PictureData;
  className?: string;
  /** The page's most important picture (LCP): load it first, not lazily. */
  priority?: boolean;
}

/** Renders a `PictureData`; lazy unless `priority`. */
export function Picture({ picture, className, priority = false }: PictureProps) {
  const img = (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcset || undefined}
      sizes={picture.srcset ? picture.sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!picture.sources?.length) return img;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      {img}
    </picture>
  );
}
