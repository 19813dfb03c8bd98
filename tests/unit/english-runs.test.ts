/**
 * The check tests/e2e/hindi.test.ts runs over every built Hindi page (tests/e2e/support/
 * englishRuns.ts), on pages made here: it fails on each kind of English a Hindi reader would meet
 * unmarked or unexplained, and lets pass what may stay Latin.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hi } from '~/i18n/hi';
import { englishIn, unmarkedEnglish } from '../e2e/support/englishRuns';

/** A Hindi page with `body` in its main part (and `head` in its head). */
const page = (body: string, head = '<meta name="description" content="फ़ोटो गैलरी।">') =>
  new JSDOM(`<html lang="hi"><head>${head}</head><body><main>${body}</main></body></html>`).window
    .document;

describe('English on a Hindi page', () => {
  it('passes Hindi, marked English with its note, and what may stay Latin', () => {
    const ok = page(`
      <p class="in-english-note">${hi.frame.cmsNote}</p>
      <h2 lang="en">Christmas celebration 2026</h2>
      <p>हमें info@porf.example.org पर लिखें, UPI आईडी pilaroutreach@examplebank, PAN AABAP4321K,
        IFSC SBIN0001234, 80G और 12A, (PDF, अंग्रेज़ी में, 12 KB), श्रेणी A, WCAG 2.1 AA।</p>
      <p>कम हलचल (reduced motion) चुनें; फ़ॉर्म “Admission” प्रकार से जाता है।</p>
      <img alt="फ़ोटो 1 (कुल 5)" src="a.jpg">
      <svg role="img" aria-label="दिल्ली का बैज"><text>Delhi</text></svg>
      <script>const english = 'not text';</script>`);
    expect(unmarkedEnglish(ok)).toEqual([]);
  });

  it('fails on API text left unmarked, in text, attributes and the meta description', () => {
    const doc = page(
      `<h3><a href="/News">Independence Day 2026</a></h3>
       <span class="visually-hidden">: Annual report published</span>
       <img alt="फ़ोटो 1 (कुल 5): Christmas 2024" src="a.jpg">
       <ul aria-label="Photos of the flood-relief work"></ul>
       <p>फ़ोटो: Christmas 2024</p>`,
      '<meta name="description" content="Flag hoisting at the Dwarka campus.">',
    );
    expect(unmarkedEnglish(doc)).toEqual([
      'text "Independence Day 2026"',
      'text ": Annual report published"',
      'alt "फ़ोटो 1 (कुल 5): Christmas 2024"',
      'aria-label "Photos of the flood-relief work"',
      'text "फ़ोटो: Christmas 2024"',
      'meta description "Flag hoisting at the Dwarka campus."',
    ]);
  });

  it('fails on Hindi marked English, and on marked English with no Hindi note', () => {
    const doc = page(`<h2 lang="en"><a href="x">A video<span> (वीडियो, नए टैब में खुलेगा)</span></a></h2>
      <figure lang="en"><img alt="फ़ाउंडेशन को मिला एक पुरस्कार" src="a.jpg"></figure>`);
    expect(unmarkedEnglish(doc)).toEqual([
      'Hindi marked English "(वीडियो, नए टैब में खुलेगा)"',
      'Hindi alt marked English "फ़ाउंडेशन को मिला एक पुरस्कार"',
      'English in main, with no Hindi note saying why',
    ]);
  });

  it('takes out only the allowed parts of a text', () => {
    expect(englishIn('UPI ऐप (BHIM, Google Pay, PhonePe, Paytm)')).toBeUndefined();
    expect(englishIn('Uttar Pradesh')).toBe('Uttar Pradesh');
    expect(englishIn('UPI ID pilaroutreach@examplebank')).toBeUndefined();
    expect(englishIn('(old tax regime)')).toBe('(old tax regime)');
    expect(englishIn('पुरानी कर व्यवस्था (old tax regime)')).toBeUndefined();
  });
});
