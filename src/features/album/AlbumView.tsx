/**
 * Island of /SubGallery?id=...: finds the album the link names.
 * - An album of the snapshot has a pre-rendered page: a HEAD request to `/Album/{id}` tells
 *   (one small request, however many albums there are) and the browser goes there, keeping the
 *   query URL shareable (`location.replace`, so Back skips this page).
 * - Otherwise the album is fetched from the live API (`/api/subGallery?id=`) and shown with the
 *   same look as a pre-rendered album.
 * - No id, an unknown id, or a failed load each get a clear message and a way back.
 */
import { useEffect, useRef, useState } from 'react';
import { SITE } from '~/config/site';
import { BROWSER_FETCH_TIMEOUT_MS } from '~/lib/constants';
import type { AlbumDetail } from '~/features/listing/model';
import type { AlbumWords } from '~/i18n';
import { albumPagePath, hasAlbumPage } from '~/lib/albumPaths';
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

/** True when this site has a pre-rendered page for the album (a HEAD request answers 2xx). */
async function hasStaticPage(id: string): Promise<boolean> {
  if (!hasAlbumPage(id)) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), BROWSER_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(albumPagePath(id), {
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

/** Renders the album named by `?id=`, or says why it cannot. Takes no props. */
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
      if (await hasStaticPage(id)) {
        setPhase({ name: 'opening' });
        window.location.replace(`${albumPagePath(id)}${window.location.hash}`);
        return;
      }
      if (PUBLIC_API_BASE_URL === undefined) {
        setPhase({ name: 'not-found' });
        return;
      }
      try {
        // The live refresh loads only for albums the snapshot does not have.
        const { fetchLiveAlbum } = await import('~/features/album/live');
        const album = await fetchLiveAlbum(id, controller.signal);
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
  }, [attempt]);

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

  const gallery = <a href="/PhotoGallery">browse the Photo Gallery</a>;
  return (
    <div className="album-status">
      <p role="status">
        {phase.name === 'looking' && 'Looking for the album…'}
        {phase.name === 'opening' && 'Opening the album…'}
      </p>
      {phase.name === 'no-id' && (
        <div className="notice">
          <p>This link does not say which album to show. Please {gallery} and choose one.</p>
        </div>
      )}
      {phase.name === 'not-found' && (
        <div className="notice" role="alert">
          <p>
            <strong>Album not found.</strong> It may have been removed, or the link may be
            incomplete. Please {gallery} to find it.
          </p>
        </div>
      )}
      {phase.name === 'failed' && (
        <div className="notice" role="alert">
          <p>
            <strong>The album could not be loaded.</strong> Please check your connection and try
            again, or {gallery}.
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
              Try again
            </button>
          </p>
        </div>
      )}
      {phase.name !== 'looking' && phase.name !== 'opening' && <GoBack words={words} />}
    </div>
  );
}

export default island('The album view', AlbumView);
