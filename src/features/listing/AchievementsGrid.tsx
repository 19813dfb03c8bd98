/** Island of /Achievements: award pictures opening in the lightbox, live ones added. */
import { useEffect, useMemo, useRef } from 'react';
import { type AwardCard, mergeByKey } from '~/items/model';
import { useLive, island } from '~/lib/island';
import { GridPhotoFigure } from '~/features/album/PhotoGridView';
import { PHOTO_GRID_ATTRIBUTE } from '~/features/album/sizeFromImages';
import { enhancePhotoGrids } from '~/features/album/enhance';
import '~/features/album/AlbumView.css';
import './Collection.css';

/** In SVG: no request, no layout shift. */
function AwardPlaceholder() {
  return (
    <svg className="award-placeholder" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <rect width="120" height="80" fill="currentColor" opacity="0.12" />
      <path
        fill="currentColor"
        d="M46 18h28v4h10v6c0 7-5 12-11.5 12.8A14 14 0 0 1 63 48v6h7v6H50v-6h7v-6a14 14 0 0 1-9.5-7.2C41 40 36 35 36 28v-6h10v-4Zm-6 8v2c0 4 2.5 7 6 8v-10h-6Zm34 0v10c3.5-1 6-4 6-8v-2h-6Z"
      />
    </svg>
  );
}

export interface AwardWords {
  empty: string;
  /** Accessible name of the grid. */
  label: string;
  largerView: string;
  /** As JSON. */
  lightbox: string;
  /** The picture's alt and the caption of an award without a title (the cards carry none). */
  untitled: string;
  cmsLang?: string | undefined;
}

function AchievementsGrid({ awards, words }: { awards: AwardCard[]; words: AwardWords }) {
  const live = useLive(
    (signal) => import('~/items/cards').then((m) => m.liveAwards(signal)),
    'achievements',
  );
  const items = useMemo(() => mergeByKey(awards, live ?? []), [awards, live]);
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => (grid.current ? enhancePhotoGrids(grid.current) : undefined), [items]);

  if (items.length === 0) {
    return (
      <div className="collection-empty">
        <AwardPlaceholder />
        <p>{words.empty}</p>
      </div>
    );
  }
  return (
    <ul
      ref={grid}
      className="album-grid award-grid"
      role="list"
      aria-label={words.label}
      {...{ [PHOTO_GRID_ATTRIBUTE]: '', 'data-lightbox-words': words.lightbox }}
    >
      {items.map((award, position) =>
        award.photo ? (
          <li key={award.key}>
            <GridPhotoFigure
              photo={
                award.photo.alt
                  ? { ...award.photo, thumb: { ...award.photo.thumb, lang: words.cmsLang } }
                  : { ...award.photo, alt: words.untitled }
              }
              eager={position < 3}
              priority={position === 0}
              largerView={words.largerView}
            />
          </li>
        ) : (
          <li key={award.key}>
            <figure className="album-grid__figure" lang={award.title ? words.cmsLang : undefined}>
              <div className="album-grid__link award-grid__placeholder">
                <AwardPlaceholder />
              </div>
              <figcaption className="album-grid__caption">
                {award.title || words.untitled}
              </figcaption>
            </figure>
          </li>
        ),
      )}
    </ul>
  );
}

export default island('The achievements grid', AchievementsGrid);
