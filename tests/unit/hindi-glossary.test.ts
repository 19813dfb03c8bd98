/**
 * One glossary for all the Hindi of the site: the table in src/content/README.md ("Hindi") names
 * each term and the variants that must not appear. Every Hindi string is read (the dictionary
 * src/i18n/hi.ts, every `*.hi.md` and `*.hi.yaml` content file, Hindi in the code of src/) and
 * the test fails on a forbidden variant or a Latin full stop ending Hindi prose, naming the file
 * and the line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const README = 'src/content/README.md';

/** One row of the glossary: the chosen word(s) and the variants it forbids. */
export interface GlossaryTerm {
  english: string;
  /** Every form of the chosen word (`ख़बर / ख़बरें / ख़बरों`). */
  chosen: string[];
  /** Words or phrases that must not appear. */
  not: string[];
}

const nfc = (text: string) => text.normalize('NFC');

/** The glossary table of the README's Hindi section: `| English | हिन्दी | Not |`. */
export function readGlossary(markdown: string): GlossaryTerm[] {
  const section = markdown.slice(markdown.indexOf('## Hindi'));
  const lines = section.split('\n');
  const header = lines.findIndex((line) => /^\|\s*English\s*\|.*\|\s*Not\s*\|\s*$/.test(line));
  if (header < 0) throw new Error(`${README}: no glossary table "| English | हिन्दी | Not |"`);
  const terms: GlossaryTerm[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [english = '', chosen = '', not = ''] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    terms.push({
      english,
      chosen: chosen
        .split('/')
        .map((w) => nfc(w.trim()))
        .filter(Boolean),
      not: not
        .split(',')
        .map((w) => nfc(w.trim()))
        .filter(Boolean),
    });
  }
  return terms;
}

/** A piece of Hindi text and where it is. */
interface Piece {
  file: string;
  line: number;
  text: string;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** String literals of a line of code ('...', "...", `...`), without their quotes. */
function literals(line: string): string[] {
  return [...line.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
}

/** The Hindi a reader can see in a file: content lines but comments; in code, its strings. */
export function hindiPieces(file: string, source: string): Piece[] {
  const code = /\.(ts|tsx|astro)$/.test(file);
  const pieces: Piece[] = [];
  source.split('\n').forEach((raw, index) => {
    if (!DEVANAGARI.test(raw)) return;
    const trimmed = raw.trim();
    if (code) {
      if (/^(\/\/|\/\*|\*)/.test(trimmed)) return;
      const strings = literals(raw).filter((s) => DEVANAGARI.test(s));
      // Text between the tags of an .astro template has no quotes: the line is the text.
      const texts = strings.length > 0 ? strings : [raw.replace(/<[^>]*>/g, ' ')];
      for (const text of texts) pieces.push({ file, line: index + 1, text });
    } else {
      if (trimmed.startsWith('#') && !file.endsWith('.md')) return;
      if (/^#\s/.test(trimmed) && file.endsWith('.md') && !inBody(source, index)) return;
      pieces.push({ file, line: index + 1, text: raw });
    }
  });
  return pieces;
}

/** Whether line `index` of a Markdown file is in its body (after the front matter). */
function inBody(source: string, index: number): boolean {
  const lines = source.split('\n');
  if (lines[0] !== '---') return true;
  const end = lines.indexOf('---', 1);
  return index > end;
}

const LETTER = '[\\p{L}\\p{M}\\p{N}]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Abbreviations whose full stop is not the end of a sentence. */
const ABBREVIATIONS = new Set(['डॉ', 'Dr', 'Sr', 'Fr', 'St', 'Mr', 'Mrs', 'Ms', 'Rs', 'No']);

/** What is wrong in one piece of Hindi: forbidden variants, then Latin full stops. */
export function problems(piece: Piece, glossary: GlossaryTerm[]): string[] {
  const where = `${piece.file}:${piece.line}`;
  const found: string[] = [];
  // Chosen words that hold a forbidden one are taken out first: "मुख्य समाचार" is right where
  // "समाचार" alone is not.
  let text = nfc(piece.text);
  const forbidden = glossary.flatMap((term) => term.not);
  const chosen = glossary
    .flatMap((term) => term.chosen)
    .filter((word) => forbidden.some((variant) => word.includes(variant)))
    .sort((a, b) => b.length - a.length);
  for (const word of chosen) text = text.replaceAll(word, ' ✓ ');
  for (const term of glossary) {
    for (const variant of term.not) {
      const pattern = new RegExp(`(?<!${LETTER})${escape(variant)}(?!${LETTER})`, 'u');
      if (pattern.test(text))
        found.push(
          `${where}: "${variant}" (glossary, ${term.english}: ${term.chosen.join(' / ')})`,
        );
    }
  }
  for (const match of piece.text.matchAll(/([\p{L}\p{M}]*)\.(?=\s|$|["'”’)\]`])/gu)) {
    const word = match[1] ?? '';
    const before = piece.text.slice(0, match.index);
    if (
      ABBREVIATIONS.has(word) ||
      before.endsWith('.') ||
      piece.text[match.index + word.length + 1] === '.'
    )
      continue;
    // Hindi prose: Devanagari near the stop, before it or after it ('{name}. सर्वाधिकार').
    const end = match.index + word.length + 1;
    if (!DEVANAGARI.test(before.slice(-40) + word + piece.text.slice(end, end + 40))) continue;
    const context = piece.text.slice(Math.max(0, match.index - 30), match.index + word.length + 2);
    found.push(`${where}: Latin full stop in Hindi, use "।": "…${context.trim()}"`);
  }
  return found;
}

/** Every file under `dir` (relative to the project) whose name passes `keep`. */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => keep(path))
    .sort();
}

const glossary = readGlossary(readFileSync(join(ROOT, README), 'utf8'));

describe('the Hindi glossary', () => {
  it('is a table of terms, each with its chosen words', () => {
    expect(glossary.length).toBeGreaterThan(30);
    for (const term of glossary) expect(term.chosen.length, term.english).toBeGreaterThan(0);
    expect(glossary.find((t) => t.english === 'photo')?.not).toContain('तस्वीरें');
  });

  const sources = [
    'src/i18n/hi.ts',
    ...files('src/content', (path) => /\.hi\.(md|yaml)$/.test(path)),
    ...files('src', (path) => /\.(ts|tsx|astro)$/.test(path) && !path.endsWith('i18n/hi.ts')),
  ];

  it('reads the dictionary, every Hindi content file and the Hindi in the code', () => {
    expect(sources).toContain('src/content/camps/2025-07-tree-plantation-alwar.hi.md');
    expect(sources).toContain('src/content/privacy.hi.yaml');
    expect(sources).toContain('src/config/site.ts');
    expect(sources.filter((file) => file.includes('.hi.')).length).toBeGreaterThan(40);
  });

  it('holds in every Hindi string of the site', () => {
    const found = sources.flatMap((file) =>
      hindiPieces(relative(ROOT, join(ROOT, file)), readFileSync(join(ROOT, file), 'utf8')).flatMap(
        (piece) => problems(piece, glossary),
      ),
    );
    expect(found).toEqual([]);
  });

  it('catches a forbidden variant and a Latin full stop, naming the file and the line', () => {
    const yaml = [
      '# टिप्पणी में तस्वीरें चलेंगी.',
      'caption: बारिश से पहले की तस्वीरें',
      'text: मुख्य समाचार और ख़बरें, डॉ. मीनाक्षी राव',
      'lead: हम 9.30 बजे खुलते हैं, name@example.org पर लिखें।',
      'note: फ़ाउंडेशन. सर्वाधिकार सुरक्षित।',
      'about: Open in OpenStreetMap. Then close.',
    ].join('\n');
    expect(hindiPieces('x.hi.yaml', yaml).flatMap((piece) => problems(piece, glossary))).toEqual([
      'x.hi.yaml:2: "तस्वीरें" (glossary, photo: फ़ोटो)',
      'x.hi.yaml:5: Latin full stop in Hindi, use "।": "…note: फ़ाउंडेशन."',
    ]);
    const code = [
      "  rights: 'सर्वाधिकार सुरक्षित.', // कोई बाकी नहीं.",
      "  x: 'ख़बर लेते हैं'",
      "  copyright: '© {year} {name}. सर्वाधिकार सुरक्षित।',",
    ].join('\n');
    expect(hindiPieces('y.ts', code).flatMap((piece) => problems(piece, glossary))).toEqual([
      'y.ts:1: Latin full stop in Hindi, use "।": "…सर्वाधिकार सुरक्षित."',
      'y.ts:2: "ख़बर लेते" (glossary, look in on someone: हालचाल लेना)',
      'y.ts:3: Latin full stop in Hindi, use "।": "…© {year} {name}."',
    ]);
  });
});
