/** Island: the notices in a modal `<dialog>`, rendered only once it opens (nothing without JS). */
import type { Dictionary } from '~/i18n';
import { CAROUSELS, type CarouselLabels } from '~/features/carousel/model';
import { Carousel } from '../carousel/Carousel';
import type { NoticeData } from './model';
import { useNotificationPopup } from './useNotificationPopup';
import './NotificationPopup.css';
import { island, Picture } from '~/lib/island';

/** On a page whose language is not the CMS's: the notices' language, and a note saying so. */
type PopupWords = Dictionary['popup'] & { cmsLang?: string; note?: string | undefined };

interface Props {
  /** Shown when the live API cannot be reached. */
  notices: NoticeData[];
  words: PopupWords;
  labels: CarouselLabels;
}

const TITLE_ID = 'notification-popup-title';

function Notice({ notice, words }: { notice: NoticeData; words: PopupWords }) {
  return (
    <article className="popup-notice">
      {notice.picture && (
        <div className="popup-notice__media">
          <Picture picture={notice.picture} alt={notice.title ? '' : words.pictureAlt} />
        </div>
      )}
      <div lang={words.cmsLang}>
        {notice.title && <h3 className="popup-notice__title">{notice.title}</h3>}
        {notice.text && <p className="popup-notice__text">{notice.text}</p>}
      </div>
      {(notice.link || notice.file) && (
        <p className="popup-notice__links">
          {notice.link && (
            <a
              className="button"
              href={notice.link.href}
              {...(notice.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {notice.link.label ? (
                <span lang={words.cmsLang}>{notice.link.label}</span>
              ) : (
                words.readMore
              )}
              {notice.link.external && (
                <span className="visually-hidden"> {words.opensInNewTab}</span>
              )}
            </a>
          )}
          {notice.file && (
            <a
              className="button button--ghost"
              href={notice.file}
              target="_blank"
              rel="noopener noreferrer"
            >
              {words.attachment}
              <span className="visually-hidden"> {words.opensInNewTab}</span>
            </a>
          )}
        </p>
      )}
    </article>
  );
}

function NotificationPopup({ notices: snapshot, words, labels }: Props) {
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
          {words.title}
        </h2>
        <button
          type="button"
          className="notification-popup__close"
          aria-label={words.close}
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
      {words.note && <p className="notification-popup__note">{words.note}</p>}
      <Carousel
        config={CAROUSELS.notifications}
        labelledBy={TITLE_ID}
        labels={labels}
        slides={popup.notices.map((notice) => ({
          key: notice.key,
          node: <Notice notice={notice} words={words} />,
        }))}
      />
    </dialog>
  );
}

export default island('The notification popup', NotificationPopup);
