/**
 * The content editor at /admin (issue 26), in Chromium against the test build, exactly as a
 * person uses it on `npm start`: open /admin, "Work with Local Repository", change a row of the
 * Our Team table and a paragraph of the Hindi About page, save each; then the files changed on
 * disk (and nothing else), the content schemas, the Hindi-twin rule and Prettier accept them,
 * and a build of that folder shows both changes on /OurTeam and /hi/AboutNgo. Also one large
 * document (Transparency) saved after a one-field change: everything else, and its whole Hindi
 * twin, comes back as it was.
 *
 * Never the real repository: the editor works on a copy of the working tree in a temporary
 * folder (a git repository of its own, as the editor asks for one). The browser's folder picker is
 * answered with that folder (tests/e2e/support/localRepository.ts); everything else is the
 * editor's own code. Also: the editor's headers on Cloudflare's runtime, `noindex`, no CSP
 * violation or console error while editing, and the rest of the site untouched by it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { parse as parseYaml } from 'yaml';
import { EDITOR_DIR, SECURITY_HEADERS, editorHeaders, parsePolicy } from '~/config/securityPolicy';
import { pageSchema, teamMemberSchema } from '~/lib/content/schemas';
import { transparencySchema } from '~/lib/content/trustSchemas';
import { run } from '../../scripts/lib/run';
import { snapshotInto, testBuildEnv } from '../../tools/lib/testBuild';
import { startDemoApi } from '../../demo/demo-api';
import { shapeFixtures, writeFixtures } from '../../demo/lib/dataShapes';
import { DESKTOP, openPage, useBrowser, type WatchedPage } from './support/browser';
import { ROOT, TEST_DIST } from './support/config';
import { serveLocalRepository, type LocalRepository } from './support/localRepository';

const site = inject('siteUrl');
const chrome = useBrowser();

const TRANSPARENCY = 'src/content/transparency.yaml';
const TRANSPARENCY_HI = 'src/content/transparency.hi.yaml';
const TEAM = 'src/content/team.yaml';
const TEAM_HI = 'src/content/team.hi.yaml';
const ABOUT = 'src/content/pages/about.md';
const ABOUT_HI = 'src/content/pages/about.hi.md';

/** What the test types: a new designation for row 2, a new first paragraph for the Hindi page. */
const NEW_DESIGNATION = 'Deputy Director (Programmes)';
const NEW_PARAGRAPH = 'पिलर आउटरीच फ़ाउंडेशन उत्तर भारत में महिलाओं और युवाओं के साथ काम करता है।';
const NEW_LEAD = 'Our registrations, our money and who holds us to account, in one place.';

let work: string;
let repo: string;
let realFiles: Record<string, string>;

const read = (path: string, base = repo) => readFileSync(join(base, path), 'utf8');

/** Front matter and body of a Markdown file. */
function markdown(text: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error('no front matter');
  return { data: parseYaml(match[1]!) as unknown, body: match[2]! };
}

/** Paragraphs of a Markdown body, each joined onto one line. */
const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });

beforeAll(async () => {
  realFiles = Object.fromEntries(
    [TEAM, TEAM_HI, ABOUT, ABOUT_HI, TRANSPARENCY, TRANSPARENCY_HI].map((path) => [
      path,
      read(path, ROOT),
    ]),
  );
  // A copy of the working tree (tracked and new files, not ignored ones): what the editor would
  // see on this machine, without ever touching it.
  work = mkdtempSync(join(tmpdir(), 'porf-editor-'));
  repo = join(work, 'site');
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    cpSync(join(ROOT, file), join(repo, file));
  }
  // The build of the copy uses the project's packages and, in node_modules, Astro's cache of
  // optimised pictures and the editor's bundle: it pays only for the pages.
  symlinkSync(join(ROOT, 'node_modules'), join(repo, 'node_modules'), 'dir');
  // Never the committed snapshot (a build of it spent 250 s of CI encoding its pictures): the
  // edits are in content files, so the build takes the API's data in the "empty" shape.
  rmSync(join(repo, 'src', 'data'), { recursive: true, force: true });
  writeFixtures(join(work, 'fixtures'), shapeFixtures('empty'));
  const api = await startDemoApi({
    port: 0,
    dataDir: join(work, 'api-data'),
    fixturesDir: join(work, 'fixtures'),
    quiet: true,
  });
  try {
    await snapshotInto(repo, api.url);
  } finally {
    await api.close();
  }
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site as the test found it');
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('/admin on the host', () => {
  it('gets the editor’s own policy and noindex; every other path keeps the site’s headers', async () => {
    const editor = await fetch(`${site}/${EDITOR_DIR}/`);
    expect(editor.status).toBe(200);
    const { headers } = editorHeaders();
    expect(editor.headers.get('content-security-policy')).toBe(headers['Content-Security-Policy']);
    expect(editor.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(editor.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await editor.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const config = await fetch(`${site}/${EDITOR_DIR}/config.yml`);
    expect(config.headers.get('content-security-policy')).toBe(headers['Content-Security-Policy']);

    for (const path of ['/', '/OurTeam', '/hi/AboutNgo', '/no-such-page']) {
      const answer = await fetch(site + path);
      const policy = parsePolicy(answer.headers.get('content-security-policy') ?? '');
      // The site's own policy: scripts by hash only (styles: each page's meta keeps it to its own
      // inline rules, src/integrations/criticalCss.ts), and none of the editor's GitHub origins.
      expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(policy.get('img-src'), path).not.toContain('https://avatars.githubusercontent.com');
      expect(policy.get('connect-src'), path).not.toContain('https://api.github.com');
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(answer.headers.get('cross-origin-opener-policy'), path).toBe(
        SECURITY_HEADERS['Cross-Origin-Opener-Policy'],
      );
      expect(answer.headers.get('x-robots-tag'), path).toBeNull();
    }
  });

  it('is in no sitemap and linked from no page of the site', () => {
    expect(read('sitemap-0.xml', TEST_DIST)).not.toMatch(new RegExp(`/${EDITOR_DIR}\\b`));
    for (const page of ['index.html', 'OurTeam.html', 'hi/AboutNgo.html', '404.html']) {
      expect(read(page, TEST_DIST), page).not.toMatch(new RegExp(`/${EDITOR_DIR}[/"]`));
    }
  });
});

// The editor reads the whole content folder and every picture when it opens: a busy two-core
// machine needs more than the default minute for a step.
describe(
  'editing the Our Team table and the Hindi About page in /admin',
  { timeout: 180_000 },
  () => {
    let watched: WatchedPage;
    let disk: LocalRepository;
    const violations: string[] = [];

    beforeAll(async () => {
      watched = await openPage(chrome.browser, { viewport: DESKTOP });
      const { page } = watched;
      // GitHub's status, which the editor checks before signing in: this machine is offline.
      await page.route('https://www.githubstatus.com/**', (route) =>
        route.fulfill({ json: { status: { indicator: 'none' } } }),
      );
      disk = await serveLocalRepository(page, repo);
      await page.exposeFunction('__porfViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __porfViolation(t: string): void }).__porfViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
    });
    afterAll(async () => {
      await watched?.context.close();
    });

    /** The editor's own waits (loading an entry, saving) can take seconds on a busy machine. */
    const UI = { timeout: 30_000 };

    /** Waits until the editor has written `paths` to disk. */
    const written = (...paths: string[]) =>
      expect.poll(() => paths.every((p) => disk.writes.includes(p)), UI).toBe(true);

    /** Opens the collection `name`: saving closed the entry, so the sidebar works again. */
    async function openCollection(name: string) {
      const { page } = watched;
      await expect
        .poll(() => page.getByRole('button', { name: 'Cancel Editing' }).count(), UI)
        .toBe(0);
      await page.getByRole('treeitem', { name, exact: true }).click();
    }

    it('opens on the local repository with every collection listed', async () => {
      const { page } = watched;
      await page.goto(`${site}/${EDITOR_DIR}/`);
      await page.getByRole('button', { name: 'Work with Local Repository' }).click();
      for (const label of [
        'Page texts',
        'About us',
        'Centres and programmes',
        'Home page',
        'Trust pages',
        'Camp reports',
        'Blog posts',
      ]) {
        await expect
          .poll(() => page.getByRole('treeitem', { name: label, exact: true }).count(), {
            timeout: 60_000,
          })
          .toBe(1);
      }
    });

    it('changes a row of the Our Team table (English beside Hindi) and saves it to team.yaml', async () => {
      const { page } = watched;
      await page.getByRole('treeitem', { name: 'About us', exact: true }).click();
      await page.getByRole('row', { name: 'Our Team', exact: true }).click();
      const english = page.locator('[data-locale="en"][data-mode="edit"]');
      const hindi = page.locator('[data-locale="hi"][data-mode="edit"]');
      // Both languages side by side, each from its own file.
      await expect
        .poll(() => hindi.locator('[data-key-path="rows.1.name"] input').inputValue(), UI)
        .toBe('सिस्टर लविना फ़र्नांडिस');
      const designation = english.locator('[data-key-path="rows.1.designation"] input');
      expect(await designation.inputValue()).toBe('Assistant Director');
      await designation.fill(NEW_DESIGNATION);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await written(TEAM, TEAM_HI);

      const before = parseYaml(realFiles[TEAM]!) as { name: string; designation: string }[];
      const after = parseYaml(read(TEAM)) as typeof before;
      expect(after).toEqual(
        before.map((row, i) => (i === 1 ? { ...row, designation: NEW_DESIGNATION } : row)),
      );
      // The Hindi twin is saved with it, its rows unchanged.
      expect(parseYaml(read(TEAM_HI))).toEqual(parseYaml(realFiles[TEAM_HI]!));
    });

    it('changes a paragraph of the Hindi About page and saves it to about.hi.md', async () => {
      const { page } = watched;
      await openCollection('Page texts');
      await page
        .getByRole('row')
        .filter({ has: page.getByText('about', { exact: true }) })
        .click();
      const text = page.locator('[data-locale="hi"][data-mode="edit"] [contenteditable="true"]');
      const first = text.locator('p').first();
      await expect.poll(() => first.innerText(), UI).toMatch(/^पिलर आउटरीच फ़ाउंडेशन एक कैथोलिक/);
      // Select the whole paragraph (its source spans three wrapped lines) and type over it.
      await first.click();
      await first.evaluate((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
      });
      await page.keyboard.insertText(NEW_PARAGRAPH);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await written(ABOUT, ABOUT_HI);

      const before = markdown(realFiles[ABOUT_HI]!);
      const after = markdown(read(ABOUT_HI));
      expect(after.data).toEqual(before.data);
      expect(paragraphs(after.body)).toEqual([NEW_PARAGRAPH, ...paragraphs(before.body).slice(1)]);
      // The English page is saved with it, unchanged.
      const english = markdown(read(ABOUT));
      expect(english.data).toEqual(markdown(realFiles[ABOUT]!).data);
      expect(paragraphs(english.body)).toEqual(paragraphs(markdown(realFiles[ABOUT]!).body));
    });

    it('saves a large document with its Hindi twin intact (Transparency: groups, lists, dates, facts)', async () => {
      const { page } = watched;
      await openCollection('Trust pages');
      await page.getByRole('row', { name: 'Transparency', exact: true }).click();
      const lead = page.locator(
        '[data-locale="en"][data-mode="edit"] [data-key-path="lead"] input',
      );
      await expect.poll(() => lead.inputValue(), UI).toMatch(/^Our registrations/);
      await lead.fill(NEW_LEAD);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await written(TRANSPARENCY, TRANSPARENCY_HI);
      // Only the lead changed; every registration, amount, date, PDF and the whole Hindi file as they
      // were (the editor may order keys as the schema does).
      const before = parseYaml(realFiles[TRANSPARENCY]!) as Record<string, unknown>;
      expect(parseYaml(read(TRANSPARENCY))).toEqual({ ...before, lead: NEW_LEAD });
      expect(parseYaml(read(TRANSPARENCY_HI))).toEqual(parseYaml(realFiles[TRANSPARENCY_HI]!));
      expect(transparencySchema.safeParse(parseYaml(read(TRANSPARENCY))).success).toBe(true);
    });

    it('changed those six files only, ran with no CSP violation or error, and left the real files alone', async () => {
      const changed = git('status', '--porcelain')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3));
      expect(changed.sort()).toEqual(
        [ABOUT, ABOUT_HI, TEAM_HI, TEAM, TRANSPARENCY, TRANSPARENCY_HI].sort(),
      );
      expect(violations).toEqual([]);
      expect(watched.pageErrors).toEqual([]);
      expect(watched.consoleErrors).toEqual([]);
      for (const [path, text] of Object.entries(realFiles))
        expect(read(path, ROOT), path).toBe(text);
    });

    it('saved files the schemas, the Hindi-twin rule and Prettier accept', async () => {
      const rows = parseYaml(read(TEAM)) as unknown[];
      for (const row of rows) expect(teamMemberSchema.safeParse(row).success).toBe(true);
      expect((parseYaml(read(TEAM_HI)) as unknown[]).length).toBe(rows.length);
      const image = () => z.string();
      const about = pageSchema({ image } as unknown as SchemaContext);
      expect(about.safeParse(markdown(read(ABOUT_HI)).data).success).toBe(true);
      // `npm run check` runs Prettier over src/content: a save must not turn CI red.
      await run(
        'npx',
        ['prettier', '--check', TEAM, TEAM_HI, ABOUT, ABOUT_HI, TRANSPARENCY, TRANSPARENCY_HI],
        {
          cwd: repo,
          quiet: true,
        },
      );
    });

    it('shows both changes on /OurTeam and /hi/AboutNgo after a build of that folder', async () => {
      const out = join(work, 'dist');
      // The build checks every content file against its schema and stops on any mistake.
      await run('npx', ['astro', 'build', '--outDir', out], {
        cwd: repo,
        env: testBuildEnv(),
        quiet: true,
      });
      const team = new JSDOM(read('OurTeam.html', out)).window.document;
      const row = [...team.querySelectorAll('tr')].find((tr) =>
        tr.textContent?.includes('Sr. Lavina Fernandes'),
      );
      expect(row?.querySelector('td:last-child')?.textContent).toBe(NEW_DESIGNATION);
      const about = new JSDOM(read('hi/AboutNgo.html', out)).window.document;
      const texts = [...about.querySelectorAll('main p')].map((p) => p.textContent?.trim());
      expect(texts).toContain(NEW_PARAGRAPH);
      expect(about.querySelector('main')?.textContent).not.toMatch(/एक कैथोलिक मिशनरी संस्था/);
    }, 300_000);
  },
);
