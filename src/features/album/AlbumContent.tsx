/**
 * One album as its page shows it, rendered on the server for pre-rendered album pages and by the
 * /SubGallery island for newer albums, so both look the same.
 */
import { fill } from '~/lib/fill';
import { formatEnGb, isoDate } from '~/lib/items';
import type { AlbumDetail } from '~/items/model';
import type { AlbumWords } from '~/i18n';
import { DescriptionView } from '~/items/DescriptionView';
import { PhotoGridView } from './PhotoGridView';
import './AlbumView.css';

interface Props {
  album: AlbumDetail;
  words: AlbumWords;
  /** The page's own h1 is generic on /SubGallery. */
  showTitle?: boolean;
}

export function AlbumContent({ album, words, showTitle = false }: Props) {
  const date = new Date(album.sortDate);
  const count = album.photos.length;
  return (
    <div className="album">
      {showTitle && (
        <h2 className="album__title" lang={words.cmsLang}>
          {album.title}
        </h2>
      )}
      {words.cmsLang && <p className="in-english-note">{words.cmsNote}</p>}
      <dl className="album__facts">
        <div>
          <dt>{words.eventDate}</dt>
          <dd>
            <time dateTime={isoDate(date)}>{formatEnGb(date)}</time>
          </dd>
        </div>
        <div>
          <dt>{words.photos}</dt>
          <dd>{count}</dd>
        </div>
      </dl>
      <DescriptionView
        description={album.description}
        className="album__description prose"
        lang={words.cmsLang}
      />
      {count > 0 ? (
        <PhotoGridView
          photos={album.photos}
          label={fill(words.photosOf, { title: album.title })}
          largerView={words.largerView}
          lightbox={words.lightbox}
        />
      ) : (
        <p className="notice notice--empty album__empty">{words.onTheirWay}</p>
      )}
      <GoBack words={words} />
    </div>
  );
}

export function GoBack({ words }: { words: AlbumWords }) {
  return (
    <p className="album__back">
      <a className="button button--ghost" href={words.galleryHref}>
        <span aria-hidden="true">←</span> {words.goBack}
        <span className="visually-hidden"> {words.toGallery}</span>
      </a>
    </p>
  );
}
