/**
 * The site's sample pictures: flat SVG illustrations rasterised with sharp into small JPEGs under
 * src/assets, plus SVG logos and badges. Seeded by file name, so a rerun writes the same bytes.
 * Once real photographs replace samples, use --keep-existing (only missing pictures are written).
 * The alt texts in src/content describe these scenes: change both together.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { PALETTES, n, seedOf, seededRng, shade, type PaletteName } from './lib/sampleArt';
import * as scenes from './lib/sampleScenes';
import type { Scene } from './lib/sampleScenes';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ASSETS = join(ROOT, 'src/assets');
const CONTENT = join(ROOT, 'src/content');

/** JPEG quality: smooth flat art stays sharp and small at 70. */
const JPEG_QUALITY = 70;
/** A picture larger than this gets a warning: the repository should stay small. */
const SIZE_BUDGET_BYTES = 40 * 1024;
/** The 1600 px slides may be a little larger. */
const SLIDE_BUDGET_BYTES = 60 * 1024;

interface RasterJob {
  /** Path under src/assets. */
  out: string;
  w: number;
  h: number;
  scene: Scene;
  palette: PaletteName;
}

const SLIDE = { w: 1600, h: 640 };
const CARD = { w: 800, h: 560 };
const PHOTO = { w: 1200, h: 800 };
const BLOG = { w: 1200, h: 675 };
const PAINTING = { w: 1000, h: 750 };

const job = (
  out: string,
  size: { w: number; h: number },
  scene: Scene,
  palette: PaletteName,
): RasterJob => ({
  out,
  ...size,
  scene,
  palette,
});

/** Every raster picture, home page ones first (another page depends on them). */
export const RASTER_JOBS: readonly RasterJob[] = [
  job('slides/01-sunrise-over-village.jpg', SLIDE, scenes.village, 'dawn'),
  job('slides/02-children-walking-to-class.jpg', SLIDE, scenes.walkToClass, 'noon'),
  job('slides/03-weaver-at-handloom.jpg', SLIDE, scenes.weaver, 'dawn'),
  job('slides/04-family-at-clinic.jpg', SLIDE, scenes.clinicFamily, 'teal'),
  job('slides/05-fields-at-noon.jpg', SLIDE, scenes.fieldsNoon, 'noon'),
  job('slides/06-evening-music-class.jpg', SLIDE, scenes.music, 'dusk'),
  job('slides/07-boats-on-backwaters.jpg', SLIDE, scenes.backwaters, 'backwater'),
  job('slides/08-youth-camp-tents.jpg', SLIDE, scenes.campTents, 'teal'),

  job('projects/outreach-centres.jpg', CARD, scenes.readingTree, 'dusk'),
  job('projects/skill-development.jpg', CARD, scenes.sewingTable, 'dawn'),
  job('projects/healthcare.jpg', CARD, scenes.clinicBuilding, 'teal'),
  job('projects/camps-and-trainings.jpg', CARD, scenes.campTents, 'noon'),

  job('share.jpg', { w: 1200, h: 630 }, scenes.village, 'dawn'),

  job('gallery/outreach-centres/01-reading-under-a-tree.jpg', PHOTO, scenes.readingTree, 'dawn'),
  job('gallery/outreach-centres/02-evening-class.jpg', PHOTO, scenes.classroom, 'dawn'),
  job('gallery/outreach-centres/03-books-and-lamp.jpg', PHOTO, scenes.booksLamp, 'dusk'),
  job('gallery/outreach-centres/04-walking-to-the-centre.jpg', PHOTO, scenes.walkToClass, 'teal'),
  job('gallery/outreach-centres/05-study-table.jpg', PHOTO, scenes.studyTable, 'noon'),

  job('gallery/skill-development-centres/01-handloom.jpg', PHOTO, scenes.weaver, 'noon'),
  job('gallery/skill-development-centres/02-sewing-machine.jpg', PHOTO, scenes.sewingTable, 'teal'),
  job('gallery/skill-development-centres/03-music-academy.jpg', PHOTO, scenes.music, 'dawn'),
  job('gallery/skill-development-centres/04-woven-cloth.jpg', PHOTO, scenes.womenGroup, 'dawn'),

  job('gallery/healthcare-centres/01-clinical-lab.jpg', PHOTO, scenes.lab, 'teal'),
  job('gallery/healthcare-centres/02-dental-clinic.jpg', PHOTO, scenes.dental, 'noon'),
  job('gallery/healthcare-centres/03-sanitary-pad-unit.jpg', PHOTO, scenes.padUnit, 'dawn'),
  job('gallery/healthcare-centres/04-health-worker.jpg', PHOTO, scenes.clinicFamily, 'noon'),

  job('gallery/pilar-house/01-boys-home.jpg', PHOTO, scenes.homeGarden('boys'), 'noon'),
  job('gallery/pilar-house/02-evening-study.jpg', PHOTO, scenes.studyTable, 'dusk'),
  job('gallery/pilar-house/03-football.jpg', PHOTO, scenes.football, 'teal'),
  job('gallery/pilar-house/04-girls-home.jpg', PHOTO, scenes.homeGarden('girls'), 'dusk'),

  job('gallery/post-flood-activities/01-house-repair.jpg', PHOTO, scenes.houseRepair, 'backwater'),
  job('gallery/post-flood-activities/02-fishing-boats.jpg', PHOTO, scenes.backwaters, 'backwater'),
  job('gallery/post-flood-activities/03-radio-jingles.jpg', PHOTO, scenes.radioJingles, 'teal'),

  job('camps/health-check-up-ludhiana-1.jpg', PHOTO, scenes.clinicFamily, 'dawn'),
  job('camps/health-check-up-ludhiana-2.jpg', PHOTO, scenes.lab, 'noon'),
  job('camps/leadership-camp-dalhousie-1.jpg', PHOTO, scenes.campTents, 'teal'),
  job('camps/leadership-camp-dalhousie-2.jpg', PHOTO, scenes.leadership, 'noon'),
  job('camps/leadership-camp-dalhousie-3.jpg', PHOTO, scenes.village, 'teal'),
  job('camps/tailoring-trainers-karnal-1.jpg', PHOTO, scenes.sewingTable, 'noon'),
  job('camps/tailoring-trainers-karnal-2.jpg', PHOTO, scenes.womenGroup, 'teal'),
  job('camps/eye-screening-bareilly-1.jpg', PHOTO, scenes.eyeCamp, 'noon'),
  job('camps/eye-screening-bareilly-2.jpg', PHOTO, scenes.clinicFamily, 'dusk'),
  job('camps/teachers-training-dwarka-1.jpg', PHOTO, scenes.classroom, 'teal'),
  job('camps/teachers-training-dwarka-2.jpg', PHOTO, scenes.booksLamp, 'dawn'),
  job('camps/teachers-training-dwarka-3.jpg', PHOTO, scenes.studyTable, 'teal'),
  job('camps/tree-plantation-alwar-1.jpg', PHOTO, scenes.plantation, 'noon'),
  job('camps/tree-plantation-alwar-2.jpg', PHOTO, scenes.fieldsNoon, 'dawn'),
  job('camps/menstrual-hygiene-jammu-1.jpg', PHOTO, scenes.padUnit, 'teal'),
  job('camps/menstrual-hygiene-jammu-2.jpg', PHOTO, scenes.womenGroup, 'noon'),

  job('blog/twenty-women-one-tailoring-room.jpg', BLOG, scenes.sewingTable, 'dusk'),
  job('blog/evenings-at-the-learning-centre.jpg', BLOG, scenes.walkToClass, 'dawn'),
  job('blog/a-morning-at-the-clinical-lab.jpg', BLOG, scenes.lab, 'noon'),
  job('blog/music-three-evenings-a-week.jpg', BLOG, scenes.music, 'noon'),
  job('blog/four-looms-in-a-small-room.jpg', BLOG, scenes.weaver, 'dusk'),

  job('creative-hub/painter-at-easel.jpg', PHOTO, scenes.easelPainting, 'dawn'),
  job('creative-hub/winner-a-1.jpg', PAINTING, scenes.fieldsNoon, 'dusk'),
  job('creative-hub/winner-a-2.jpg', PAINTING, scenes.village, 'noon'),
  job('creative-hub/winner-b-1.jpg', PAINTING, scenes.backwaters, 'dusk'),
  job('creative-hub/winner-b-2.jpg', PAINTING, scenes.readingTree, 'teal'),
];

/** Writes a file through a temporary name, so an interrupted run never leaves half a picture. */
async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.tmp-${process.pid}`;
  await writeFile(temp, data);
  await rename(temp, path);
}

/** Draws and rasterises one picture; returns its size in bytes. */
async function renderRaster(spec: RasterJob, path: string): Promise<number> {
  const svg = spec.scene({
    w: spec.w,
    h: spec.h,
    rng: seededRng(seedOf(spec.out)),
    pal: PALETTES[spec.palette],
  });
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  await writeAtomically(path, jpeg);
  return jpeg.length;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LOGO_COLOURS = ['#0b5563', '#b9410b', '#8e3b46', '#4358a0', '#5a7d2c', '#7a4b8c', '#a15c12'];

/** Up to two lines of at most `max` characters, split on spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0]!, lines.slice(1).join(' ')];
}

/** A sponsor logo: a round emblem with the initials and the name beside it. */
export function sponsorLogoSvg(name: string): string {
  const rng = seededRng(seedOf(name));
  const colour = LOGO_COLOURS[Math.floor(rng() * LOGO_COLOURS.length)]!;
  const words = name
    .replace(/[,.'&]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['of', 'and', 'the'].includes(w.toLowerCase()));
  const initials = words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const [title, place] = name.includes(',') ? name.split(/,\s*/, 2) : [name, undefined];
  const lines = wrap(title!, 17);
  const serif = /school|convent|academy|vidya|vidyalaya|parish/i.test(name);
  const family = serif
    ? "Georgia, 'Noto Serif', serif"
    : "'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";
  const shape =
    rng() < 0.5
      ? `<circle cx="40" cy="40" r="30" fill="${colour}"/><circle cx="40" cy="40" r="25" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.7"/>`
      : `<rect x="11" y="11" width="58" height="58" rx="14" fill="${colour}"/><path d="M 16 58 Q 40 44 64 58" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.6"/>`;
  const textLines = [...lines.map((l) => ({ text: l, size: 15, weight: 700 }))];
  if (place) textLines.push({ text: place, size: 12, weight: 400 });
  const top = 40 - ((textLines.length - 1) * 17) / 2 + 5;
  const tspans = textLines
    .map(
      (l, i) =>
        `<text x="82" y="${n(top + i * 17)}" font-size="${l.size}" font-weight="${l.weight}" fill="${i < lines.length ? '#1f2933' : '#52606d'}">${xml(l.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img"><title>${xml(name)}</title>${shape}<text x="40" y="47" font-family="${family}" font-size="21" font-weight="700" fill="#ffffff" text-anchor="middle">${xml(initials)}</text><g font-family="${family}">${tspans}</g></svg>\n`;
}

/**
 * A state badge: a soft rounded shape (deliberately not a geographic outline, which would show
 * borders) with dots for centres and the state's name.
 */
export function stateBadgeSvg(state: string): string {
  const rng = seededRng(seedOf(state));
  const points = 9;
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const r = 78 * (0.78 + rng() * 0.26);
    pts.push([120 + Math.cos(a) * r, 104 + Math.sin(a) * r * 0.82]);
  }
  // Closed Catmull-Rom curve through the points, as cubic Béziers.
  let d = `M ${n(pts[0]![0])} ${n(pts[0]![1])}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % points]!;
    const p3 = pts[(i + 2) % points]!;
    d += ` C ${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  const colour = ['#0b5563', '#1b7f7a', '#3f7a5a', '#8e5a2b', '#9c4f3a', '#4d5f8f', '#7a4b6c'][
    seedOf(state) % 7
  ]!;
  let dots = '';
  for (let i = 0; i < 4; i++) {
    dots += `<circle cx="${n(90 + rng() * 60)}" cy="${n(80 + rng() * 40)}" r="5" fill="#f6a04d" stroke="#ffffff" stroke-width="2"/>`;
  }
  const size = state.length > 14 ? 16 : 19;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img"><title>${xml(state)}</title><path d="${d}" fill="${shade(colour, 0.78)}" stroke="${colour}" stroke-width="3"/><path d="${d}" fill="${colour}" opacity="0.14" transform="translate(6 6)"/>${dots}<text x="120" y="218" font-family="'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif" font-size="${size}" font-weight="700" fill="#073b45" text-anchor="middle">${xml(state)}</text></svg>\n`;
}

async function readList(file: string): Promise<Record<string, unknown>[]> {
  const data: unknown = parseYaml(await readFile(join(CONTENT, file), 'utf-8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list`);
  return data as Record<string, unknown>[];
}

/** Resolves a path written in a content file (relative to src/content) under src/assets. */
function assetFromContent(file: string, path: unknown): string {
  if (typeof path !== 'string') throw new Error(`${file}: missing picture path`);
  const full = resolve(CONTENT, path);
  if (!full.startsWith(ASSETS)) throw new Error(`${file}: ${path} is not under src/assets`);
  return full;
}

async function main() {
  const { values } = parseArgs({
    options: { 'keep-existing': { type: 'boolean', default: false } },
  });
  const keep = values['keep-existing'] ?? false;
  let written = 0;
  let kept = 0;
  const oversized: string[] = [];

  for (const spec of RASTER_JOBS) {
    const path = join(ASSETS, spec.out);
    if (keep && existsSync(path)) {
      kept++;
      continue;
    }
    const bytes = await renderRaster(spec, path);
    written++;
    const budget = spec.out.startsWith('slides/') ? SLIDE_BUDGET_BYTES : SIZE_BUDGET_BYTES;
    if (bytes > budget) oversized.push(`${spec.out} (${Math.round(bytes / 1024)} kB)`);
  }

  const vector: [string, string][] = [];
  for (const sponsor of await readList('sponsors.yaml')) {
    vector.push([
      assetFromContent('sponsors.yaml', sponsor.logo),
      sponsorLogoSvg(String(sponsor.name)),
    ]);
  }
  for (const entry of await readList('state-maps.yaml')) {
    vector.push([
      assetFromContent('state-maps.yaml', entry.map),
      stateBadgeSvg(String(entry.state)),
    ]);
  }
  for (const [path, svg] of vector) {
    if (!path.endsWith('.svg')) continue; // a maintainer pointed this entry at a real picture
    if (keep && existsSync(path)) {
      kept++;
      continue;
    }
    await writeAtomically(path, svg);
    written++;
  }

  let total = 0;
  for (const spec of RASTER_JOBS) total += (await stat(join(ASSETS, spec.out))).size;
  console.log(
    `Sample pictures in ${relative(ROOT, ASSETS)}: ${written} written, ${kept} kept; ` +
      `the ${RASTER_JOBS.length} JPEGs take ${Math.round(total / 1024)} kB.`,
  );
  if (oversized.length) console.warn(`Over the size budget:\n  ${oversized.join('\n  ')}`);
}

await main();
