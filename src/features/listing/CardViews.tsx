/** The listings' cards; a picture beside a title is decorative (`alt=""`): the title says it. */
import { formatDayMonthYear, isNewHighlight, isoDate, kolkataParts } from '~/lib/items';
import { fillCount } from '~/lib/fill';
import type { AlbumCard, CardPicture, HighlightCard, StoryCard, VideoCard } from '~/items/model';
import type { ListingWords } from '~/i18n';
import { albumHref, localizedPath } from '~/lib/routes';
import { DescriptionView } from '~/items/DescriptionView';
import { Picture } from '~/lib/island';

/** Without a picture, a quiet placeholder of the same size. */
export function CardImage({
  picture,
  eager = false,
}: {
  picture: CardPicture | undefined;
  eager?: boolean | undefined;
}) {
  if (!picture) {
    return (
      <div className="listing-card__media listing-card__media--empty" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
          <path
            fill="currentColor"
            d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0L13 15.6l2.3-2.3a1 1 0 0 1 1.4 0L19 15.6V7H5Zm10.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
          />
        </svg>
      </div>
    );
  }
  return (
    <div className="listing-card__media">
      <Picture picture={picture} alt="" priority={eager} />
    </div>
  );
}

export interface CardProps<C> {
  card: C;
  eager?: boolean;
  words: ListingWords;
  /** Known in the browser only: the 'New' badge waits for it. */
  now?: Date | null;
}

function CardDate({ sortDate, months }: { sortDate: string; months: readonly string[] }) {
  const date = new Date(sortDate);
  return <time dateTime={isoDate(date)}>{formatDayMonthYear(date, months)}</time>;
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function CardLinks({
  url,
  file,
  title,
  words,
}: {
  url?: string | undefined;
  file?: string | undefined;
  title: string;
  words: ListingWords;
}) {
  if (!url && !file) return null;
  const about = <span className="visually-hidden" lang={words.cmsLang}>{`: ${title}`}</span>;
  return (
    <p className="listing-card__links">
      {url && (
        <a
          href={url}
          {...(isExternal(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {words.readMore}
          {about}
          {isExternal(url) && <span className="visually-hidden"> {words.newTab}</span>}
        </a>
      )}
      {file && (
        <a href={file} target="_blank" rel="noopener noreferrer">
          {words.openAttachment}
          {about}
          <span className="visually-hidden"> {words.newTab}</span>
        </a>
      )}
    </p>
  );
}

export function StoryCardView({ card, eager, words }: CardProps<StoryCard>) {
  const href = card.href && localizedPath(card.href, words.lang);
  return (
    <article className="listing-card">
      <CardImage picture={card.picture} eager={eager} />
      <div className="listing-card__body">
        <p className="listing-card__date">
          <CardDate sortDate={card.sortDate} months={words.months} />
        </p>
        <h2 className="listing-card__title" lang={words.cmsLang}>
          {href ? <a href={href}>{card.title}</a> : card.title}
        </h2>
        {(card.time || card.venue) && (
          <dl className="listing-card__facts">
            {card.time && (
              <div>
                <dt>{words.time}</dt>
                <dd lang={words.cmsLang}>{card.time}</dd>
              </div>
            )}
            {card.venue && (
              <div>
                <dt>{words.venue}</dt>
                <dd lang={words.cmsLang}>{card.venue}</dd>
              </div>
            )}
          </dl>
        )}
        <DescriptionView
          description={card.description}
          className="listing-card__text"
          lang={words.cmsLang}
        />
        <CardLinks url={card.url} file={card.file} title={card.title} words={words} />
      </div>
    </article>
  );
}

export function HighlightCardView({ card, now, words }: CardProps<HighlightCard>) {
  const isNew = now != null && isNewHighlight(card, now);
  return (
    <article className="listing-card listing-card--text">
      <div className="listing-card__body">
        <p className="listing-card__date">
          <CardDate sortDate={card.sortDate} months={words.months} />
          {isNew && <span className="listing-card__badge">{words.isNew}</span>}
        </p>
        <h2 className="listing-card__title" lang={words.cmsLang}>
          {card.title}
        </h2>
        <DescriptionView
          description={card.description}
          className="listing-card__text"
          lang={words.cmsLang}
        />
        <CardLinks url={card.url} file={card.file} title={card.title} words={words} />
      </div>
    </article>
  );
}

export function AlbumCardView({ card, eager, words }: CardProps<AlbumCard>) {
  const date = new Date(card.sortDate);
  const { day, month, year } = kolkataParts(date);
  return (
    <article className="listing-card album-card">
      <div className="album-card__media">
        <CardImage picture={card.picture} eager={eager} />
        <p className="album-card__date">
          <time dateTime={isoDate(date)}>
            <span className="album-card__day">{day}</span>{' '}
            <span className="album-card__month">{words.months[month - 1]}</span>{' '}
            <span className="album-card__year">{year}</span>
          </time>
        </p>
      </div>
      <div className="listing-card__body">
        <h2 className="listing-card__title" lang={words.cmsLang}>
          {card.title}
        </h2>
        <p className="album-card__count">{fillCount(words.photos, card.count)}</p>
        <a className="button album-card__more" href={albumHref(card.id, words.subGallery)}>
          {words.viewMore}
          <span className="visually-hidden" lang={words.cmsLang}>{`: ${card.title}`}</span>
        </a>
      </div>
    </article>
  );
}

/** The whole card is a link to the video, in a new tab. */
export function VideoCardView({ card, eager, words }: CardProps<VideoCard>) {
  return (
    <article className="listing-card video-card">
      <div className="video-card__media">
        <CardImage picture={card.picture} eager={eager} />
        <span className="video-card__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path
              fill="currentColor"
              d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.7l-10-6.5A1 1 0 0 0 8 5.5Z"
            />
          </svg>
        </span>
      </div>
      <div className="listing-card__body">
        <p className="listing-card__date">
          <CardDate sortDate={card.sortDate} months={words.months} />
        </p>
        <h2 className="listing-card__title">
          <a
            className="video-card__link"
            href={card.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span lang={words.cmsLang}>{card.title}</span>
            <span className="visually-hidden"> {words.video}</span>
          </a>
        </h2>
      </div>
    </article>
  );
}
