/**
 * A story page's buttons: copy its address (saying "copied"), the system share sheet where the
 * browser has one, and a way back to the list as the visitor left it (its filters in the query).
 * Imported by browser code on every story page: keep it small.
 */
export function enhanceStory(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-share-url]')) {
    const url = box.dataset.shareUrl!;
    const copy = box.querySelector<HTMLButtonElement>('[data-share-copy]')!;
    const sheet = box.querySelector<HTMLButtonElement>('[data-share-sheet]')!;
    const status = box.querySelector<HTMLElement>('[data-copied]')!;
    if (navigator.clipboard) {
      copy.hidden = false;
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(url).then(
          () => (status.textContent = status.dataset.copied ?? ''),
          () => window.prompt('', url),
        );
      });
    }
    if (typeof navigator.share === 'function') {
      sheet.hidden = false;
      // Cancelling the sheet rejects: nothing to do.
      sheet.addEventListener('click', () => {
        navigator.share({ title: box.dataset.shareTitle, url }).catch(() => undefined);
      });
    }
  }
  const back = root.querySelector<HTMLAnchorElement>('[data-story-back]');
  const from = document.referrer ? new URL(document.referrer) : undefined;
  if (back && from?.origin === location.origin && from.pathname === back.pathname) {
    back.href = from.href;
  }
}
