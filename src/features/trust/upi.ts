/** The `upi://pay` address of the app link and the QR code alike. Tiny: safe in browser code. */

/** What a UPI payment request carries (NPCI's UPI linking specification). */
export interface UpiPayee {
  /** UPI ID (virtual payment address), `name@handle`: the `pa` parameter. */
  id: string;
  /** Payee name shown by the app: `pn`. */
  payeeName: string;
  /** Transaction note: `tn`. */
  note: string;
}

/** Where the build writes the QR code of the site's own address (src/pages/upi-qr.svg.ts). */
export const UPI_QR_PATH = '/upi-qr.svg';

/** A UPI ID as NPCI allows it: letters, digits, `.`, `-` and `_`, then `@` and the bank's handle. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/**
 * RFC 3986 percent-encoding, spaces as `%20` (some UPI apps show a `+` literally) and `@` left
 * plain (allowed in a query, and some apps recognise a UPI ID only so).
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@');
}

/**
 * `upi://pay?pa=<id>&pn=<name>&cu=INR&tn=<note>`, no amount (the donor chooses). Throws on a UPI ID
 * no app would accept, so a typo in src/config/site.ts fails the build, not the donor.
 */
export function upiPayUrl(payee: UpiPayee): string {
  if (!UPI_ID_PATTERN.test(payee.id)) throw new Error(`Not a UPI ID: "${payee.id}"`);
  const params: [string, string][] = [
    ['pa', payee.id],
    ['pn', payee.payeeName.trim()],
    ['cu', 'INR'],
    ['tn', payee.note.trim()],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&')}`;
}
