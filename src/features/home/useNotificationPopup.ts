/**
 * When the notification popup opens (SPEC section 4, DESIGN.md): by itself, once per browser
 * session, and only when at least one notification is loaded.
 *
 * Once the page is idle it asks the live API for the notifications of now: their answer decides
 * (none means no popup, so a notice withdrawn since the build never pops up); if the API cannot
 * be reached, the snapshot's notifications are shown instead. A session that has seen the popup
 * does not even ask. Focus moves into the dialog when it opens and back to where it was when it
 * closes (Esc, the close button or a click beside it).
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { afterIdle, liveApiConfigured, logRefreshFailure } from '~/lib/live/useLive';
import type { NoticeData } from './model';
import { useIslandGuard } from '~/lib/island';

/** sessionStorage key set once the popup has opened in this browser session. */
export const POPUP_SEEN_KEY = 'porf:notifications-seen';

/** Used when sessionStorage is unavailable (blocked storage): once per page load then. */
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
    // Storage blocked: the in-memory flag above has to do.
  }
}

/** What the popup view needs. */
export interface NotificationPopupController {
  /** The notices to show; empty while closed. */
  notices: NoticeData[];
  open: boolean;
  dialogRef: (element: HTMLDialogElement | null) => void;
  close(): void;
  /** `close` event of the dialog (Esc closes it natively). */
  onClose(): void;
  /** Closes on a click on the backdrop (outside the dialog's box). */
  onDialogClick(event: MouseEvent<HTMLDialogElement>): void;
}

/** See the file comment. */
export function useNotificationPopup(snapshot: NoticeData[]): NotificationPopupController {
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

  // Open as soon as the dialog is in the page, before it is painted.
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
  const close = useMemo(() => guard(() => dialog?.close()), [dialog, guard]);

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
    onClose,
    onDialogClick,
  };
}
