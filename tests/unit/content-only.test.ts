/**
 * The content-only rule (tools/lib/contentPaths.ts, applied by tools/content-only.ts): a push that
 * changed only editable content skips the browser tests, so a code change must never pass for
 * content. Checked on every file of this repository, on names chosen to trick it, on real commits
 * in a repository of this test's own (the comparison with the last commit that passed every test,
 * renames and unknown commits), and against the editor's own list of files and upload folders.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EDITOR_COLLECTIONS } from '~/lib/editor/collections';
import { changedSince, decide, record } from '../../tools/content-only';
import { CONTENT_PATHS, isContentOnly, isContentPath } from '../../tools/lib/contentPaths';
import { CONTENT_TESTS } from '../../tools/test-content';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('which paths are content', () => {
  it('takes no file of this repository for content but the content files and their pictures', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    expect(tracked.length).toBeGreaterThan(100);
    const content = tracked.filter(isContentPath);
    for (const file of content) {
      expect(file, file).toMatch(
        /^src\/content\/.+\.(md|yaml)$|^src\/assets\/.+\.(jpg|jpeg|png|webp|avif|gif|svg)$/,
      );
    }
    for (const file of tracked.filter((f) => !content.includes(f))) {
      expect(file, file).not.toMatch(/^src\/content\/.+\.(md|yaml)$/);
    }
    // Code of every kind stays code, wherever it sits.
    const code = tracked.filter((f) => /\.(ts|tsx|astro|mjs|js|json|css|yml|html)$/.test(f));
    expect(code.length).toBeGreaterThan(100);
    for (const file of code) expect(isContentPath(file), file).toBe(false);
  });

  it('is not fooled by names next to, inside or shaped like content', () => {
    for (const path of [
      'src/content.config.ts',
      'src/content/x.ts',
      'src/content/team.yaml.ts',
      'src/content/pages/about.md/index.ts',
      'src/content/../lib/routes.md',
      './src/content/team.yaml',
      '/src/content/team.yaml',
      'src//content/team.yaml',
      'src\\content\\team.yaml',
      '"src/content/caf\\303\\251.md"',
      'src/Content/team.yaml',
      'src/lib/content/schemas.ts',
      'src/lib/editor/collections.ts',
      'src/assets/slides/slide.jpg.ts',
      'src/assets/README.md',
      'src/pages/AboutNgo.astro',
      'public/documents/transparency/2025-26/audit.pdf',
      'tools/lib/contentPaths.ts',
      '.github/workflows/publish.yml',
      'package.json',
      'package-lock.json',
      'astro.config.mjs',
      'src/data/snapshot/news.json',
    ]) {
      expect(isContentPath(path), path).toBe(false);
    }
    for (const path of [
      'src/content/team.yaml',
      'src/content/team.hi.yaml',
      'src/content/pages/about.hi.md',
      'src/content/camps/2027-01-new-camp.md',
      'src/assets/camps/new-camp-1.jpg',
      'src/assets/sponsors/new-sponsor.svg',
    ]) {
      expect(isContentPath(path), path).toBe(true);
    }
  });

  it('calls a change content only when every file is content, and no files not proven', () => {
    expect(isContentOnly(['src/content/team.yaml', 'src/content/team.hi.yaml'])).toBe(true);
    expect(isContentOnly(['src/content/team.yaml', 'src/lib/routes.ts'])).toBe(false);
    expect(isContentOnly(['src/assets/slides/a.jpg', 'package.json'])).toBe(false);
    expect(isContentOnly([])).toBe(false);
  });

  it('covers every file the editor at /admin saves and every folder it uploads into', () => {
    const saved: string[] = [];
    for (const collection of EDITOR_COLLECTIONS) {
      if (collection.kind === 'folder') {
        saved.push(`${collection.folder}/new-entry.md`, `${collection.folder}/new-entry.hi.md`);
        saved.push(`src/assets/${collection.media.folder}/upload.jpg`);
      } else {
        for (const file of collection.files) {
          saved.push(file.file, file.file.replace(/\.(ya?ml|md)$/, '.hi.$1'));
          if (file.media) saved.push(`src/assets/${file.media.folder}/upload.png`);
        }
      }
    }
    expect(saved.length).toBeGreaterThan(40);
    for (const path of saved) expect(isContentPath(path), path).toBe(true);
    expect(CONTENT_PATHS.length).toBeGreaterThan(0);
  });

  it('runs every unit test of the content files among the content checks', () => {
    const unit = join(ROOT, 'tests', 'unit');
    const contentTests = readdirSync(unit)
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) =>
        /^import [^;]* from '~\/lib\/content\//m.test(readFileSync(join(unit, file), 'utf8')),
      )
      .map((file) => `tests/unit/${file}`);
    expect(contentTests.length).toBeGreaterThan(0);
    expect([...CONTENT_TESTS].sort()).toEqual(contentTests.sort());
  });
});

describe('the comparison with the last commit that passed every test', () => {
  const repo = mkdtempSync(join(tmpdir(), 'content-only-'));
  const marker = join(repo, '.cache', 'tested-commit');
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: 'pipe' }).trim();
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const commit = (message: string) => {
    git('add', '-A', '--', '.', ':!.cache');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', message);
    return git('rev-parse', 'HEAD');
  };

  it('follows every change since that commit, renames and unknown commits included', () => {
    git('init', '-q');
    write('src/content/team.yaml', '- name: A\n');
    write('src/lib/routes.ts', 'export const ROUTES = [];\n');
    commit('first');
    expect(decide(marker, repo)).toMatchObject({ contentOnly: false, files: [] });
    expect(decide(marker, repo).reason).toBe('no commit is known to have passed every test');
    const tested = record(marker, repo);
    expect(readFileSync(marker, 'utf8').trim()).toBe(tested);
    expect(decide(marker, repo).reason).toMatch(/^nothing changed since/);

    // A staff edit: content only.
    write('src/content/team.yaml', '- name: B\n');
    write('src/assets/team/b.jpg', 'jpeg');
    commit('Content: update team (editor)');
    expect(decide(marker, repo)).toMatchObject({
      contentOnly: true,
      files: ['src/assets/team/b.jpg', 'src/content/team.yaml'],
    });

    // A code change, then another content edit: the code change is still in the comparison
    // (its own run may have failed or been replaced by this one), so every test runs.
    write('src/lib/routes.ts', 'export const ROUTES = ["/x"];\n');
    commit('code');
    write('src/content/team.yaml', '- name: C\n');
    commit('Content: update team again (editor)');
    const mixed = decide(marker, repo);
    expect(mixed.contentOnly).toBe(false);
    expect(mixed.reason).toContain('src/lib/routes.ts');
    expect(changedSince(git('rev-parse', 'HEAD~1'), repo)).toEqual(['src/content/team.yaml']);

    // Once every test has passed on it, content edits are content only again.
    record(marker, repo);
    write('src/content/team.hi.yaml', '- name: सी\n');
    commit('Content: Hindi twin');
    expect(decide(marker, repo).contentOnly).toBe(true);

    // A rename from code into the content folder names the code file it removes.
    record(marker, repo);
    git('mv', 'src/lib/routes.ts', 'src/content/routes.md');
    commit('rename');
    expect(decide(marker, repo)).toMatchObject({
      contentOnly: false,
      files: ['src/content/routes.md', 'src/lib/routes.ts'],
    });

    // A commit this checkout does not have (a shallow clone, history rewritten): every test.
    writeFileSync(marker, `${'0123456789abcdef'.repeat(2)}01234567\n`);
    expect(decide(marker, repo)).toMatchObject({ contentOnly: false });
    expect(decide(marker, repo).reason).toMatch(/is not in this checkout/);
    writeFileSync(marker, 'HEAD~3\n');
    expect(decide(marker, repo).reason).toMatch(/names no commit/);
  });
});
