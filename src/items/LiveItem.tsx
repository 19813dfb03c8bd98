/**
 * What `/SubGallery?id=` and `/Story?…&id=` share: the item the query names opens its pre-rendered
 * page when the build has one (`location.replace`, so Back skips this page), else it is read from
 * the live API; every other outcome is said in words, with a way on, never a blank page.
 */
import { useEffect, useState, type ReactNode } from 'react';

export type LivePhase<T> =
  { name: 'looking' | 'no-id' | 'opening' | 'not-found' | 'failed' } | { name: 'found'; item: T };

/** A built page's address, the item from the API, or null when the API has none; throws on failure. */
export type FindItem<T> = (id: string, signal: AbortSignal) => Promise<string | T | null>;

export function useLiveItem<T>(find: FindItem<T>): [LivePhase<T>, () => void] {
  const [phase, setPhase] = useState<LivePhase<T>>({ name: 'looking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id')?.trim() ?? '';
    if (!id) return setPhase({ name: 'no-id' });
    const controller = new AbortController();
    find(id, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        if (typeof found === 'string') {
          setPhase({ name: 'opening' });
          window.location.replace(`${found}${window.location.hash}`);
        } else setPhase(found === null ? { name: 'not-found' } : { name: 'found', item: found });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the item from the API.', error);
        setPhase({ name: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return [phase, () => (setPhase({ name: 'looking' }), setAttempt((count) => count + 1))];
}

export interface LiveWords {
  looking: string;
  opening?: string;
  noId: string;
  notFoundTitle?: string;
  notFound: string;
  failedTitle?: string;
  failed: string;
  tryAgain: string;
}

/** Every phase but `found`, its `{gallery}` or `{list}` placeholder replaced by `link`. */
export function LiveStatus({
  phase,
  words,
  link,
  retry,
  children,
}: {
  phase: LivePhase<unknown>;
  words: LiveWords;
  link: ReactNode;
  retry(): void;
  /** Shown once there is nothing more to wait for (the way back). */
  children?: ReactNode;
}) {
  const linked = (template: string) => {
    const [before = '', after = ''] = template.split(/\{(?:gallery|list)\}/);
    return (
      <>
        {before}
        {link}
        {after}
      </>
    );
  };
  const notice = (title: string | undefined, text: string, action?: ReactNode) => (
    <div className="notice" role="alert">
      <p>
        {title && <strong>{title}</strong>} {linked(text)}
      </p>
      {action}
    </div>
  );
  const waiting = phase.name === 'looking' || phase.name === 'opening';
  return (
    <div className="album-status">
      <p role="status">
        {waiting && ((phase.name === 'opening' && words.opening) || words.looking)}
      </p>
      {phase.name === 'no-id' && (
        <div className="notice">
          <p>{linked(words.noId)}</p>
        </div>
      )}
      {phase.name === 'not-found' && notice(words.notFoundTitle, words.notFound)}
      {phase.name === 'failed' &&
        notice(
          words.failedTitle,
          words.failed,
          <p className="album-status__actions">
            <button type="button" className="button" onClick={retry}>
              {words.tryAgain}
            </button>
          </p>,
        )}
      {!waiting && children}
    </div>
  );
}
