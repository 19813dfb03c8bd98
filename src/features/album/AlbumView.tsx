/**
 * Island of /SubGallery?id=...: an album of the snapshot has a pre-rendered page, which one HEAD
 * request finds however many albums there are (then `location.replace`, so Back skips this page);
 * any other album is fetched from the live API.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SITE } from '~/config/site';
import { BROWSER_FETCH_TIMEOUT_MS } from '~/lib/constants';
import type { AlbumDetail } from '~/items/model';
import type { AlbumWords } from '~/i18n';
import { albumPagePath, hasAlbumPage } from '~/lib/routes';
import { PUBLIC_API_BASE_URL } from '~/lib/env';
import { AlbumContent, GoBack } from './AlbumContent';
import { enhancePhotoGrids } from './enhance';
import { island } from '~/lib/island';

type Phase =
  | { name: 'looking' }
  | { name: 'no-id' }
  | { name: 'opening' }
  | { name: 'found'; album: AlbumDetail }
  | { name: 'not-found' }
  | { name: 'failed' };

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
  const [phase, setPhase] = useState<Phase>({ name: 'looking' });
  const [attempt, setAttempt] = useState(0);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id')?.trim() ?? '';
    if (!id) {
      setPhase({ name: 'no-id' });
      return;
    }
    const controller = new AbortController();
    void (async () => {
      const page = albumPagePath(id, words.albumPrefix);
      if (hasAlbumPage(id) && (await hasStaticPage(page))) {
        setPhase({ name: 'opening' });
        window.location.replace(`${page}${window.location.hash}`);
        return;
      }
      if (PUBLIC_API_BASE_URL === undefined) {
        setPhase({ name: 'not-found' });
        return;
      }
      try {
        const { fetchLiveAlbum } = await import('~/features/album/live');
        const album = await fetchLiveAlbum(id, controller.signal, words.photoAlt);
        if (controller.signal.aborted) return;
        if (!album) {
          setPhase({ name: 'not-found' });
          return;
        }
        document.title = `${album.title} | ${SITE.name}`;
        setPhase({ name: 'found', album });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Could not load the album from the API.', error);
        setPhase({ name: 'failed' });
      }
    })();
    return () => controller.abort();
  }, [attempt, words.albumPrefix, words.photoAlt]);

  useEffect(() => {
    if (phase.name !== 'found' || !content.current) return;
    return enhancePhotoGrids(content.current);
  }, [phase]);

  if (phase.name === 'found') {
    return (
      <div ref={content}>
        <AlbumContent album={phase.album} words={words} showTitle />
      </div>
    );
  }

  const gallery = (template: string) =>
    withLink(template, <a href={words.galleryHref}>{words.browseGallery}</a>);
  return (
    <div className="album-status">
      <p role="status">
        {phase.name === 'looking' && words.looking}
        {phase.name === 'opening' && words.opening}
      </p>
      {phase.name === 'no-id' && (
        <div className="notice">
          <p>{gallery(words.noId)}</p>
        </div>
      )}
      {phase.name === 'not-found' && (
        <div className="notice" role="alert">
          <p>
            <strong>{words.notFoundTitle}</strong> {gallery(words.notFound)}
          </p>
        </div>
      )}
      {phase.name === 'failed' && (
        <div className="notice" role="alert">
          <p>
            <strong>{words.failedTitle}</strong> {gallery(words.failed)}
          </p>
          <p className="album-status__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                setPhase({ name: 'looking' });
                setAttempt((count) => count + 1);
              }}
            >
              {words.tryAgain}
            </button>
          </p>
        </div>
      )}
      {phase.name !== 'looking' && phase.name !== 'opening' && <GoBack words={words} />}
    </div>
  );
}

function withLink(template: string, link: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split('{gallery}');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

export default island('The album view', AlbumView);
