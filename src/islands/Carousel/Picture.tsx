/**
 * A picture inside an island: the optimised `<picture>` the build made (several widths, modern
 * formats first), or a plain `<img>` of the live API for an item newer than the snapshot.
 * Width and height never decide the layout: every slide frames its picture in a box of fixed
 * aspect ratio (Carousel.css), so a picture of unknown size cannot shift anything.
 */

import type { PictureData } from '~/lib/live/homeTypes';

export type { PictureData };

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
      fetchpriority={priority ? 'high' : undefined}
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
