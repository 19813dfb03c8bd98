/**
 * The one picture of the islands and React views: the build's optimised `<picture>`, or a plain
 * `<img>` of the live API for an item newer than the snapshot. Lazy unless told otherwise.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { PictureData } from '~/lib/picture';

export type { PictureData };

interface PictureProps {
  picture: PictureData;
  /** `''` when the text beside the picture says what it shows. */
  alt?: string | undefined;
  className?: string | undefined;
  /** When the picture's own `sizes` does not apply here. */
  sizes?: string | undefined;
  /** The page's largest picture (LCP). */
  priority?: boolean | undefined;
  eager?: boolean | undefined;
}

/** Browsers fetch lazy pictures well ahead of the window, where a carousel's later slides sit. */
export const SlideNear = createContext(true);

/**
 * Inside `<noscript>`: shown without JavaScript, not fetched with it. Hydration leaves
 * `dangerouslySetInnerHTML` as the server wrote it until the slide comes near.
 */
function NotYet({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <noscript>{children}</noscript>;
  return <noscript dangerouslySetInnerHTML={{ __html: '' }} />;
}

export function Picture({ picture, alt, className, sizes, priority, eager }: PictureProps) {
  const near = useContext(SlideNear);
  const shownSizes = sizes ?? picture.sizes;
  const img = (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcset || undefined}
      sizes={picture.srcset ? shownSizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={alt ?? picture.alt ?? ''}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  const element = !picture.sources?.length ? (
    img
  ) : (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={shownSizes} />
      ))}
      {img}
    </picture>
  );
  return near || priority ? element : <NotYet>{element}</NotYet>;
}
