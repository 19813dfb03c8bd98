/** Island: the 'Latest' scroller; 'new' badges use the browser's today, never the build's. */
import type { Dictionary, PageLangWords } from '~/i18n';
import { useEffect, useState } from 'react';
import { formatDayMonthYear, isNewHighlight, isoDate } from '~/lib/items';
import { useLive, island } from '~/lib/island';
import type { ScrollerItem } from './model';
import { useMarquee } from './useMarquee';
import './HighlightsScroller.css';

type LatestWords = Dictionary['latest'] & PageLangWords & { highlightsHref: string };

interface Props {
  words: LatestWords;
  items: ScrollerItem[];
  labelledBy: string;
}

/** Known only in the browser after hydration: the server must not guess today. */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  return now;
}

function Line({ item, now, words }: { item: ScrollerItem; now: Date | null; words: LatestWords }) {
  const date = new Date(item.sortDate);
  return (
    <li className="latest__item">
      <a
        className="latest__link"
        href={item.href}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <span lang={words.cmsLang}>{item.title}</span>
        {item.external && <span className="visually-hidden"> {words.opensInNewTab}</span>}
      </a>
      <p className="latest__meta">
        <time dateTime={isoDate(date)}>{formatDayMonthYear(date, words.months)}</time>
        {now && isNewHighlight(item, now) && <span className="latest__new">{words.isNew}</span>}
      </p>
    </li>
  );
}

function HighlightsScroller({ items: snapshot, labelledBy, words }: Props) {
  const items =
    useLive(
      () => import('~/features/home/live').then((m) => m.freshHighlights(snapshot)),
      'highlights',
    ) ?? snapshot;
  const now = useNow();
  const marquee = useMarquee(items.map((item) => item.key).join('|'));
  // Keyed by position: fresh lines take the old ones' places, so nothing shifts.
  const lines = items.map((item, index) => (
    <Line key={index} item={item} now={now} words={words} />
  ));

  if (items.length === 0) {
    return (
      <div className="latest latest--empty">
        <div className="latest__notice">
          <p className="latest__notice-title">{words.notice}</p>
          <p>{words.empty}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="latest">
      <div
        className={[
          'latest__box card',
          marquee.moving ? 'latest__box--moving' : '',
          marquee.held ? 'latest__box--held' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        ref={marquee.boxRef}
        role="group"
        aria-labelledby={labelledBy}
        {...marquee.boxHandlers}
      >
        <div className="latest__track" ref={marquee.trackRef}>
          <ul className="latest__list bare-list" ref={marquee.listRef} data-testid="latest-list">
            {lines}
          </ul>
          {marquee.moving && (
            // The copy that follows the list round: seen, but neither read out nor focusable.
            <ul className="latest__list bare-list" aria-hidden="true" inert>
              {lines}
            </ul>
          )}
        </div>
      </div>
      <div className="latest__footer">
        <a className="latest__all" href={words.highlightsHref}>
          {words.viewAll}
        </a>
        <button
          type="button"
          // Always rendered, hidden while the list cannot move, so nothing shifts.
          className={`round-button latest__pause${marquee.canMove ? '' : ' latest__pause--idle'}`}
          aria-label={marquee.userPaused ? words.play : words.pause}
          disabled={!marquee.canMove}
          onClick={marquee.togglePause}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d={marquee.userPaused ? 'M8 5l11 7-11 7z' : 'M7 5h3v14H7zM14 5h3v14h-3z'}
              fill="currentColor"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}

export default island("The 'Latest' list", HighlightsScroller);
