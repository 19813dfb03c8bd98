/**
 * What `/SubGallery?id=` and `/Story?…&id=` share: the item the query names opens its pre-rendered
 * page when the build has one (`location.replace`, so Back skips this page), else it is read from
 * the live API; every other outcome is said in words, with a way on, never a blank page.
 */
import { useEffect, useState, type ReactNode } from 'react';

export type LivePhase<T> =
  { name: 'looking' | 'no-id' | 'opening' | 'not-found' | 'failed' } | { name: 'found'; item: T };

/** A built page's address, the item, or null when the API has none; rejects when it fails. */
export type FindItem<T> = (id: string, signal: AbortSignal) => Promise<string | T | null>;

export function useLiveItem<T>(find: FindItem<T>): [LivePhase<T>, () => void] {
  const [phase, setPhase] = useState<LivePhase<T>>({ name: 'looking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id')?.trim() ?? '';
    if (!id) return setPhase({ name: 'no-id' });
    const controller = new AbortController();
    const done = (next: LivePhase<T>) => controller.signal.aborted || setPhase(next);
    find(id, controller.signal).then(
      (found) => {
        if (typeof found === 'string') window.location.replace(`${found}${window.location.hash}`);
        done(
          found === null
            ? { name: 'not-found' }
            : typeof found === 'string'
              ? { name: 'opening' }
              : { name: 'found', item: found },
        );
      },
      (error: unknown) => {
        console.warn('Could not load the item from the API.', error);
        done({ name: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return [phase, () => (setPhase({ name: 'looking' }), setAttempt((count) => count + 1))];
}

type Words = Record<'looking' | 'noId' | 'notFound' | 'failed' | 'tryAgain', string> &
  Partial<Record<'opening' | 'notFoundTitle' | 'failedTitle', string>>;

/** Every phase but `found`; `link` replaces the words' `{gallery}` or `{list}`. */
export function LiveStatus(props: {
  phase: LivePhase<unknown>;
  words: Words;
  link: ReactNode;
  retry(): void;
  /** Shown once there is nothing more to wait for (the way back). */
  children?: ReactNode;
}) {
  const { phase, words, link, retry, children } = props;
  const waiting = phase.name === 'looking' || phase.name === 'opening';
  const notices: Record<string, [string | undefined, string]> = {
    'no-id': [undefined, words.noId],
    'not-found': [words.notFoundTitle, words.notFound],
    failed: [words.failedTitle, words.failed],
  };
  const [title, text = ''] = notices[phase.name] ?? [];
  const [before = '', after = ''] = text.split(/\{(?:gallery|list)\}/);
  return (
    <div className="album-status">
      <p role="status">
        {waiting && ((phase.name === 'opening' && words.opening) || words.looking)}
      </p>
      {text && (
        <div className="notice" role={phase.name === 'no-id' ? undefined : 'alert'}>
          <p>
            {title && <strong>{title}</strong>} {before}
            {link}
            {after}
          </p>
          {phase.name === 'failed' && (
            <p className="album-status__actions">
              <button type="button" className="button" onClick={retry}>
                {words.tryAgain}
              </button>
            </p>
          )}
        </div>
      )}
      {!waiting && children}
    </div>
  );
}
