/**
 * A build of the data-shape matrix (tests/e2e/data-shapes.test.ts): the site built from the demo
 * data in one of the shapes of demo/lib/dataShapes.ts, with what the matrix reads from its files
 * before any visit (scripts/check-dist.ts's findings, its pages and which of their islands show
 * anything in the built HTML). Apart from the test file so that all this can be made ahead of
 * time in another process (./prebuilt.ts) while other browser tests run.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_SHAPES, shapeFixtures } from '../../../demo/lib/dataShapes';
import { checkDist, type Finding } from '../../../scripts/check-dist';
import { ROUTES } from '~/lib/routes';
import { ROOT } from './config';
import { buildVariantFiles, type VariantFiles } from './siteVariant';
import { parseHtml } from './html';

/** The origin the islands of the data-shape builds call; never resolved, always routed. */
export const SHAPES_API = 'http://api.shapes.test';

/** A data-shape build and what its files say. */
export interface ShapeSite extends VariantFiles {
  /** scripts/check-dist.ts over the build, with { apiBaseUrl: SHAPES_API }. */
  distFindings: Finding[];
  /** Every page of the build (`pagesOf`). */
  pages: string[];
  /** For each page, whether each of its islands shows anything in the built HTML. */
  islands: Record<string, boolean[]>;
}

/**
 * Whether each island of a document shows anything. Self-contained, so it runs both on a jsdom
 * document of a built file and in Chromium (`page.evaluate`, called with no argument).
 */
export function islandsShowing(doc?: Document): boolean[] {
  return [...(doc ?? document).querySelectorAll('astro-island')].map(
    (island) =>
      (island.textContent ?? '').trim().length > 0 ||
      island.querySelector('img, svg, picture, iframe, video') !== null,
  );
}

/** What the built HTML of a page says about its islands: whether each shows anything. */
export function islandsWithContent(html: string): boolean[] {
  return islandsShowing(parseHtml(html));
}

/** The built file of `path` in `dist`, if there is one. */
export function builtHtml(dist: string, path: string): string | undefined {
  const pathname = path.split('?')[0]!;
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  const full = join(dist, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

/**
 * Every page of a build: the routes, plus one pre-rendered album if any (`/SubGallery?id=` goes
 * on to the same page; tests/e2e/album.test.ts follows it).
 */
export function pagesOf(dist: string): string[] {
  const paths: string[] = ROUTES.map((route) => route.path);
  const albumDir = join(dist, 'Album');
  const albums = existsSync(albumDir)
    ? readdirSync(albumDir).filter((f) => f.endsWith('.html'))
    : [];
  if (albums[0]) paths.push(`/Album/${albums[0].replace(/\.html$/, '')}`);
  return paths;
}

/** Builds the site in `shape` into a folder of its own under .cache and reads its files. */
export async function shapeSite(shape: (typeof DATA_SHAPES)[number]): Promise<ShapeSite> {
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  const files = await buildVariantFiles({
    work: mkdtempSync(join(ROOT, '.cache', `shape-${shape}-`)),
    fixtures: shapeFixtures(shape),
    apiOrigin: SHAPES_API,
  });
  const pages = pagesOf(files.dist);
  return {
    ...files,
    distFindings: await checkDist(files.dist, { apiBaseUrl: SHAPES_API }),
    pages,
    islands: Object.fromEntries(
      pages.map((path) => [path, islandsWithContent(builtHtml(files.dist, path) ?? '')]),
    ),
  };
}
