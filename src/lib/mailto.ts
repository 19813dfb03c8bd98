/**
 * `mailto:` links with a prefilled subject and body (RFC 6068): the 80G receipt, privacy and
 * accessibility requests. Pure and small: safe for browser code.
 */

/** Spaces as `%20`: a `+` would stay a `+`. */
const encode = (value: string) => encodeURIComponent(value);

/** Body lines are joined with CRLF, as RFC 6068 asks, so every mail app keeps them apart. */
export function mailtoUrl(to: string, mail: { subject: string; body?: readonly string[] }): string {
  const parts = [`subject=${encode(mail.subject)}`];
  if (mail.body?.length) parts.push(`body=${encode(mail.body.join('\r\n'))}`);
  return `mailto:${to}?${parts.join('&')}`;
}

const RECEIPT_FIELD_ORDER = [
  'name',
  'address',
  'pan',
  'amount',
  'date',
  'method',
  'reference',
] as const;

export interface ReceiptRequestTemplate {
  subject: string;
  intro: string;
  fields: Record<(typeof RECEIPT_FIELD_ORDER)[number], string>;
  closing: string;
}

/** The e-mail a donor sends for an 80G receipt: one `Label: ` line per detail to fill in. */
export function receiptRequestMailto(to: string, template: ReceiptRequestTemplate): string {
  const lines = RECEIPT_FIELD_ORDER.map((key) => `${template.fields[key]}: `);
  return mailtoUrl(to, {
    subject: template.subject,
    body: [template.intro, '', ...lines, '', template.closing],
  });
}
