/**
 * The subscribe box has no mailing-list service behind it, so it opens the visitor's e-mail app
 * with a ready request to the foundation. Imported by browser code: keep it small.
 */

/** The request goes to the foundation's office, so it stays in English on every page. */
export const SUBSCRIBE_SUBJECT = 'Please add me to your mailing list';

/** The `mailto:` URL asking the foundation at `to` to add `address` to its mailing list. */
export function subscribeMailto(to: string, address: string): string {
  const subject = encodeURIComponent(SUBSCRIBE_SUBJECT);
  const body = encodeURIComponent(
    `Hello,\n\nPlease add ${address.trim()} to your mailing list.\n\nThank you.`,
  );
  return `mailto:${to}?subject=${subject}&body=${body}`;
}
