import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AUDIT_BARS,
  auditMarkdown,
  auditedPaths,
  comparisonMarkdown,
  missedBars,
  pairedCell,
  REFERENCE_PAGE,
  referenceLine,
  roundOrder,
  serveReferencePage,
  type Machine,
  type PageAudit,
} from '../../tools/audit';
import { medianRun, type PageRun } from '../../tools/lib/lighthouse';

const MACHINE: Machine = {
  cpu: 'Test CPU',
  cores: 2,
  memoryGb: 24,
  node: 'v24.0.0',
  chromium: 'Chromium 156',
  lighthouse: '13.5.0',
  loadBefore: 0.1,
  loadAfter: 0.2,
};

function run(performance: number, tbtMs: number, requests = 30, totalBytes = 100 * 1024): PageRun {
  return {
    url: 'http://127.0.0.1/',
    scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
    lcpMs: 1200,
    fcpMs: 1000,
    tbtMs,
    cls: 0,
    speedIndexMs: 1500,
    totalBytes,
    scriptBytes: 50 * 1024,
    requests,
    benchmarkIndex: 1500,
    failedAudits: [],
    perfHints: [],
  };
}

function page(path: string, runs: PageRun[]): PageAudit {
  const median = medianRun(runs);
  return { path, median, runs, missed: missedBars(median) };
}

describe('roundOrder', () => {
  it('swaps which build goes first every round', () => {
    expect([0, 1, 2, 3].map(roundOrder)).toEqual([
      ['this', 'against'],
      ['against', 'this'],
      ['this', 'against'],
      ['against', 'this'],
    ]);
  });
});

describe('missedBars', () => {
  it('names each bar a median misses, and none when all are met', () => {
    expect(missedBars(run(AUDIT_BARS.performance, 0))).toEqual([]);
    const low = { ...run(94, 300), scores: { ...run(94, 0).scores, seo: null } };
    expect(missedBars(low)).toEqual(['performance 94 < 95', 'seo n/a < 100']);
  });
});

describe('comparisonMarkdown', () => {
  it('puts each page of the two builds side by side: median (min-max), TBT, requests, bytes', () => {
    const markdown = comparisonMarkdown(
      {
        labels: ['.cache/audit-dist', '../old/dist'],
        pages: [
          [
            page('/', [
              run(99, 120, 53, 288 * 1024),
              run(93, 300, 53, 288 * 1024),
              run(100, 80, 53, 288 * 1024),
            ]),
            page('/News', [run(100, 40, 42), run(100, 50, 42), run(100, 30, 42)]),
          ],
          [
            page('/', [
              run(95, 240, 52, 285 * 1024),
              run(92, 340, 52, 285 * 1024),
              run(100, 50, 52, 285 * 1024),
            ]),
          ],
        ],
      },
      MACHINE,
      3,
      '2026-11-23T17:00:00.000Z',
    );
    expect(markdown).toContain('A: .cache/audit-dist. B: ../old/dist.');
    expect(markdown).toContain(
      '| / | 99 (93-100) | 95 (92-100) | +1 (0 to +4), TBT -40 ms | 120 ms / 240 ms | 53 / 52 | 288 KiB / 285 KiB |',
    );
    // A page the other build has no audit of reads as unknown there, not as a zero.
    expect(markdown).toContain(
      '| /News | 100 (100-100) | ? | ? | 40 ms / ? | 42 / ? | 100 KiB / ? |',
    );
  });

  it('pairs the runs of one round, so a slow minute that hits both builds cancels out', () => {
    // B ran in a slow minute in round 2 and a fast one in round 3; A the other way round. Each
    // column's median says A and B are level (90 / 90); the pairs say A is 5 points ahead.
    const a = page('/', [run(95, 100), run(90, 200), run(80, 400)]);
    const b = page('/', [run(90, 150), run(75, 500), run(90, 300)]);
    expect(a.median.scores.performance).toBe(90);
    expect(b.median.scores.performance).toBe(90);
    expect(pairedCell(a, b)).toBe('+5 (-10 to +15), TBT -50 ms');
    expect(pairedCell(b, a)).toBe('-5 (-15 to +10), TBT +50 ms');
    // A run missing on one side leaves only the complete rounds.
    expect(pairedCell(page('/', [run(80, 100)]), b)).toBe('-10 (-10 to -10), TBT -50 ms');
    expect(pairedCell(a, undefined)).toBe('?');
  });
});

describe('the reference page', () => {
  it('is served at / as a complete page of one heading and one paragraph, nothing else', async () => {
    const server = await serveReferencePage();
    try {
      const page = await fetch(server.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toBe(REFERENCE_PAGE);
      // Lighthouse's SEO and accessibility audits find nothing to fault: language, title,
      // description, viewport; and nothing for the CPU to do but lay out two lines.
      for (const part of ['<html lang="en">', '<title>', 'name="description"', 'name="viewport"'])
        expect(html).toContain(part);
      expect(html).not.toMatch(/<script|rel="stylesheet"|<style|<img/);
      // Its icon is inline: the browser asks for no /favicon.ico (a 404 logs a console error).
      expect(html).toContain('<link rel="icon" href="data:,">');
      expect((await fetch(new URL('/other', server.url))).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("reads in the report as the machine's floor: median (min-max) of score and blocking time", () => {
    const reference = [run(88, 420), run(100, 40), run(97, 150)];
    const line = referenceLine(reference);
    expect(line).toContain('3 run(s) spread through the audit: performance 97 (88-100)');
    expect(line).toContain('TBT 150 ms (40 ms-420 ms)');
    const report = auditMarkdown(
      [page('/', [run(80, 900), run(85, 700), run(90, 500)])],
      MACHINE,
      3,
      '2026-11-26T10:00:00.000Z',
      'slow',
      reference,
    );
    // Under the table, before the bars.
    expect(report.indexOf(line)).toBeGreaterThan(report.indexOf('| / | 85 |'));
    expect(report.indexOf(line)).toBeLessThan(report.indexOf('Bars:'));
    // Without reference runs (--no-reference) there is no such line.
    expect(referenceLine([])).toBe('');
    expect(auditMarkdown([page('/', [run(90, 100)])], MACHINE, 1, 'now')).not.toContain(
      'Reference page',
    );
  });
});

describe('auditedPaths', () => {
  const dist = mkdtempSync(join(tmpdir(), 'audit-paths-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('takes the home page, every listing, the first album by name and the text pages', () => {
    mkdirSync(join(dist, 'Album'));
    for (const name of ['b2.html', 'a1.html', 'notes.txt'])
      writeFileSync(join(dist, 'Album', name), '');
    const paths = auditedPaths(dist);
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/News');
    expect(paths).toContain('/Album/a1');
    expect(paths).not.toContain('/Album/b2');
    expect(paths.slice(-3)).toEqual(['/AboutNgo', '/SkillDevelopmentCenters', '/OurTeam']);
  });

  it('leaves the album out of a build without albums', () => {
    rmSync(join(dist, 'Album'), { recursive: true });
    expect(auditedPaths(dist).some((p) => p.startsWith('/Album/'))).toBe(false);
  });
});
