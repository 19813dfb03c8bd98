/**
 * Pictures and PDFs for the demo API, made from the requested path instead of stored (the same
 * path always gives the same file), so the repository stays small. The path's folder decides the
 * kind of picture; every fifth gallery photo is upright, as real albums mix orientations.
 */
import sharp from 'sharp';

export interface DemoFile {
  body: Buffer;
  contentType: string;
}

type Rng = () => number;

/** mulberry32 seeded with FNV-1a of the text: small, fast, and the same on every machine. */
function rngFor(text: string): Rng {
  let seed = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) seed = Math.imul(seed ^ text.charCodeAt(i), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

const SKIES = [
  ['#8ec5e8', '#f6e7c1'],
  ['#f7b267', '#f4845f'],
  ['#a0d2eb', '#e5eaf5'],
  ['#ffd6a5', '#fdffb6'],
  ['#b8c0ff', '#ffd6ff'],
] as const;
const HILLS = ['#6a994e', '#a7c957', '#386641', '#bc6c25', '#dda15e', '#588157'];
const WALLS = ['#f2e8cf', '#e9c46a', '#f4a261', '#e5e5e5', '#ffe8d6', '#cdb4db'];
const CLOTHES = [
  '#d62828',
  '#f77f00',
  '#fcbf49',
  '#2a9d8f',
  '#264653',
  '#9d4edd',
  '#e76f51',
  '#06d6a0',
  '#118ab2',
  '#ef476f',
];
const SKIN = ['#8d5524', '#a0522d', '#c68642', '#b5835a', '#7a4a2a'];

function person(rng: Rng, x: number, ground: number, height: number): string {
  const head = height * 0.17;
  const bodyTop = ground - height + head * 2;
  const colour = pick(rng, CLOTHES);
  const skin = pick(rng, SKIN);
  return [
    `<rect x="${x - height * 0.17}" y="${bodyTop}" width="${height * 0.34}" height="${ground - bodyTop}" rx="${height * 0.12}" fill="${colour}"/>`,
    `<circle cx="${x}" cy="${bodyTop - head * 0.9}" r="${head}" fill="${skin}"/>`,
    `<path d="M${x - head} ${bodyTop - head * 1.1} a${head} ${head} 0 0 1 ${head * 2} 0 z" fill="#1b1b1b"/>`,
  ].join('');
}

function scene(rng: Rng, w: number, h: number): string {
  const [skyTop, skyBottom] = pick(rng, SKIES);
  const horizon = h * between(rng, 0.45, 0.6);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${between(rng, 0.1, 0.9) * w}" cy="${horizon * between(rng, 0.2, 0.5)}" r="${h * 0.07}" fill="#fff3b0" opacity="0.9"/>`,
  ];
  for (let layer = 0; layer < 3; layer += 1) {
    const base = horizon + layer * h * 0.06;
    let d = `M0 ${h} L0 ${base}`;
    const waves = 3 + Math.floor(rng() * 3);
    for (let i = 1; i <= waves; i += 1) {
      const x = (w / waves) * i;
      d += ` Q${x - w / waves / 2} ${base - between(rng, 10, h * 0.18)} ${x} ${base}`;
    }
    parts.push(
      `<path d="${d} L${w} ${h} Z" fill="${pick(rng, HILLS)}" opacity="${0.75 + layer * 0.12}"/>`,
    );
  }
  // The centre building: walls, roof, door and windows.
  const bw = w * between(rng, 0.3, 0.45);
  const bh = h * between(rng, 0.22, 0.3);
  const bx = between(rng, 0.05, 0.95) * (w - bw);
  const by = horizon + h * 0.12 - bh;
  parts.push(
    `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${pick(rng, WALLS)}"/>`,
    `<path d="M${bx - 12} ${by} L${bx + bw / 2} ${by - bh * 0.45} L${bx + bw + 12} ${by} Z" fill="${pick(rng, ['#9c2a2a', '#6d4c41', '#3d5a80'])}"/>`,
    `<rect x="${bx + bw * 0.42}" y="${by + bh * 0.45}" width="${bw * 0.16}" height="${bh * 0.55}" fill="#5d4037"/>`,
  );
  for (const wx of [0.12, 0.7]) {
    parts.push(
      `<rect x="${bx + bw * wx}" y="${by + bh * 0.25}" width="${bw * 0.18}" height="${bh * 0.25}" fill="#bde0fe" stroke="#fff" stroke-width="4"/>`,
    );
  }
  if (rng() < 0.5) {
    // Bunting: a celebration.
    const y = by - bh * 0.1;
    const flags = 12;
    for (let i = 0; i < flags; i += 1) {
      const fx = (w / flags) * i;
      parts.push(
        `<path d="M${fx} ${y} L${fx + w / flags} ${y} L${fx + w / flags / 2} ${y + h * 0.05} Z" fill="${pick(rng, CLOTHES)}"/>`,
      );
    }
  }
  const ground = h * 0.97;
  const people = 3 + Math.floor(rng() * 6);
  for (let i = 0; i < people; i += 1) {
    const x = (w / (people + 1)) * (i + 1) + between(rng, -20, 20);
    parts.push(person(rng, x, ground - between(rng, 0, h * 0.05), h * between(rng, 0.28, 0.42)));
  }
  return parts.join('');
}

function award(rng: Rng, w: number, h: number): string {
  const ribbon = pick(rng, ['#d62828', '#1d3557', '#2a9d8f']);
  const cx = w / 2;
  const cy = h * 0.45;
  const r = h * 0.18;
  const star = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r * 0.7 : r * 0.3;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${cx + radius * Math.cos(angle)},${cy + radius * Math.sin(angle)}`;
  }).join(' ');
  return [
    `<rect width="${w}" height="${h}" fill="${pick(rng, ['#fdf0d5', '#f1faee', '#fefae0'])}"/>`,
    `<rect x="${w * 0.06}" y="${h * 0.06}" width="${w * 0.88}" height="${h * 0.88}" fill="none" stroke="#b08d57" stroke-width="${h * 0.025}"/>`,
    `<rect x="${w * 0.09}" y="${h * 0.1}" width="${w * 0.82}" height="${h * 0.8}" fill="none" stroke="#b08d57" stroke-width="3"/>`,
    `<path d="M${cx - r * 0.6} ${cy} L${cx - r * 0.9} ${cy + r * 2} L${cx - r * 0.3} ${cy + r * 1.6} L${cx} ${cy + r * 2.1} Z" fill="${ribbon}"/>`,
    `<path d="M${cx + r * 0.6} ${cy} L${cx + r * 0.9} ${cy + r * 2} L${cx + r * 0.3} ${cy + r * 1.6} L${cx} ${cy + r * 2.1} Z" fill="${ribbon}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#e9c46a" stroke="#b08d57" stroke-width="8"/>`,
    `<polygon points="${star}" fill="#fff8e1"/>`,
    `<rect x="${w * 0.2}" y="${h * 0.16}" width="${w * 0.6}" height="${h * 0.04}" rx="8" fill="#6c584c" opacity="0.6"/>`,
    `<rect x="${w * 0.3}" y="${h * 0.8}" width="${w * 0.4}" height="${h * 0.025}" rx="6" fill="#6c584c" opacity="0.4"/>`,
  ].join('');
}

function portrait(rng: Rng, w: number, h: number): string {
  const skin = pick(rng, SKIN);
  return [
    `<rect width="${w}" height="${h}" fill="${pick(rng, ['#e0fbfc', '#ffe5d9', '#e9edc9', '#f0efeb', '#d8e2dc'])}"/>`,
    `<ellipse cx="${w / 2}" cy="${h * 1.02}" rx="${w * 0.38}" ry="${h * 0.36}" fill="${pick(rng, CLOTHES)}"/>`,
    `<rect x="${w * 0.44}" y="${h * 0.52}" width="${w * 0.12}" height="${h * 0.16}" fill="${skin}"/>`,
    `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.19}" fill="${skin}"/>`,
    `<path d="M${w * 0.31} ${h * 0.38} a${w * 0.19} ${w * 0.19} 0 0 1 ${w * 0.38} 0 q-${w * 0.19} -${h * 0.1} -${w * 0.38} 0 z" fill="#1b1b1b"/>`,
  ].join('');
}

function poster(rng: Rng, w: number, h: number): string {
  const a = pick(rng, CLOTHES);
  const b = pick(rng, WALLS);
  return [
    `<rect width="${w}" height="${h}" fill="${b}"/>`,
    `<path d="M0 ${h * 0.55} L${w} ${h * 0.35} L${w} ${h} L0 ${h} Z" fill="${a}"/>`,
    `<circle cx="${w * 0.7}" cy="${h * 0.25}" r="${w * 0.18}" fill="#fff" opacity="0.8"/>`,
    `<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.45}" height="${h * 0.06}" rx="10" fill="#1d3557"/>`,
    `<rect x="${w * 0.08}" y="${h * 0.2}" width="${w * 0.35}" height="${h * 0.04}" rx="8" fill="#1d3557" opacity="0.6"/>`,
    person(rng, w * 0.3, h * 0.95, h * 0.38),
    person(rng, w * 0.55, h * 0.95, h * 0.33),
    person(rng, w * 0.78, h * 0.95, h * 0.36),
  ].join('');
}

function playButton(w: number, h: number): string {
  const r = h * 0.12;
  return [
    `<rect width="${w}" height="${h}" fill="#000" opacity="0.25"/>`,
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="#c4302b" opacity="0.92"/>`,
    `<path d="M${w / 2 - r * 0.35} ${h / 2 - r * 0.5} L${w / 2 + r * 0.55} ${h / 2} L${w / 2 - r * 0.35} ${h / 2 + r * 0.5} Z" fill="#fff"/>`,
  ].join('');
}

export function demoSvg(path: string): { svg: string; width: number; height: number } {
  const rng = rngFor(path);
  let width = 1024;
  let height = 683;
  let body: string;
  if (path.includes('/achievements/')) {
    height = 768;
    body = award(rng, width, height);
  } else if (path.includes('/testimonials/')) {
    width = height = 480;
    body = portrait(rng, width, height);
  } else if (path.includes('/notifications/')) {
    width = 800;
    height = 1000;
    body = poster(rng, width, height);
  } else if (path.includes('/videos/')) {
    height = 576;
    body = scene(rng, width, height) + playButton(width, height);
  } else {
    const photoNumber = Number(/(\d+)\.\w+$/.exec(path)?.[1] ?? 0);
    if (path.includes('/gallery/') && photoNumber % 5 === 3) [width, height] = [683, 1024];
    body = scene(rng, width, height);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { svg, width, height };
}

/** File types the demo image endpoint can make, by extension. */
const RASTER_TYPES: Record<string, 'jpeg' | 'png' | 'webp'> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

/**
 * The file for an `/api/image/{path}` request, or undefined when the demo cannot make one (unknown
 * extension: the API then answers 404). JPEG quality ~70, as a CMS upload pipeline might store it.
 */
export async function renderDemoFile(path: string): Promise<DemoFile | undefined> {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf')
    return { body: demoPdf(titleFromPath(path)), contentType: 'application/pdf' };
  if (extension === 'svg')
    return { body: Buffer.from(demoSvg(path).svg), contentType: 'image/svg+xml' };
  const type = RASTER_TYPES[extension];
  if (!type) return undefined;
  const image = sharp(Buffer.from(demoSvg(path).svg));
  const body =
    type === 'jpeg'
      ? await image.jpeg({ quality: 70, mozjpeg: true }).toBuffer()
      : type === 'png'
        ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
        : await image.webp({ quality: 70 }).toBuffer();
  return { body, contentType: `image/${type}` };
}

/** `uploads/publications/newsletter/newsletter-winter-2026.pdf` -> `Newsletter winter 2026` */
function titleFromPath(path: string): string {
  const name =
    path
      .split('/')
      .pop()
      ?.replace(/\.[^.]+$/, '') ?? 'Document';
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A one-page PDF 1.4 with a heading and a line of text in Helvetica (a standard font, so nothing is
 * embedded). Byte offsets in the cross-reference table are computed, so viewers open it cleanly.
 */
export function demoPdf(title: string): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const content = [
    'BT /F1 24 Tf 72 740 Td',
    `(${escape(title)}) Tj`,
    '0 -36 Td /F1 12 Tf',
    '(Pilar Outreach Foundation - sample document served by the demo API.) Tj',
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
