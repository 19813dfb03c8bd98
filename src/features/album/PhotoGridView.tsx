/**
 * A grid of photos that open in the lightbox (albums, achievements). Each thumbnail is a link to
 * the large picture, so a tap works without JavaScript.
 */
import type { GridPhoto } from '~/items/model';
import { Picture } from '~/lib/island';
import { PHOTO_GRID_ATTRIBUTE } from './sizeFromImages';

interface Props {
  photos: readonly GridPhoto[];
  /** Accessible name ("Photos of Christmas 2024"). */
  label: string;
  /** Thumbnails loaded at once (the first row). */
  eager?: number;
  /** '(open a larger view)'. */
  largerView: string;
  lightbox: string;
  /** Small fixed thumbnails, for two or three photos (camp reports, winners). */
  compact?: boolean | undefined;
  /** The page's language where the grid sits in English text. */
  lang?: string | undefined;
}

/** `priority`: the first photo is the page's largest picture on a phone (LCP). */
export function GridPhotoFigure({
  photo,
  eager,
  priority = false,
  largerView,
  lang,
}: {
  photo: GridPhoto;
  eager: boolean;
  priority?: boolean;
  largerView: string;
  /** The page's language where the grid sits in English text. */
  lang?: string | undefined;
}) {
  const sized = photo.width !== undefined && photo.height !== undefined;
  return (
    <figure className="album-grid__figure">
      <a
        className="album-grid__link"
        href={photo.href}
        data-pswp-width={sized ? photo.width : undefined}
        data-pswp-height={sized ? photo.height : undefined}
        data-pswp-srcset={photo.srcset}
        data-size-from-image={sized ? undefined : ''}
      >
        <Picture picture={photo.thumb} alt={photo.alt} eager={eager} priority={priority} />
        <span className="visually-hidden" lang={lang}>
          {` ${largerView}`}
        </span>
      </a>
      {photo.caption && (
        <figcaption className="album-grid__caption" lang={photo.thumb.lang}>
          {photo.caption}
        </figcaption>
      )}
    </figure>
  );
}

export function PhotoGridView(props: Props) {
  const { photos, label, eager = 4, largerView, lightbox, compact, lang } = props;
  return (
    <ul
      className={compact ? 'album-grid album-grid--compact' : 'album-grid'}
      role="list"
      aria-label={label}
      {...{ [PHOTO_GRID_ATTRIBUTE]: '', 'data-lightbox-words': lightbox }}
    >
      {photos.map((photo, position) => (
        <li key={`${position}:${photo.href}`}>
          <GridPhotoFigure
            photo={photo}
            eager={position < eager}
            priority={position === 0 && eager > 0}
            largerView={largerView}
            lang={lang}
          />
        </li>
      ))}
    </ul>
  );
}
