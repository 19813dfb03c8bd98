/** Built pages read without a browser. */
import { JSDOM } from 'jsdom';

/** One window for every page: a new JSDOM per page cost a third more CPU over the test build. */
let parser: DOMParser | undefined;

/** `html` as a document, parsed as a browser with scripting off parses it. */
export function parseHtml(html: string): Document {
  parser ??= new new JSDOM('').window.DOMParser();
  return parser.parseFromString(html, 'text/html');
}
