/**
 * English on a Hindi page (docs/languages.md): every run of English text (API titles and
 * descriptions, a content file shown untranslated) sits inside an element marked `lang="en"`, no
 * Hindi sits inside one, and a page that shows English in its main part says why, in Hindi, with
 * one of the notes of src/i18n/hi.ts. Read from built HTML, so it costs no browser.
 */
import { hi } from '~/i18n/hi';

/**
 * What may stay Latin in Hindi text, and nothing else: addresses (e-mail, web), codes written with
 * digits (PAN, IFSC, registrations, `12A`, `80G`, `8 KB`), one or two capitals (category `A`,
 * level `AA`), a short list of abbreviations and names that have no Hindi form on this site, and in a
 * Hindi sentence an English term given in brackets or quotes after its Hindi one.
 */
const ALLOWED: readonly RegExp[] = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)*/g,
  /\b(https?:\/\/)?[\w-]+(\.[\w-]+)*\.(org|com|in)\b\S*/g,
  /\b\d+ ?[KM]B\b|\b(?=[A-Z/-]*\d)[A-Z\d/-]{2,}\b|\b[A-Z]{1,2}\b/g,
  /\b(UPI|PAN|IFSC|UTR|NGO|FCRA|CSR|DPDP|Act|WCAG|GIGW|OCI|IP|HTTPS|NEFT|RTGS|IMPS|BHIM|PORF)\b/g,
  /\b(PDF|RSS|iCal|JavaScript|OpenStreetMap|Esc|Lighthouse|axe|Google Pay|PhonePe|Paytm)\b/g,
  /\b(Facebook|Instagram|YouTube|LinkedIn)\b/g,
];
/** Only beside Devanagari: "(reduced motion)", “Admission”. */
const GLOSSES = /\([A-Za-z][A-Za-z ]*\)|“[A-Za-z ]+”/g;

const DEVANAGARI = /[\u0900-\u097F]/;

/** The text with Latin letters beyond the allowed ones (English words), or nothing. */
export function englishIn(text: string): string | undefined {
  let rest = DEVANAGARI.test(text) ? text.replace(GLOSSES, ' ') : text;
  for (const allowed of ALLOWED) rest = rest.replace(allowed, ' ');
  return /\p{Script=Latin}/u.test(rest) ? text.replace(/\s+/g, ' ').trim() : undefined;
}

/** The notes that say why a part of a Hindi page is English. */
export const HINDI_NOTES: readonly string[] = [
  hi.frame.cmsNote,
  hi.frame.pageNotTranslated,
  hi.collections.filesNote,
  hi.home.testimonialsNote,
  hi.trust.bank.asTheBankWrites,
  hi.pages.reportNotTranslated,
  hi.pages.postNotTranslated,
];

const ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
const isEnglish = (lang: string) => /^en\b/i.test(lang);

/**
 * What is wrong with the English of one built Hindi page: English text or attributes not marked
 * `lang="en"`, Hindi marked English, an English meta description, English in `main` with no note.
 */
export function unmarkedEnglish(doc: Document): string[] {
  const found: string[] = [];
  let englishInMain = false;
  const visit = (element: Element, lang: string, inMain: boolean) => {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name) ?? '';
      if (isEnglish(lang) && DEVANAGARI.test(value))
        found.push(`Hindi ${name} marked English "${value}"`);
      const english = isEnglish(lang) ? undefined : englishIn(value);
      if (english) found.push(`${name} "${english}"`);
    }
    for (const node of element.childNodes) {
      if (node.nodeType === 1) {
        const child = node as Element;
        if (SKIPPED.has(child.tagName)) continue;
        // An inline SVG picture's own words are part of the picture, as in a JPEG.
        const childLang = child.getAttribute('lang') ?? lang;
        if (child.tagName.toLowerCase() === 'svg') visitAttributes(child, childLang);
        else visit(child, childLang, inMain || child.tagName === 'MAIN');
      } else if (node.nodeType === 3) {
        const text = node.nodeValue ?? '';
        if (isEnglish(lang)) {
          if (DEVANAGARI.test(text)) found.push(`Hindi marked English "${text.trim()}"`);
          else if (inMain && /\p{Script=Latin}/u.test(text)) englishInMain = true;
        } else {
          const english = englishIn(text);
          if (english) found.push(`text "${english}"`);
        }
      }
    }
  };
  const visitAttributes = (element: Element, lang: string) => {
    for (const name of ATTRIBUTES) {
      const english = isEnglish(lang) ? undefined : englishIn(element.getAttribute(name) ?? '');
      if (english) found.push(`${name} "${english}"`);
    }
  };
  visit(doc.body, doc.documentElement.lang, false);
  for (const meta of doc.head.querySelectorAll(
    'meta[name="description"], meta[property$=":description"], meta[property$=":alt"]',
  )) {
    const english = englishIn(meta.getAttribute('content') ?? '');
    if (english)
      found.push(`meta ${meta.getAttribute('name') ?? meta.getAttribute('property')} "${english}"`);
  }
  const main = (doc.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
  if (englishInMain && !HINDI_NOTES.some((note) => main.includes(note))) {
    found.push('English in main, with no Hindi note saying why');
  }
  return found;
}
