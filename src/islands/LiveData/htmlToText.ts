import { withoutParseTimeViolations } from '~/lib/shared/inertHtml';

/**
 * Plain text of CMS HTML from a live answer, in the browser: tags dropped, entities decoded,
 * spaces collapsed. The islands render it as text (React escapes it), so no sanitiser has to ship
 * with the home page. DOMParser documents are inert: no script runs and no picture loads.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  // Keep words of neighbouring blocks apart ("one</p><p>two" is "one two", not "onetwo").
  const spaced = html.replace(/<br\s*\/?>|<\/(p|li|h\d|div|blockquote)>/gi, ' ');
  const doc = new DOMParser().parseFromString(withoutParseTimeViolations(spaced), 'text/html');
  doc.querySelectorAll('script, style, template').forEach((node) => node.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
