/**
 * Hindi twins of the content files (`team.hi.yaml` beside `team.yaml`, `camps/x.hi.md` beside
 * `camps/x.md`, README "Languages"): the same shape as the English file (same keys, lists of the
 * same length) and the same values wherever a value is not words: every number, yes/no, date,
 * registration number, code, picture and link; in a story's text, the same figures written in
 * digits. The figures are samples the foundation will replace; a twin that kept an old amount
 * or lost a centre would tell Hindi readers something else than English readers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { FIXED_KEYS, WORDS_ONLY, WORDS_PATHS } from '~/lib/content/twins';

const CONTENT = join(process.cwd(), 'src/content');

// Which keys hold facts rather than words: src/lib/content/twins.ts (the editor at /admin uses
// the same rules to copy those fields from English).

/** Where the twin differs from the English file in shape or in a value that is not words. */
function differences(en: unknown, hi: unknown, path: string, key = ''): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return [`${path}: not a list`];
    if (hi.length !== en.length) return [`${path}: ${hi.length} entries, English has ${en.length}`];
    return en.flatMap((item, index) => differences(item, hi[index], `${path}[${index}]`, key));
  }
  if (en !== null && typeof en === 'object') {
    if (hi === null || typeof hi !== 'object' || Array.isArray(hi)) return [`${path}: not a map`];
    const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
    return [...keys].flatMap((child) => {
      const here = path ? `${path}.${child}` : child;
      if (!(child in en)) return [`${here}: not in the English file`];
      if (!(child in hi)) return [`${here}: missing`];
      if (WORDS_ONLY.has(child)) return shapeOnly(en[child as never], hi[child as never], here);
      return differences(en[child as never], hi[child as never], here, child);
    });
  }
  const fixed =
    typeof en !== 'string' ||
    (FIXED_KEYS.has(key) && !WORDS_PATHS.some((words) => words.test(path))) ||
    /^\d{4}-\d{2}-\d{2}$/.test(en) ||
    en.startsWith('/documents/');
  return fixed && en !== hi
    ? [`${path}: ${JSON.stringify(hi)}, English has ${JSON.stringify(en)}`]
    : [];
}

/** Same keys and list lengths, any words. */
function shapeOnly(en: unknown, hi: unknown, path: string): string[] {
  if (en !== null && typeof en === 'object' && !Array.isArray(en)) {
    if (hi === null || typeof hi !== 'object') return [`${path}: not a map`];
    const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
    return [...keys].flatMap((child) =>
      child in en && child in hi
        ? shapeOnly(en[child as never], hi[child as never], `${path}.${child}`)
        : [`${path}.${child}: ${child in en ? 'missing' : 'not in the English file'}`],
    );
  }
  return typeof hi === typeof en ? [] : [`${path}: ${typeof hi}, English has ${typeof en}`];
}

const twins = readdirSync(CONTENT).filter((name) => name.endsWith('.hi.yaml'));
const read = (name: string) => parseYaml(readFileSync(join(CONTENT, name), 'utf8')) as unknown;

/** Front matter and text of a Markdown file of src/content. */
function markdown(path: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(
    readFileSync(join(CONTENT, path), 'utf8'),
  );
  if (!match) throw new Error(`${path} has no front matter`);
  return { data: parseYaml(match[1]!) as unknown, body: match[2]! };
}

/** The figures a text writes in digits (`140`, `9,40,927`, `2019`), in order. */
const figures = (text: string) =>
  (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/,/g, ''));

/** Where a story's twin differs from the English story: front matter as above, figures in the text. */
function storyDifferences(
  en: { data: unknown; body: string },
  hi: { data: unknown; body: string },
) {
  const found = differences(en.data, hi.data, '');
  const [ours, theirs] = [figures(en.body), figures(hi.body)];
  if (ours.join(' ') !== theirs.join(' '))
    found.push(
      `text: figures ${theirs.join(', ') || 'none'}, English has ${ours.join(', ') || 'none'}`,
    );
  return found;
}

/** The stories (camp reports, blog posts), each with its Hindi twin: `camps/x.md` -> `camps/x.hi.md`. */
const STORY_FOLDERS = ['camps', 'blog'];
const stories = STORY_FOLDERS.flatMap((folder) =>
  readdirSync(join(CONTENT, folder))
    .filter((name) => name.endsWith('.md') && !name.endsWith('.hi.md'))
    .map((name) => `${folder}/${name}`),
);

describe('Hindi twins of the content files', () => {
  it('exist for the trust pages, the centre pages, the creative hub and the sponsors', () => {
    for (const name of [
      'transparency',
      'donate',
      'privacy',
      'accessibility',
      'outreach-centres',
      'skill-centres',
      'skill-programmes',
      'healthcare',
      'creative-hub',
      'sponsors',
    ]) {
      expect(twins, name).toContain(`${name}.hi.yaml`);
    }
  });

  // A Hindi page shows a file without its twin in English (the build warns); for a table or a
  // page's labels that would mix English rows into Hindi ones, so every YAML file has its twin.
  it('exist for every YAML file', () => {
    const english = readdirSync(CONTENT).filter((name) => /(?<!\.hi)\.yaml$/.test(name));
    expect(english.length).toBeGreaterThan(15);
    const missing = english.filter((name) => !twins.includes(name.replace(/\.yaml$/, '.hi.yaml')));
    expect(missing, 'YAML files without a .hi.yaml twin').toEqual([]);
  });

  for (const twin of twins) {
    const english = twin.replace(/\.hi\.yaml$/, '.yaml');
    it(`${twin} has the shape, numbers, dates, codes and files of ${english}`, () => {
      expect(differences(read(english), read(twin), '')).toEqual([]);
    });
  }

  it('exist for every camp report and blog post', () => {
    expect(stories.length).toBeGreaterThanOrEqual(12);
    const missing = stories.filter((story) => {
      try {
        return !readFileSync(join(CONTENT, story.replace(/\.md$/, '.hi.md')));
      } catch {
        return true;
      }
    });
    expect(missing, 'stories without a .hi.md twin').toEqual([]);
  });

  for (const story of stories) {
    const twin = story.replace(/\.md$/, '.hi.md');
    it(`${twin} has the date, photos and figures of ${story}`, () => {
      expect(storyDifferences(markdown(story), markdown(twin))).toEqual([]);
    });
  }

  it('notice a story whose twin changed a figure, a date or a photo, or translated a file name', () => {
    const en = {
      data: { date: '2025-07-19', place: 'Alwar', photos: [{ src: '../a.jpg', alt: 'A tree' }] },
      body: 'They planted 350 saplings; 301 were alive after the rains.',
    };
    const hi = {
      data: { date: '2025-07-19', place: 'अलवर', photos: [{ src: '../a.jpg', alt: 'एक पेड़' }] },
      body: 'उन्होंने 350 पौधे लगाए; बारिश के बाद 301 ज़िंदा थे।',
    };
    expect(storyDifferences(en, hi)).toEqual([]);
    expect(
      storyDifferences(en, {
        data: { ...hi.data, date: '2025-07-20', photos: [{ src: '../b.jpg', alt: 'एक पेड़' }] },
        body: 'उन्होंने 350 पौधे लगाए; बारिश के बाद 310 ज़िंदा थे।',
      }),
    ).toEqual([
      'date: "2025-07-20", English has "2025-07-19"',
      'photos[0].src: "../b.jpg", English has "../a.jpg"',
      'text: figures 350, 310, English has 350, 301',
    ]);
    // A post's `role` is its author's job, in words; a governing-body row's `role` is a fact.
    expect(differences({ role: 'Field Officer' }, { role: 'फ़ील्ड अधिकारी' }, '')).toEqual([]);
    expect(differences([{ role: 'President' }], [{ role: 'अध्यक्ष' }], '')).toEqual([
      '[0].role: "अध्यक्ष", English has "President"',
    ]);
  });

  it('notice a changed amount, a lost row and a translated state', () => {
    const en = { years: [{ year: '2025-26', income: 17894460 }], state: 'Delhi', text: 'Hello' };
    expect(
      differences(
        en,
        { years: [{ year: '2025-26', income: 17894461 }], state: 'दिल्ली', text: 'नमस्ते' },
        '',
      ),
    ).toEqual([
      'years[0].income: 17894461, English has 17894460',
      'state: "दिल्ली", English has "Delhi"',
    ]);
    expect(differences(en, { ...en, years: [] }, '')).toEqual(['years: 0 entries, English has 1']);
  });
});
