/**
 * A picture inside an island: the optimised `<picture>` the build made (several widths, modern
 * formats first), or a plain `<img>` of the live API for an item newer than the snapshot.
 * Width and height never decide the layout: every slide frames its picture in a box of fixed
 * aspect ratio (Carousel.css), so a picture of unknown size cannot shift anything.
 */

import { createContext, useContext, type ReactNode } from 'react';
import type { PictureData } from '~/features/home/types';

export type { PictureData };

interface PictureProps {
  picture: PictureData;
  className?: string;
  /** The page's most important picture (LCP): load it first, not lazily. */
  priority?: boolean;
}

/**
 * Whether the slide around a picture has come near the carousel's view (useCarousel's `shown`).
 * Outside a carousel every picture is near.
 *
 * Why not leave it to `loading="lazy"`: browsers load lazy pictures within 1250-3000 px of the
 * window, and a carousel's later slides sit just beside it, so a phone on 3G fetched all seven
 * pictures of the top slider and five of the news carousel before anyone touched the page.
 */
export const SlideNear = createContext(true);

/**
 * A picture of a slide that has not come near yet. The server writes it inside `<noscript>`, so a
 * browser without JavaScript shows it and one with JavaScript does not fetch it; in the browser
 * the island renders the same element with its server content left as it is (hydration does not
 * touch `dangerouslySetInnerHTML`), until the slide comes near and the picture replaces it.
 */
function NotYet({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <noscript>{children}</noscript>;
  return <noscript dangerouslySetInnerHTML={{ __html: '' }} />;
}

/** Renders a `PictureData`; lazy unless `priority`, and not yet in a slide that is not near. */
export function Picture({ picture, className, priority = false }: PictureProps) {
  const near = useContext(SlideNear);
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
  const element = !picture.sources?.length ? (
    img
  ) : (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      {img}
    </picture>
  );
  return near || priority ? element : <NotYet>{element}</NotYet>;
}
