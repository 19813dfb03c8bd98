/**
 * CMS HTML made quiet to parse under the site's CSP.
 *
 * Imported by browser code: keep it small (no dependencies).
 *
 * Chromium applies the page's Content Security Policy even to documents it only parses and never
 * shows (DOMParser, `<template>`): a `style="..."` attribute, a `<style>` element or a `<base>` in
 * CMS text is reported as a CSP violation (a console error, and a report if reporting is ever
 * switched on) although nothing is applied. Rich-text editors write `style` attributes all the
 * time, so every live refresh would log errors. Taking these out of the text before parsing avoids
 * that. This is not a security boundary: the sanitiser (./sanitize.ts) is, and it drops the same
 * things anyway.
 */

const STYLE_ELEMENT = /<style\b[\s\S]*?<\/style\s*>/gi;
const STYLE_OR_BASE_TAG = /<\/?(?:style|base)\b[^>]*>/gi;
/** A `style` attribute inside a start tag (`data-style` and text outside tags are left alone). */
const STYLE_ATTRIBUTE = /(<[a-z][^>]*?)\s+style\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/** `html` without `<style>` elements, `<base>` tags and `style` attributes. */
export function withoutParseTimeViolations(html: string): string {
  let out = html.replace(STYLE_ELEMENT, '').replace(STYLE_OR_BASE_TAG, '');
  // One pass removes one `style` per tag; repeat for tags that carry several.
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(STYLE_ATTRIBUTE, '$1');
  }
  return out;
}
