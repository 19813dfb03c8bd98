/**
 * A story as its page shows it: rendered on the server for the stories' own pages (no JavaScript
 * of its own) and by the `/Story` island for stories newer than the build, so both look the same.
 */
import { PhotoGridView } from '~/features/album/PhotoGridView';
import { DescriptionView } from '~/items/DescriptionView';
import { fill } from '~/lib/fill';
import { formatDayMonthYear, isoDate } from '~/lib/items';
import type { StoryWords } from '~/i18n';
import type { Story } from './build';
import '~/features/album/AlbumView.css';
import './Story.css';

/** A story beside this one, or the list; `lang` when it differs from the page's. */
export type StoryLinkView = { title: string; href: string; lang?: string | undefined };

export interface StoryViewProps {
  story: Omit<Story, 'share'>;
  words: StoryWords;
  /** Absolute, for sharing. */
  url: string;
  back: StoryLinkView;
  newer?: StoryLinkView | undefined;
  older?: StoryLinkView | undefined;
  /** The page's own h1 is generic on /Story. */
  showTitle?: boolean;
}

export function StoryView({ story, words, url, back, newer, older, showTitle }: StoryViewProps) {
  const date = new Date(story.sortDate);
  const lang = story.lang === words.lang ? undefined : story.lang;
  const facts = {
    [words.time]: story.time,
    [words.venue]: story.venue,
    [words.place]: story.place,
  };
  const beside = [[words.newer, newer, 'prev'] as const, [words.older, older, 'next'] as const];
  const button = 'button button--ghost';
  return (
    <article className="story">
      {showTitle && <h2 lang={lang}>{story.title}</h2>}
      <dl className="album__facts">
        <div>
          <dt>{words.date}</dt>
          <dd>
            <time dateTime={isoDate(date)} data-pagefind-meta="date">
              {formatDayMonthYear(date, words.months)}
            </time>
          </dd>
        </div>
        {Object.entries({ ...facts, [words.by]: story.author }).map(
          ([term, value]) =>
            value && (
              <div key={term}>
                <dt>{term}</dt>
                <dd lang={lang}>{value}</dd>
              </div>
            ),
        )}
      </dl>
      <DescriptionView description={story.description} className="prose story__text" lang={lang} />
      {story.photos.length > 0 && (
        <PhotoGridView
          photos={story.photos}
          label={lang ? words.photos : fill(words.photosOf, { title: story.title })}
          largerView={words.largerView}
          lightbox={words.lightbox}
        />
      )}
      {(story.calendar || story.url || story.files.length > 0) && (
        <p className="story__row">
          {story.url && (
            <a className={button} href={story.url}>
              {words.readMore}
            </a>
          )}
          {story.calendar && (
            <a className={button} href={story.calendar} download="event.ics">
              {words.addToCalendar}
            </a>
          )}
          {story.files.map((href, i) => (
            <a key={href} className="button" href={href} target="_blank" rel="noopener noreferrer">
              {words.viewReport} {story.files.length > 1 && i + 1}
              <span className="visually-hidden"> {words.newTab}</span>
            </a>
          ))}
        </p>
      )}
      <p className="story__row" data-share-url={url} data-share-title={story.title}>
        <strong>{words.share}:</strong>
        <a
          className={button}
          href={`https://wa.me/?text=${encodeURIComponent(`${story.title} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.whatsApp}
          <span className="visually-hidden"> {words.newTab}</span>
        </a>
        <button type="button" className={button} data-share-copy hidden>
          {words.copy}
        </button>
        <button type="button" className={button} data-share-sheet hidden>
          {words.shareSheet}
        </button>
        <span role="status" data-copied={words.copied}></span>
      </p>
      {(newer || older) && (
        <nav className="story__nav" aria-label={words.more}>
          {beside.map(
            ([label, link, rel]) =>
              link && (
                <a key={rel} href={link.href} rel={rel}>
                  <strong>{label}</strong> <span lang={link.lang}>{link.title}</span>
                </a>
              ),
          )}
        </nav>
      )}
      <p className="album__back">
        <a className={button} href={back.href} data-story-back>
          <span aria-hidden="true">←</span> {fill(words.backTo, { list: back.title })}
        </a>
      </p>
    </article>
  );
}
