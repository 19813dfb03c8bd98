/**
 * `mailto:` links with a prefilled subject and body (RFC 6068): the 80G receipt request of /Donate,
 * the privacy request of /Privacy and the problem report of /Accessibility.
 *
 * Pure and small: safe for browser code, though the pages build these links at build time.
 */

/** Percent-encodes a header value for a mailto URL: spaces as `%20` (a `+` would stay a `+`). */
const encode = (value: string) => encodeURIComponent(value);

/**
 * `mailto:<to>?subject=...&body=...`. Lines of the body are joined with CRLF, as RFC 6068 asks,
 * so every mail app keeps them apart.
 */
export function mailtoUrl(to: string, mail: { subject: string; body?: readonly string[] }): string {
  const parts = [`subject=${encode(mail.subject)}`];
  if (mail.body?.length) parts.push(`body=${encode(mail.body.join('\r\n'))}`);
  return `mailto:${to}?${parts.join('&')}`;
}

/** What the 80G receipt request asks for: a label per detail the receipt needs. */
export interface ReceiptRequestTemplate {
  subject: string;
  intro: string;
  fields: {
    name: string;
    address: string;
    pan: string;
    amount: string;
    date: string;
    method: string;
    reference: string;
  };
  closing: string;
}

/** Order of the details in the mail: who, then what was paid, then the proof. */
const RECEIPT_FIELD_ORDER = [
  'name',
  'address',
  'pan',
  'amount',
  'date',
  'method',
  'reference',
] as const;

/**
 * The e-mail a donor sends for an 80G receipt: the intro, then one `Label: ` line per detail for the
 * donor to fill in (name, address, PAN, amount, date, how paid, transaction reference), then the
 * closing line.
 */
export function receiptRequestMailto(to: string, template: ReceiptRequestTemplate): string {
  const lines = RECEIPT_FIELD_ORDER.map((key) => `${template.fields[key]}: `);
  return mailtoUrl(to, {
    subject: template.subject,
    body: [template.intro, '', ...lines, '', template.closing],
  });
}
