/**
 * A synthetic snapshot for benchmarks, in the exact shape `npm run snapshot` writes, at archive
 * scale. Seeded: the same options give the same files. Picture paths are new, so pages use live
 * URLs and the benchmark measures page generation, not image encoding. Never writes into src/data.
 *
 *   npx tsx demo/generate-synthetic-data.ts --out /tmp/snap --news 5000 --albums 250
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** How much to generate. */
export interface SyntheticOptions {
  news: number;
  highlights: number;
  albums: number;
  /** Photos per album. */
  photosPerAlbum: number;
  events: number;
  videos: number;
  /** Publications per category (Newsletter, AnnualReport, Presscorner, Circular). */
  publications: number;
  achievements: number;
  /** Last day items may fall on (`yyyy-mm-dd`). */
  until: string;
  seed: number;
}

/** The benchmark's full size. */
export const FULL_SCALE: SyntheticOptions = {
  news: 10_000,
  highlights: 3_000,
  albums: 500,
  photosPerAlbum: 30,
  events: 2_000,
  videos: 300,
  publications: 40,
  achievements: 120,
  until: '2026-11-20',
  seed: 20160607,
};

/** `FULL_SCALE` with every count multiplied by `factor` (photos per album stay 30). */
export function scaled(factor: number, base: SyntheticOptions = FULL_SCALE): SyntheticOptions {
  const times = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    ...base,
    news: times(base.news),
    highlights: times(base.highlights),
    albums: times(base.albums),
    events: times(base.events),
    videos: times(base.videos),
    publications: times(base.publications),
    achievements: times(base.achievements),
  };
}

/** mulberry32: same seed, same sequence. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const PLACES = [
  'Dwarka',
  'Najafgarh',
  'Ludhiana',
  'Amritsar',
  'Jalandhar',
  'Karnal',
  'Panipat',
  'Jaipur',
  'Udaipur',
  'Ajmer',
  'Bareilly',
  'Varanasi',
  'Lucknow',
  'Meerut',
  'Shimla',
  'Dharamshala',
  'Jammu',
  'Hisar',
] as const;
const WHAT = [
  'health camp',
  'tailoring class graduation',
  'learning centre open day',
  'tree plantation drive',
  'eye screening camp',
  'music evening',
  'sports day',
  'parents’ meeting',
  'blood donation camp',
  'handloom fair',
  'teachers’ training',
  'cleanliness drive',
  'scholarship ceremony',
  'flood relief distribution',
  'winter blanket drive',
  'painting competition',
] as const;
const WHO = [
  'students of the evening centre',
  'women of the tailoring unit',
  'volunteers from the SSW League',
  'teachers and parents',
  'the clinical lab team',
  'families of the neighbourhood',
] as const;
const DID = ['came together for', 'organised', 'took part in', 'hosted', 'helped run'] as const;

/** `yyyy-mm-dd` of the `index`-th of `count` days spread evenly from the start to `until`. */
function spreadDay(index: number, count: number, until: string): string {
  const start = Date.UTC(2016, 5, 7);
  const end = Date.parse(`${until}T00:00:00Z`);
  const day = start + Math.floor(((end - start) * (index + 0.5)) / count / 86_400_000) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const hexId = (kind: string, index: number) =>
  createHash('sha1').update(`${kind}:${index}`).digest('hex').slice(0, 24);

export function syntheticCollections(options: SyntheticOptions): Record<string, unknown> {
  const random = generator(options.seed);
  const { until } = options;
  const story = (kind: string, i: number, count: number) => {
    const what = random.pick(WHAT);
    const place = random.pick(PLACES);
    const date = spreadDay(i, count, until);
    const title = `${what[0]!.toUpperCase()}${what.slice(1)} in ${place}, no. ${i + 1}`;
    return {
      _id: hexId(kind, i),
      title,
      description: `The ${random.pick(WHO)} ${random.pick(DID)} ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} in ${place}. About ${random.int(20, 400)} people were there.`,
      date,
      fromDate: date,
      year: date.slice(0, 4),
      slug: slug(title),
    };
  };

  const news = Array.from({ length: options.news }, (_, i) => {
    const { year, slug: s, ...item } = story('news', i, options.news);
    return {
      ...item,
      images: [`uploads/synthetic/news/${year}/${s}.jpg`],
      attachments: i % 9 === 0 ? [`uploads/synthetic/news/${year}/${s}.pdf`] : [],
    };
  });
  const events = Array.from({ length: options.events }, (_, i) => {
    const { year, slug: s, ...item } = story('events', i, options.events);
    return {
      ...item,
      time: `${random.int(8, 11)}:00 AM - ${random.int(1, 5)}:00 PM`,
      venue: `Community hall, ${random.pick(PLACES)}`,
      image: `uploads/synthetic/events/${year}/${s}.jpg`,
    };
  });
  const highlights = Array.from({ length: options.highlights }, (_, i) => {
    const { year: _year, slug: _slug, ...item } = story('highlights', i, options.highlights);
    return {
      ...item,
      category: 'Highlight',
      url: i % 5 === 0 ? 'https://porf.example.org/News' : undefined,
      attachments: [],
      new: i % 4 === 0 ? 'true' : 'false',
    };
  });
  const albums = Array.from({ length: options.albums }, (_, i) => {
    const { year, slug: s, ...item } = story('albums', i, options.albums);
    return {
      ...item,
      category: 'PhotoGallery',
      attachments: Array.from(
        { length: options.photosPerAlbum },
        (_, n) => `uploads/synthetic/gallery/${year}/${s}/${String(n + 1).padStart(2, '0')}.jpg`,
      ),
    };
  });
  const achievements = Array.from({ length: options.achievements }, (_, i) => {
    const { year, slug: s, ...item } = story('achievements', i, options.achievements);
    return {
      ...item,
      category: 'Achievements',
      attachments: [`uploads/synthetic/achievements/${year}/${s}.jpg`],
    };
  });
  const publications = (['Newsletter', 'AnnualReport', 'Presscorner', 'Circular'] as const).flatMap(
    (category) =>
      Array.from({ length: options.publications }, (_, i) => {
        const { year, slug: s, ...item } = story(category, i, options.publications);
        return {
          ...item,
          category,
          attachments: [`uploads/synthetic/publications/${year}/${s}.pdf`],
        };
      }),
  );
  const videos = Array.from({ length: options.videos }, (_, i) => {
    const { year, slug: s, fromDate: _from, ...item } = story('videos', i, options.videos);
    return {
      ...item,
      videoUrl: `https://www.youtube.com/watch?v=${hexId('video', i).slice(0, 11)}`,
      attachments: [`uploads/synthetic/videos/${year}/${s}.jpg`],
    };
  });

  return {
    news,
    events,
    highlights,
    gallery: [...albums, ...achievements, ...publications],
    circulars: [],
    videos,
    testimonials: [
      {
        name: 'A volunteer',
        designation: 'Teacher, Dwarka centre',
        description: 'Evenings at the centre are the best part of my week.',
        attachments: [],
      },
    ],
    notifications: [],
    visitor: { visitor: 123_456 },
  };
}

export async function writeSyntheticSnapshot(
  dir: string,
  options: SyntheticOptions,
): Promise<{ counts: Record<string, number> }> {
  const target = resolve(dir);
  const committed = fileURLToPath(new URL('../src/data/', import.meta.url));
  if (target.startsWith(resolve(committed))) {
    throw new Error(`refusing to write a synthetic snapshot into ${committed}`);
  }
  await mkdir(target, { recursive: true });
  const fetchedAt = `${options.until}T00:00:00.000Z`;
  const collections = syntheticCollections(options);
  const manifest = {
    version: 1,
    fetchedAt,
    source: 'http://127.0.0.1:8787',
    siteCode: 'PORF',
    collections: {} as Record<string, unknown>,
  };
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(collections)) {
    const text = `${JSON.stringify(value, null, 1)}\n`;
    await writeFile(join(target, `${name}.json`), text);
    const count = Array.isArray(value) ? value.length : 1;
    counts[name] = count;
    manifest.collections[name] = {
      count,
      dropped: 0,
      hash: `sha256-${createHash('sha256').update(text).digest('hex')}`,
      fetchedAt,
      path: `/synthetic/${name}`,
    };
  }
  await writeFile(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { counts };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      scale: { type: 'string', default: '1' },
      news: { type: 'string' },
      highlights: { type: 'string' },
      albums: { type: 'string' },
      photos: { type: 'string' },
    },
  });
  if (!values.out) {
    console.error('Usage: tsx demo/generate-synthetic-data.ts --out <dir> [--scale 0.5]');
    process.exit(2);
  }
  const options = scaled(Number(values.scale));
  if (values.news) options.news = Number(values.news);
  if (values.highlights) options.highlights = Number(values.highlights);
  if (values.albums) options.albums = Number(values.albums);
  if (values.photos) options.photosPerAlbum = Number(values.photos);
  const { counts } = await writeSyntheticSnapshot(values.out, options);
  console.log(`Synthetic snapshot in ${values.out}:`, counts);
}
