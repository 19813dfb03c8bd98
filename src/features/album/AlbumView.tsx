/**
 * Island of /SubGallery?id=...: an album of the snapshot has a pre-rendered page, which one HEAD
 * request finds however many albums there are (then `location.replace`, so Back skips this page);
 * any other album is fetched from the live API.
 */
import { useEffect, useRef } from 'react';
import { SITE } from '~/config/site';
import { BROWSER_FETCH_TIMEOUT_MS } from '~/lib/constants';
import type { AlbumDetail } from '~/items/model';
import type { AlbumWords } from '~/i18n';
import { albumPagePath, hasAlbumPage } from '~/lib/routes';
import { PUBLIC_API_BASE_URL } from '~/lib/env';
import { AlbumContent, GoBack } from './AlbumContent';
import { enhancePhotoGrids } from './enhance';
import { island } from '~/lib/island';
import { LiveStatus, useLiveItem } from '~/items/LiveItem';

async function hasStaticPage(path: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), BROWSER_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      method: 'HEAD',
      cache: 'no-store',
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    // Offline, too slow, or a host that refuses HEAD: ask the API instead.
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function AlbumView({ words }: { words: AlbumWords }) {
  const content = useRef<HTMLDivElement>(null);
  const [phase, retry] = useLiveItem<AlbumDetail>(async (id, signal) => {
    const page = albumPagePath(id, words.albumPrefix);
    if (hasAlbumPage(id) && (await hasStaticPage(page))) return page;
    if (PUBLIC_API_BASE_URL === undefined) return null;
    const { fetchLiveAlbum } = await import('~/features/album/live');
    const album = await fetchLiveAlbum(id, signal, words.photoAlt);
    if (album) document.title = `${album.title} | ${SITE.name}`;
    return album;
  });

  useEffect(() => {
    if (phase.name !== 'found' || !content.current) return;
    return enhancePhotoGrids(content.current);
  }, [phase]);

  if (phase.name === 'found') {
    return (
      <div ref={content}>
        <AlbumContent album={phase.item} words={words} showTitle />
      </div>
    );
  }
  return (
    <LiveStatus
      phase={phase}
      words={words}
      retry={retry}
      link={<a href={words.galleryHref}>{words.browseGallery}</a>}
    >
      <GoBack words={words} />
    </LiveStatus>
  );
}

export default island('The album view', AlbumView);
