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

/** A story beside this one, or the list. */
export interface StoryNeighbour {
  title: string;
  href: string;
  /** When it differs from the page's. */
  lang?: string | undefined;
}

function NeighbourLink({ label, link, rel }: { label: string; link: StoryNeighbour; rel: string }) {
  return (
    <a href={link.href} rel={rel}>
      <span className="story__nav-label">{label}</span> <span lang={link.lang}>{link.title}</span>
    </a>
  );
}

export interface StoryViewProps {
  story: Omit<Story, 'share'>;
  words: StoryWords;
  /** Absolute, for sharing. */
  url: string;
  back: StoryNeighbour;
  newer?: StoryNeighbour | undefined;
  older?: StoryNeighbour | undefined;
  /** The page's own h1 is generic on /Story. */
  showTitle?: boolean;
  /** An event's iCalendar entry as a `data:` address. */
  calendar?: string | undefined;
}

export function StoryView(props: StoryViewProps) {
  const { story, words, url, back, newer, older, showTitle, calendar } = props;
  const date = new Date(story.sortDate);
  const lang = story.lang === words.lang ? undefined : story.lang;
  const facts: [string, string | undefined][] = [
    [words.time, story.time],
    [words.venue, story.venue],
    [words.place, story.place],
    [words.by, story.author],
  ];
  return (
    <article className="story">
      {showTitle && (
        <h2 className="album__title" lang={lang}>
          {story.title}
        </h2>
      )}
      <dl className="album__facts">
        <div>
          <dt>{words.date}</dt>
          <dd>
            <time dateTime={isoDate(date)} data-pagefind-meta="date">
              {formatDayMonthYear(date, words.months)}
            </time>
          </dd>
        </div>
        {facts.map(([term, value]) =>
          value ? (
            <div key={term}>
              <dt>{term}</dt>
              <dd lang={lang}>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <DescriptionView description={story.description} className="prose story__text" lang={lang} />
      {story.photos.length > 0 && (
        <PhotoGridView
          photos={story.photos}
          label={fill(words.photosOf, { title: story.title })}
          largerView={words.largerView}
          lightbox={words.lightbox}
        />
      )}
      {(story.files.length > 0 || calendar) && (
        <p className="story__files">
          {calendar && (
            <a className="button button--ghost" href={calendar} download="event.ics">
              {words.addToCalendar}
            </a>
          )}
          {story.files.map((href, i) => (
            <a key={href} className="button" href={href} target="_blank" rel="noopener noreferrer">
              {words.viewReport}
              {story.files.length > 1 && ` ${i + 1}`}
              <span className="visually-hidden"> {words.newTab}</span>
            </a>
          ))}
        </p>
      )}
      <div className="story__share" data-share-url={url} data-share-title={story.title}>
        <span className="story__share-label">{words.share}:</span>
        <a
          className="button button--ghost"
          href={`https://wa.me/?text=${encodeURIComponent(`${story.title} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.whatsApp}
          <span className="visually-hidden"> {words.newTab}</span>
        </a>
        <button type="button" className="button button--ghost" data-share-copy hidden>
          {words.copy}
        </button>
        <button type="button" className="button button--ghost" data-share-sheet hidden>
          {words.shareSheet}
        </button>
        <span className="story__copied" role="status" data-copied={words.copied}></span>
      </div>
      {(newer || older) && (
        <nav className="story__nav" aria-label={words.more}>
          {newer && <NeighbourLink label={words.newer} link={newer} rel="prev" />}
          {older && <NeighbourLink label={words.older} link={older} rel="next" />}
        </nav>
      )}
      <p className="album__back">
        <a className="button button--ghost" href={back.href} data-story-back>
          <span aria-hidden="true">←</span> {fill(words.backTo, { list: back.title })}
        </a>
      </p>
    </article>
  );
}
