/**
 * One album as its page shows it: event date (dd/mm/yyyy), photo count, description, the photo
 * grid and Go Back to the Photo Gallery. The pre-rendered album pages render it on the server; the
 * /SubGallery island renders it for albums newer than the snapshot, so both look the same.
 */
import { formatEnGb, isoDate } from '~/lib/shared/format';
import type { AlbumDetail } from '~/lib/shared/listingCards';
import { DescriptionView } from '~/islands/Listing/cards';
import { PhotoGridView } from './PhotoGridView';
import './AlbumView.css';

interface Props {
  album: AlbumDetail;
  /** Show the title as a heading (the page's own h1 is generic on /SubGallery). */
  showTitle?: boolean;
}

/** The album. */
export function AlbumContent({ album, showTitle = false }: Props) {
  const date = new Date(album.sortDate);
  const count = album.photos.length;
  return (
    <div className="album">
      {showTitle && <h2 className="album__title">{album.title}</h2>}
      <dl className="album__facts">
        <div>
          <dt>Event date</dt>
          <dd>
            <time dateTime={isoDate(date)}>{formatEnGb(date)}</time>
          </dd>
        </div>
        <div>
          <dt>Photos</dt>
          <dd>{count}</dd>
        </div>
      </dl>
      <DescriptionView description={album.description} className="album__description prose" />
      {count > 0 ? (
        <PhotoGridView photos={album.photos} label={`Photos of ${album.title}`} />
      ) : (
        <p className="notice notice--empty album__empty">
          The photos of this album are on their way. Please look again soon.
        </p>
      )}
      <GoBack />
    </div>
  );
}

/** The way back to the Photo Gallery. */
export function GoBack() {
  return (
    <p className="album__back">
      <a className="button button--ghost" href="/PhotoGallery">
        <span aria-hidden="true">←</span> Go Back
        <span className="visually-hidden"> to the Photo Gallery</span>
      </a>
    </p>
  );
}
