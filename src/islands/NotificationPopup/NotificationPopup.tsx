/**
 * Island: the notification popup of the home page, a modal `<dialog>` with the notices as a
 * carousel (title, first picture, text, link, attachment). Nothing is rendered until it opens
 * (see useNotificationPopup for when): with JavaScript off there is no popup and nothing is in
 * the way; the same news reaches visitors through the 'Latest' list and the news pages.
 */
import { CAROUSELS } from '~/lib/shared/carousel';
import { Carousel } from '../Carousel/Carousel';
import { Picture } from '../Carousel/Picture';
import type { NoticeData } from './notices';
import { useNotificationPopup } from './useNotificationPopup';
import './NotificationPopup.css';
import { island } from '~/islands/Island/island';

interface Props {
  /** The snapshot's notifications, shown when the live API cannot be reached. */
  notices: NoticeData[];
}

const TITLE_ID = 'notification-popup-title';

function Notice({ notice }: { notice: NoticeData }) {
  return (
    <article className="popup-notice">
      {notice.picture && (
        <div className="popup-notice__media">
          <Picture
            picture={{
              ...notice.picture.picture,
              alt: notice.title ? '' : 'Notice from the foundation',
            }}
          />
        </div>
      )}
      {notice.title && <h3 className="popup-notice__title">{notice.title}</h3>}
      {notice.text && <p className="popup-notice__text">{notice.text}</p>}
      {(notice.link || notice.attachment) && (
        <p className="popup-notice__links">
          {notice.link && (
            <a
              className="button"
              href={notice.link.href}
              {...(notice.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {notice.link.label}
              {notice.link.external && (
                <span className="visually-hidden"> (opens in a new tab)</span>
              )}
            </a>
          )}
          {notice.attachment && (
            <a
              className="button button--ghost"
              href={notice.attachment}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open the attachment
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      )}
    </article>
  );
}

/** Hydrated with `client:idle`; renders nothing until it opens. */
function NotificationPopup({ notices: snapshot }: Props) {
  const popup = useNotificationPopup(snapshot);
  if (!popup.open) return null;
  return (
    <dialog
      ref={popup.dialogRef}
      className="notification-popup"
      aria-labelledby={TITLE_ID}
      onClose={popup.onClose}
      onClick={popup.onDialogClick}
    >
      <div className="notification-popup__head">
        <h2 id={TITLE_ID} className="notification-popup__title">
          Notifications
        </h2>
        <button
          type="button"
          className="notification-popup__close"
          aria-label="Close notifications"
          onClick={popup.close}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <Carousel
        config={CAROUSELS.notifications}
        labelledBy={TITLE_ID}
        itemName="notification"
        slides={popup.notices.map((notice) => ({
          key: notice.key,
          node: <Notice notice={notice} />,
        }))}
      />
    </dialog>
  );
}

export default island('The notification popup', NotificationPopup);
