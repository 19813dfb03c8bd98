/** Once per session (SPEC section 4); the live API decides, so a withdrawn notice never shows. */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { afterIdle, liveApiConfigured, logRefreshFailure, useIslandGuard } from '~/lib/island';
import type { NoticeData } from './model';

export const POPUP_SEEN_KEY = 'porf:notifications-seen';

/** When sessionStorage is blocked: once per page load then. */
let seenWithoutStorage = false;

function alreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_SEEN_KEY) === '1';
  } catch {
    return seenWithoutStorage;
  }
}

function markSeen(): void {
  seenWithoutStorage = true;
  try {
    window.sessionStorage.setItem(POPUP_SEEN_KEY, '1');
  } catch {
    // Storage blocked: the in-memory flag has to do.
  }
}

export function useNotificationPopup(snapshot: NoticeData[]) {
  const [notices, setNotices] = useState<NoticeData[]>([]);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (alreadySeen()) return;
    let cancelled = false;
    (async () => {
      await afterIdle();
      let list = snapshot;
      if (liveApiConfigured) {
        try {
          list = await import('~/features/home/live').then((m) => m.freshNotices(snapshot));
        } catch (error) {
          logRefreshFailure('notifications', error);
        }
      }
      // Another tab of the session, or a second mount, may have opened it meanwhile.
      if (cancelled || list.length === 0 || alreadySeen()) return;
      markSeen();
      setNotices(list);
    })().catch((error: unknown) => logRefreshFailure('notifications', error));
    return () => {
      cancelled = true;
    };
    // Once per mount: the snapshot prop never changes.
  }, []);

  useLayoutEffect(() => {
    if (!dialog || dialog.open) return;
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
  }, [dialog]);

  const onClose = useCallback(() => {
    setNotices([]);
    const target = returnFocus.current;
    if (target && target !== document.body && target.isConnected) target.focus();
  }, []);

  const guard = useIslandGuard();
  // The `close` event comes a task later in current Chromium: unmount now, not on its word alone.
  const close = useMemo(
    () =>
      guard(() => {
        dialog?.close();
        onClose();
      }),
    [dialog, guard, onClose],
  );

  const onDialogClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the dialog element itself, not its content, is a click on the backdrop.
      if (event.target !== event.currentTarget) return;
      const box = event.currentTarget.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) close();
    },
    [close],
  );

  return {
    notices,
    open: notices.length > 0,
    dialogRef: setDialog,
    close,
    /** Esc closes the dialog natively. */
    onClose,
    /** Closes on a click on the backdrop. */
    onDialogClick,
  };
}
