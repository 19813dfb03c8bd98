/** Island of /NewsLetter, /AnnualReport, /PressCorner and /Circular, with live ones added. */
import { useMemo } from 'react';
import { formatDayMonthYear, isoDate } from '~/lib/items';
import { type PublicationCard, mergeByKey } from '~/items/model';
import { useLive, island } from '~/lib/island';
import type { PublicationCategory } from '~/schemas';
import './Collection.css';

export interface PublicationListProps {
  category: PublicationCategory;
  /** Newest first. */
  items: PublicationCard[];
  words: PublicationWords;
}

export interface PublicationWords {
  /** 'No newsletters yet'. */
  none: string;
  soon: string;
  viewReport: string;
  fileSoon: string;
  /** '(opens in a new tab)'. */
  newTab: string;
  months: readonly string[];
  /** `en` on Hindi pages. */
  cmsLang?: string | undefined;
}

function DocumentIcon() {
  return (
    <svg
      className="publication-card__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M6 2h8l6 6v13a1 1 0 0 1-1 1H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v2h8v-2H8Zm0 4v2h6v-2H8Z"
      />
    </svg>
  );
}

function PublicationList({ category, items, words }: PublicationListProps) {
  const live = useLive(
    (signal) => import('~/items/cards').then((m) => m.livePublications(category, signal)),
    category,
  );
  const cards = useMemo(() => mergeByKey(items, live ?? []), [items, live]);

  return (
    <ul className="publication-list" role="list">
      {cards.length === 0 && (
        <li>
          <article className="publication-card publication-card--empty">
            <DocumentIcon />
            <h2 className="publication-card__title">{words.none}</h2>
            <p className="publication-card__note">{words.soon}</p>
          </article>
        </li>
      )}
      {cards.map((card) => (
        <li key={card.key}>
          <article className="publication-card">
            <DocumentIcon />
            <h2 className="publication-card__title" lang={words.cmsLang}>
              {card.title}
            </h2>
            {card.sortDate && (
              <p className="publication-card__date">
                <time dateTime={isoDate(new Date(card.sortDate))}>
                  {formatDayMonthYear(new Date(card.sortDate), words.months)}
                </time>
              </p>
            )}
            {card.file ? (
              <a
                className="button publication-card__link"
                href={card.file}
                target="_blank"
                rel="noopener noreferrer"
              >
                {words.viewReport}
                <span className="visually-hidden" lang={words.cmsLang}>{`: ${card.title}`}</span>
                <span className="visually-hidden"> {words.newTab}</span>
              </a>
            ) : (
              <p className="publication-card__note">{words.fileSoon}</p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

export default island('The publication list', PublicationList);
