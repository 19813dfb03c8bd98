/**
 * Flat, warm SVG illustrations (skies, fields, houses, faceless figures, looms, books ...) that
 * demo/generate-sample-images.ts composes into the sample pictures. Deterministic: a seeded
 * generator and rounded numbers, so the same seed gives the same SVG text and JPEG bytes.
 */

/** A seeded random number generator returning values in [0, 1). */
export type Rng = () => number;

export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used as a seed. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Rounds to one decimal, which keeps the SVG short and the output stable. */
export const n = (value: number): number => Math.round(value * 10) / 10;

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length) % items.length] as T;
}

/** Colours of one mood: sky gradient, sun, hill layers (far to near), ground. */
export interface Palette {
  sky: readonly [string, string];
  sun: string;
  hills: readonly string[];
  ground: string;
  groundDark: string;
  /** Interior wall gradient for indoor scenes. */
  wall: readonly [string, string];
  floor: string;
}

export const PALETTES = {
  dawn: {
    sky: ['#f4b990', '#fdebd3'],
    sun: '#f39c4a',
    hills: ['#e6ad86', '#cd8760', '#a8623f'],
    ground: '#d9a865',
    groundDark: '#bb8a4e',
    wall: ['#f6e3c6', '#efd2a8'],
    floor: '#c98f5a',
  },
  noon: {
    sky: ['#a7d3dd', '#f3f1e3'],
    sun: '#fbe08a',
    hills: ['#a9c9b8', '#7cab94', '#54876c'],
    ground: '#cfc777',
    groundDark: '#98b25f',
    wall: ['#f3ead8', '#e8d9bc'],
    floor: '#b98b5f',
  },
  dusk: {
    sky: ['#e48f78', '#f9d8a8'],
    sun: '#fcd28a',
    hills: ['#b9838d', '#8d6478', '#614a63'],
    ground: '#7d6450',
    groundDark: '#5c4a3c',
    wall: ['#f2d6b8', '#e4b98f'],
    floor: '#9c6a46',
  },
  teal: {
    sky: ['#9fd0cc', '#f0f6ed'],
    sun: '#f7d38a',
    hills: ['#8cc0b6', '#4f9a90', '#1e6f6c'],
    ground: '#b3cc9b',
    groundDark: '#7fa977',
    wall: ['#e4f0ec', '#cfe3dc'],
    floor: '#a98a66',
  },
  backwater: {
    sky: ['#b7d5dd', '#f6efdf'],
    sun: '#f8d28c',
    hills: ['#a3c7b2', '#6fa58a'],
    ground: '#7fae6e',
    groundDark: '#4f8a55',
    wall: ['#eef2ea', '#dfe7da'],
    floor: '#a98a66',
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

/** Cloth colours for figures and weaving: saffron, teal, rose, indigo, mustard, green, maroon. */
export const CLOTH = ['#e07b39', '#1b7f7a', '#c0577a', '#4358a0', '#d9a520', '#5a8f3c', '#8e3b46'];
/** Warm skin tones. */
export const SKIN = ['#8d5a3b', '#a8714a', '#c08a5c', '#7a4b30', '#b67b52'];
const HAIR = '#2b1d16';
const WOOD = '#8a5a36';
const WOOD_DARK = '#6b4329';

export interface Canvas {
  w: number;
  h: number;
  rng: Rng;
  pal: Palette;
}

/** Wraps drawing into an SVG document of the given size. */
export function svgDocument(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Sky gradient definition and rectangle. */
export function sky(c: Canvas, id = 'sky'): { defs: string; body: string } {
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.pal.sky[0]}"/><stop offset="1" stop-color="${c.pal.sky[1]}"/></linearGradient>`,
    body: `<rect width="${c.w}" height="${c.h}" fill="url(#${id})"/>`,
  };
}

/** A sun with a soft glow. */
export function sun(c: Canvas, x: number, y: number, r: number): { defs: string; body: string } {
  return {
    defs: `<radialGradient id="glow"><stop offset="0" stop-color="${c.pal.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.pal.sun}" stop-opacity="0"/></radialGradient>`,
    body: `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3.2)}" fill="url(#glow)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c.pal.sun}"/>`,
  };
}

/** A smooth ridge of hills across the canvas, filled to the bottom. */
export function ridge(
  c: Canvas,
  baseY: number,
  amplitude: number,
  color: string,
  bumps = 5,
): string {
  const step = c.w / bumps;
  const points: [number, number][] = [];
  for (let i = 0; i <= bumps + 1; i++) {
    points.push([i * step - step / 2, baseY - amplitude * between(c.rng, 0.25, 1)]);
  }
  let d = `M -10 ${n(c.h + 10)} L ${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1]!;
    const [x, y] = points[i]!;
    const mx = (px + x) / 2;
    d += ` C ${n(mx)} ${n(py)} ${n(mx)} ${n(y)} ${n(x)} ${n(y)}`;
  }
  d += ` L ${n(c.w + 10)} ${n(c.h + 10)} Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/** Gently curved bands of field from `topY` to the bottom. */
export function fields(c: Canvas, topY: number, colors: readonly string[]): string {
  const bands = colors.length;
  const bandH = (c.h - topY) / bands;
  let out = '';
  for (let i = 0; i < bands; i++) {
    const y = topY + i * bandH;
    const sway = between(c.rng, -0.5, 0.5) * bandH;
    out += `<path d="M -10 ${n(y)} Q ${n(c.w / 2)} ${n(y + sway)} ${n(c.w + 10)} ${n(y - sway / 2)} L ${n(c.w + 10)} ${n(c.h + 10)} L -10 ${n(c.h + 10)} Z" fill="${colors[i]}"/>`;
  }
  return out;
}

export function clouds(c: Canvas, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(c.rng, 0.05, 0.95) * c.w;
    const y = between(c.rng, 0.08, 1) * maxY;
    const s = between(c.rng, 0.6, 1.2) * c.h * 0.06;
    out += `<g fill="#ffffff" opacity="0.6"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 2.2)}" ry="${n(s * 0.8)}"/><ellipse cx="${n(x - s * 0.6)}" cy="${n(y - s * 0.45)}" rx="${n(s * 1.1)}" ry="${n(s * 0.8)}"/><ellipse cx="${n(x + s * 0.7)}" cy="${n(y - s * 0.3)}" rx="${n(s * 0.9)}" ry="${n(s * 0.7)}"/></g>`;
  }
  return out;
}

/** A few birds as small strokes. */
export function birds(c: Canvas, count: number, x: number, y: number, spread: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const bx = x + between(c.rng, -1, 1) * spread;
    const by = y + between(c.rng, -0.5, 0.5) * spread * 0.5;
    const s = between(c.rng, 0.6, 1) * c.h * 0.012;
    out += `<path d="M ${n(bx - s)} ${n(by)} q ${n(s / 2)} ${n(-s * 0.7)} ${n(s)} 0 q ${n(s / 2)} ${n(-s * 0.7)} ${n(s)} 0" fill="none" stroke="#4a3b36" stroke-width="${n(Math.max(1.5, s * 0.25))}" stroke-linecap="round"/>`;
  }
  return out;
}

/** A round tree standing on `groundY`; `s` is its height. */
export function tree(x: number, groundY: number, s: number, leaf = '#5f8f58'): string {
  const light = shade(leaf, 0.18);
  const dark = shade(leaf, -0.15);
  const r = s * 0.3;
  return `<g><path d="M ${n(x - s * 0.05)} ${n(groundY)} L ${n(x - s * 0.03)} ${n(groundY - s * 0.6)} L ${n(x + s * 0.03)} ${n(groundY - s * 0.6)} L ${n(x + s * 0.06)} ${n(groundY)} Z" fill="${WOOD_DARK}"/><circle cx="${n(x - r * 0.7)}" cy="${n(groundY - s * 0.62)}" r="${n(r * 0.8)}" fill="${dark}"/><circle cx="${n(x + r * 0.75)}" cy="${n(groundY - s * 0.6)}" r="${n(r * 0.75)}" fill="${dark}"/><circle cx="${n(x)}" cy="${n(groundY - s * 0.78)}" r="${n(r)}" fill="${leaf}"/><circle cx="${n(x - r * 0.3)}" cy="${n(groundY - s * 0.86)}" r="${n(r * 0.45)}" fill="${light}"/></g>`;
}

/** A coconut palm leaning a little; `s` is its height. */
export function palm(c: Canvas, x: number, groundY: number, s: number, lean = 0.12): string {
  const topX = x + s * lean;
  const topY = groundY - s;
  let fronds = '';
  const angles = [-160, -130, -100, -70, -40, -15, 200];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = s * between(c.rng, 0.38, 0.48);
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35;
    const cx = topX + Math.cos(rad) * len * 0.5;
    const cy = topY + Math.sin(rad) * len * 0.6 - len * 0.1;
    fronds += `<path d="M ${n(topX)} ${n(topY)} Q ${n(cx)} ${n(cy - len * 0.15)} ${n(ex)} ${n(ey)} Q ${n(cx)} ${n(cy + len * 0.12)} ${n(topX)} ${n(topY)} Z" fill="#3f7a4a"/>`;
  }
  return `<g><path d="M ${n(x - s * 0.025)} ${n(groundY)} Q ${n(x + s * lean * 0.2)} ${n(groundY - s * 0.5)} ${n(topX - s * 0.012)} ${n(topY)} L ${n(topX + s * 0.012)} ${n(topY)} Q ${n(x + s * lean * 0.3)} ${n(groundY - s * 0.5)} ${n(x + s * 0.025)} ${n(groundY)} Z" fill="#8a6a48"/>${fronds}<circle cx="${n(topX)}" cy="${n(topY + s * 0.02)}" r="${n(s * 0.03)}" fill="#6b5233"/></g>`;
}

/** A village house: walls, a sloping roof, a door and a window. */
export function house(
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
): string {
  const roofH = h * 0.45;
  return `<g><rect x="${n(x)}" y="${n(groundY - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/><path d="M ${n(x - w * 0.08)} ${n(groundY - h)} L ${n(x + w / 2)} ${n(groundY - h - roofH)} L ${n(x + w * 1.08)} ${n(groundY - h)} Z" fill="${roof}"/><rect x="${n(x + w * 0.4)}" y="${n(groundY - h * 0.6)}" width="${n(w * 0.2)}" height="${n(h * 0.6)}" fill="${shade(roof, -0.2)}"/><rect x="${n(x + w * 0.12)}" y="${n(groundY - h * 0.7)}" width="${n(w * 0.16)}" height="${n(h * 0.22)}" fill="#f8e7b9"/><rect x="${n(x + w * 0.72)}" y="${n(groundY - h * 0.7)}" width="${n(w * 0.16)}" height="${n(h * 0.22)}" fill="#f8e7b9"/></g>`;
}

/** A flat-roofed building with a round sign (plus sign, tooth, book or none). */
export function building(
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string,
  sign: 'plus' | 'tooth' | 'book' | 'none' = 'none',
): string {
  const trim = shade(wall, -0.25);
  const windows = [0.12, 0.7]
    .map(
      (f) =>
        `<rect x="${n(x + w * f)}" y="${n(groundY - h * 0.62)}" width="${n(w * 0.18)}" height="${n(h * 0.26)}" rx="${n(w * 0.01)}" fill="#cfe7ea"/><rect x="${n(x + w * f + w * 0.085)}" y="${n(groundY - h * 0.62)}" width="${n(w * 0.01)}" height="${n(h * 0.26)}" fill="${trim}"/>`,
    )
    .join('');
  const sx = x + w / 2;
  const sy = groundY - h * 0.98;
  const sr = Math.min(w, h) * 0.13;
  let signArt = '';
  if (sign === 'plus') {
    signArt = `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="#ffffff"/><path d="M ${n(sx - sr * 0.2)} ${n(sy - sr * 0.6)} h ${n(sr * 0.4)} v ${n(sr * 0.4)} h ${n(sr * 0.4)} v ${n(sr * 0.4)} h ${n(-sr * 0.4)} v ${n(sr * 0.4)} h ${n(-sr * 0.4)} v ${n(-sr * 0.4)} h ${n(-sr * 0.4)} v ${n(-sr * 0.4)} h ${n(sr * 0.4)} Z" fill="#1b7f7a"/>`;
  } else if (sign === 'tooth') {
    signArt = `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="#ffffff"/>${tooth(sx, sy, sr * 1.1, '#1b7f7a')}`;
  } else if (sign === 'book') {
    signArt = `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="#ffffff"/><path d="M ${n(sx)} ${n(sy + sr * 0.35)} Q ${n(sx - sr * 0.3)} ${n(sy + sr * 0.15)} ${n(sx - sr * 0.6)} ${n(sy + sr * 0.3)} L ${n(sx - sr * 0.6)} ${n(sy - sr * 0.35)} Q ${n(sx - sr * 0.3)} ${n(sy - sr * 0.5)} ${n(sx)} ${n(sy - sr * 0.3)} Q ${n(sx + sr * 0.3)} ${n(sy - sr * 0.5)} ${n(sx + sr * 0.6)} ${n(sy - sr * 0.35)} L ${n(sx + sr * 0.6)} ${n(sy + sr * 0.3)} Q ${n(sx + sr * 0.3)} ${n(sy + sr * 0.15)} ${n(sx)} ${n(sy + sr * 0.35)} Z" fill="#e07b39"/>`;
  }
  return `<g><rect x="${n(x)}" y="${n(groundY - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/><rect x="${n(x - w * 0.03)}" y="${n(groundY - h - h * 0.06)}" width="${n(w * 1.06)}" height="${n(h * 0.08)}" fill="${trim}"/><rect x="${n(x + w * 0.41)}" y="${n(groundY - h * 0.5)}" width="${n(w * 0.18)}" height="${n(h * 0.5)}" fill="${trim}"/>${windows}${signArt}</g>`;
}

/** A simple tooth shape centred on (x, y). */
export function tooth(x: number, y: number, s: number, color: string): string {
  return `<path d="M ${n(x - s * 0.45)} ${n(y - s * 0.3)} Q ${n(x - s * 0.5)} ${n(y - s * 0.6)} ${n(x - s * 0.2)} ${n(y - s * 0.55)} Q ${n(x)} ${n(y - s * 0.45)} ${n(x + s * 0.2)} ${n(y - s * 0.55)} Q ${n(x + s * 0.5)} ${n(y - s * 0.6)} ${n(x + s * 0.45)} ${n(y - s * 0.3)} Q ${n(x + s * 0.4)} ${n(y + s * 0.1)} ${n(x + s * 0.3)} ${n(y + s * 0.5)} Q ${n(x + s * 0.2)} ${n(y + s * 0.6)} ${n(x + s * 0.12)} ${n(y + s * 0.2)} Q ${n(x)} ${n(y)} ${n(x - s * 0.12)} ${n(y + s * 0.2)} Q ${n(x - s * 0.2)} ${n(y + s * 0.6)} ${n(x - s * 0.3)} ${n(y + s * 0.5)} Q ${n(x - s * 0.4)} ${n(y + s * 0.1)} ${n(x - s * 0.45)} ${n(y - s * 0.3)} Z" fill="${color}"/>`;
}

export interface PersonOptions {
  cloth: string;
  skin: string;
  /** A woman wears a long kurta and a dupatta; a man a shirt and trousers; a child is smaller. */
  kind?: 'woman' | 'man' | 'child';
  /** Colour of the dupatta (women). */
  scarf?: string;
  /** Carries a book in front. */
  book?: string;
}

/** A flat, faceless figure standing on `footY`, `h` tall, centred on `x`. */
export function person(x: number, footY: number, h: number, o: PersonOptions): string {
  const kind = o.kind ?? 'woman';
  const headR = h * (kind === 'child' ? 0.12 : 0.1);
  const headY = footY - h + headR;
  const neckY = headY + headR * 1.05;
  const shoulderW = h * (kind === 'man' ? 0.15 : 0.13);
  const hemY = kind === 'woman' ? footY - h * 0.28 : footY - h * 0.42;
  const hemW = h * (kind === 'woman' ? 0.19 : 0.15);
  const legs = kind === 'woman' ? shade(o.cloth, -0.3) : kind === 'man' ? '#4a4f5c' : '#3f4a66';
  let out = '<g>';
  // Legs (trousers or salwar) under the tunic.
  out += `<path d="M ${n(x - hemW * 0.75)} ${n(hemY - 2)} L ${n(x - hemW * 0.55)} ${n(footY)} L ${n(x - hemW * 0.08)} ${n(footY)} L ${n(x)} ${n(hemY + h * 0.08)} L ${n(x + hemW * 0.08)} ${n(footY)} L ${n(x + hemW * 0.55)} ${n(footY)} L ${n(x + hemW * 0.75)} ${n(hemY - 2)} Z" fill="${legs}"/>`;
  // Arms.
  out += `<path d="M ${n(x - shoulderW)} ${n(neckY + h * 0.04)} Q ${n(x - shoulderW * 1.45)} ${n(neckY + h * 0.2)} ${n(x - shoulderW * 1.2)} ${n(neckY + h * 0.36)} L ${n(x - shoulderW * 0.9)} ${n(neckY + h * 0.35)} Q ${n(x - shoulderW * 1.1)} ${n(neckY + h * 0.2)} ${n(x - shoulderW * 0.7)} ${n(neckY + h * 0.08)} Z" fill="${shade(o.cloth, -0.12)}"/>`;
  out += `<path d="M ${n(x + shoulderW)} ${n(neckY + h * 0.04)} Q ${n(x + shoulderW * 1.45)} ${n(neckY + h * 0.2)} ${n(x + shoulderW * 1.2)} ${n(neckY + h * 0.36)} L ${n(x + shoulderW * 0.9)} ${n(neckY + h * 0.35)} Q ${n(x + shoulderW * 1.1)} ${n(neckY + h * 0.2)} ${n(x + shoulderW * 0.7)} ${n(neckY + h * 0.08)} Z" fill="${shade(o.cloth, -0.12)}"/>`;
  // Hands.
  out += `<circle cx="${n(x - shoulderW * 1.05)}" cy="${n(neckY + h * 0.37)}" r="${n(h * 0.025)}" fill="${o.skin}"/><circle cx="${n(x + shoulderW * 1.05)}" cy="${n(neckY + h * 0.37)}" r="${n(h * 0.025)}" fill="${o.skin}"/>`;
  // Tunic.
  out += `<path d="M ${n(x - shoulderW)} ${n(neckY + h * 0.07)} Q ${n(x - shoulderW)} ${n(neckY)} ${n(x)} ${n(neckY)} Q ${n(x + shoulderW)} ${n(neckY)} ${n(x + shoulderW)} ${n(neckY + h * 0.07)} L ${n(x + hemW)} ${n(hemY)} Q ${n(x)} ${n(hemY + h * 0.02)} ${n(x - hemW)} ${n(hemY)} Z" fill="${o.cloth}"/>`;
  if (kind === 'woman' && o.scarf) {
    out += `<path d="M ${n(x - shoulderW * 0.95)} ${n(neckY + h * 0.02)} Q ${n(x)} ${n(neckY + h * 0.2)} ${n(x + shoulderW * 0.95)} ${n(neckY + h * 0.02)} L ${n(x + shoulderW * 1.05)} ${n(neckY + h * 0.12)} Q ${n(x)} ${n(neckY + h * 0.3)} ${n(x - shoulderW * 1.05)} ${n(neckY + h * 0.12)} Z" fill="${o.scarf}"/>`;
  }
  if (o.book) {
    out += `<rect x="${n(x - shoulderW * 0.9)}" y="${n(neckY + h * 0.22)}" width="${n(shoulderW * 1.8)}" height="${n(h * 0.13)}" rx="${n(h * 0.01)}" fill="${o.book}"/><rect x="${n(x - shoulderW * 0.9)}" y="${n(neckY + h * 0.22)}" width="${n(shoulderW * 0.25)}" height="${n(h * 0.13)}" fill="${shade(o.book, -0.25)}"/>`;
  }
  // Head and hair.
  out += `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(headR)}" fill="${o.skin}"/>`;
  if (kind === 'woman') {
    out += `<path d="M ${n(x - headR * 1.05)} ${n(headY + headR * 0.2)} Q ${n(x - headR * 1.1)} ${n(headY - headR * 1.15)} ${n(x)} ${n(headY - headR * 1.08)} Q ${n(x + headR * 1.1)} ${n(headY - headR * 1.15)} ${n(x + headR * 1.05)} ${n(headY + headR * 0.2)} Q ${n(x + headR * 0.6)} ${n(headY - headR * 0.55)} ${n(x)} ${n(headY - headR * 0.6)} Q ${n(x - headR * 0.6)} ${n(headY - headR * 0.55)} ${n(x - headR * 1.05)} ${n(headY + headR * 0.2)} Z" fill="${HAIR}"/><circle cx="${n(x + headR * 0.9)}" cy="${n(headY - headR * 0.5)}" r="${n(headR * 0.42)}" fill="${HAIR}"/>`;
  } else {
    out += `<path d="M ${n(x - headR * 1.02)} ${n(headY - headR * 0.05)} Q ${n(x - headR)} ${n(headY - headR * 1.2)} ${n(x)} ${n(headY - headR * 1.1)} Q ${n(x + headR)} ${n(headY - headR * 1.2)} ${n(x + headR * 1.02)} ${n(headY - headR * 0.05)} Q ${n(x)} ${n(headY - headR * 0.6)} ${n(x - headR * 1.02)} ${n(headY - headR * 0.05)} Z" fill="${HAIR}"/>`;
  }
  return out + '</g>';
}

/** A wooden handloom with warp threads and a striped woven cloth; (x, groundY) is its front left foot. */
export function loom(x: number, groundY: number, w: number, h: number): string {
  const post = w * 0.05;
  const topY = groundY - h;
  const clothTop = groundY - h * 0.62;
  const clothBottom = groundY - h * 0.32;
  let out = `<g><rect x="${n(x)}" y="${n(topY)}" width="${n(post)}" height="${n(h)}" fill="${WOOD}"/><rect x="${n(x + w - post)}" y="${n(topY)}" width="${n(post)}" height="${n(h)}" fill="${WOOD}"/><rect x="${n(x - post * 0.5)}" y="${n(topY)}" width="${n(w + post)}" height="${n(post * 1.2)}" fill="${WOOD_DARK}"/>`;
  const threads = 26;
  for (let i = 0; i < threads; i++) {
    const tx = x + post * 1.4 + ((w - post * 2.8) * i) / (threads - 1);
    out += `<rect x="${n(tx)}" y="${n(topY + post * 1.2)}" width="${n(Math.max(1.2, w * 0.004))}" height="${n(clothTop - topY - post * 1.2)}" fill="#f3e6cf"/>`;
  }
  const stripes = [CLOTH[0], CLOTH[4], CLOTH[1], CLOTH[0], CLOTH[2], CLOTH[4], CLOTH[1]];
  const stripeH = (clothBottom - clothTop) / stripes.length;
  stripes.forEach((color, i) => {
    out += `<rect x="${n(x + post)}" y="${n(clothTop + i * stripeH)}" width="${n(w - post * 2)}" height="${n(stripeH + 0.5)}" fill="${color}"/>`;
  });
  // Reed (the comb that beats the weft) and the breast beam.
  out += `<rect x="${n(x + post * 0.5)}" y="${n(clothTop - h * 0.05)}" width="${n(w - post)}" height="${n(h * 0.035)}" fill="${WOOD_DARK}"/><rect x="${n(x - post * 0.5)}" y="${n(clothBottom)}" width="${n(w + post)}" height="${n(post * 1.3)}" fill="${WOOD_DARK}"/>`;
  // Bench.
  out += `<rect x="${n(x + w * 0.2)}" y="${n(groundY - h * 0.2)}" width="${n(w * 0.6)}" height="${n(h * 0.04)}" fill="${WOOD}"/>`;
  return out + '</g>';
}

/** A sewing machine on a table top at `topY`; `s` is its width. */
export function sewingMachine(x: number, topY: number, s: number): string {
  const body = '#24464d';
  const gold = '#d9a520';
  return `<g><rect x="${n(x)}" y="${n(topY - s * 0.1)}" width="${n(s)}" height="${n(s * 0.1)}" rx="${n(s * 0.02)}" fill="${body}"/><rect x="${n(x + s * 0.72)}" y="${n(topY - s * 0.5)}" width="${n(s * 0.16)}" height="${n(s * 0.42)}" rx="${n(s * 0.03)}" fill="${body}"/><rect x="${n(x + s * 0.08)}" y="${n(topY - s * 0.52)}" width="${n(s * 0.8)}" height="${n(s * 0.13)}" rx="${n(s * 0.05)}" fill="${body}"/><rect x="${n(x + s * 0.06)}" y="${n(topY - s * 0.5)}" width="${n(s * 0.12)}" height="${n(s * 0.26)}" rx="${n(s * 0.02)}" fill="${body}"/><rect x="${n(x + s * 0.115)}" y="${n(topY - s * 0.25)}" width="${n(s * 0.012)}" height="${n(s * 0.13)}" fill="#c9d3d6"/><rect x="${n(x + s * 0.2)}" y="${n(topY - s * 0.47)}" width="${n(s * 0.5)}" height="${n(s * 0.015)}" fill="${gold}"/><circle cx="${n(x + s * 0.93)}" cy="${n(topY - s * 0.3)}" r="${n(s * 0.11)}" fill="none" stroke="#5d6b70" stroke-width="${n(s * 0.03)}"/><rect x="${n(x + s * 0.45)}" y="${n(topY - s * 0.6)}" width="${n(s * 0.03)}" height="${n(s * 0.08)}" fill="#c9d3d6"/><circle cx="${n(x + s * 0.465)}" cy="${n(topY - s * 0.63)}" r="${n(s * 0.035)}" fill="${CLOTH[2]}"/></g>`;
}

/** A spool of thread standing on `baseY`. */
export function spool(x: number, baseY: number, s: number, color: string): string {
  return `<g><rect x="${n(x - s * 0.32)}" y="${n(baseY - s * 0.1)}" width="${n(s * 0.64)}" height="${n(s * 0.1)}" rx="${n(s * 0.03)}" fill="#c8995f"/><rect x="${n(x - s * 0.25)}" y="${n(baseY - s * 0.9)}" width="${n(s * 0.5)}" height="${n(s * 0.8)}" fill="${color}"/><rect x="${n(x - s * 0.25)}" y="${n(baseY - s * 0.9)}" width="${n(s * 0.12)}" height="${n(s * 0.8)}" fill="${shade(color, 0.15)}"/><rect x="${n(x - s * 0.32)}" y="${n(baseY - s)}" width="${n(s * 0.64)}" height="${n(s * 0.1)}" rx="${n(s * 0.03)}" fill="#c8995f"/></g>`;
}

/** A stack of books resting on `baseY`. */
export function bookStack(c: Canvas, x: number, baseY: number, w: number, count: number): string {
  let out = '<g>';
  let y = baseY;
  for (let i = 0; i < count; i++) {
    const bw = w * between(c.rng, 0.8, 1);
    const bh = w * between(c.rng, 0.1, 0.16);
    const bx = x + between(c.rng, -0.06, 0.06) * w;
    const color = pick(c.rng, CLOTH);
    y -= bh;
    out += `<rect x="${n(bx)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh * 0.15)}" fill="${color}"/><rect x="${n(bx + bw * 0.04)}" y="${n(y + bh * 0.2)}" width="${n(bw * 0.92)}" height="${n(bh * 0.12)}" fill="#fbf3e4" opacity="0.8"/>`;
  }
  return out + '</g>';
}

/** An open book lying flat, centred on (x, y). */
export function openBook(x: number, y: number, w: number, cover = '#1b7f7a'): string {
  const h = w * 0.35;
  let lines = '';
  for (let i = 1; i <= 4; i++) {
    const ly = y - h * 0.55 + i * h * 0.16;
    lines += `<path d="M ${n(x - w * 0.42)} ${n(ly)} L ${n(x - w * 0.08)} ${n(ly + h * 0.04)} M ${n(x + w * 0.08)} ${n(ly + h * 0.04)} L ${n(x + w * 0.42)} ${n(ly)}" stroke="#c9b99a" stroke-width="${n(Math.max(1, w * 0.008))}"/>`;
  }
  return `<g><path d="M ${n(x - w * 0.52)} ${n(y - h * 0.5)} L ${n(x)} ${n(y - h * 0.38)} L ${n(x + w * 0.52)} ${n(y - h * 0.5)} L ${n(x + w * 0.52)} ${n(y + h * 0.12)} L ${n(x)} ${n(y + h * 0.25)} L ${n(x - w * 0.52)} ${n(y + h * 0.12)} Z" fill="${cover}"/><path d="M ${n(x - w * 0.48)} ${n(y - h * 0.62)} Q ${n(x - w * 0.25)} ${n(y - h * 0.7)} ${n(x)} ${n(y - h * 0.5)} Q ${n(x + w * 0.25)} ${n(y - h * 0.7)} ${n(x + w * 0.48)} ${n(y - h * 0.62)} L ${n(x + w * 0.48)} ${n(y + h * 0.05)} Q ${n(x + w * 0.25)} ${n(y - h * 0.02)} ${n(x)} ${n(y + h * 0.16)} Q ${n(x - w * 0.25)} ${n(y - h * 0.02)} ${n(x - w * 0.48)} ${n(y + h * 0.05)} Z" fill="#fdf6e8"/>${lines}</g>`;
}

/** A blackboard with chalk scribbles, a sun and a plus sum. */
export function blackboard(x: number, y: number, w: number, h: number): string {
  const chalk = '#eef3ee';
  let marks = '';
  for (let i = 0; i < 3; i++) {
    const ly = y + h * (0.3 + i * 0.2);
    marks += `<path d="M ${n(x + w * 0.1)} ${n(ly)} q ${n(w * 0.04)} ${n(-h * 0.06)} ${n(w * 0.08)} 0 t ${n(w * 0.08)} 0 t ${n(w * 0.08)} 0 t ${n(w * 0.08)} 0" fill="none" stroke="${chalk}" stroke-width="${n(Math.max(1.5, w * 0.006))}" stroke-linecap="round" opacity="0.85"/>`;
  }
  marks += `<circle cx="${n(x + w * 0.75)}" cy="${n(y + h * 0.35)}" r="${n(h * 0.12)}" fill="none" stroke="${chalk}" stroke-width="${n(Math.max(1.5, w * 0.006))}"/><path d="M ${n(x + w * 0.68)} ${n(y + h * 0.72)} h ${n(w * 0.14)} M ${n(x + w * 0.75)} ${n(y + h * 0.62)} v ${n(h * 0.2)}" stroke="${chalk}" stroke-width="${n(Math.max(1.5, w * 0.008))}" stroke-linecap="round"/>`;
  return `<g><rect x="${n(x - w * 0.03)}" y="${n(y - w * 0.03)}" width="${n(w * 1.06)}" height="${n(h + w * 0.06)}" rx="${n(w * 0.01)}" fill="${WOOD}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#2f5446"/>${marks}</g>`;
}

/** An acoustic guitar standing on `baseY`, leaning by `angle` degrees. */
export function guitar(x: number, baseY: number, s: number, angle = -12): string {
  const body = '#c77d3a';
  return `<g transform="rotate(${angle} ${n(x)} ${n(baseY)})"><rect x="${n(x - s * 0.035)}" y="${n(baseY - s * 1.02)}" width="${n(s * 0.07)}" height="${n(s * 0.6)}" fill="${WOOD_DARK}"/><rect x="${n(x - s * 0.055)}" y="${n(baseY - s * 1.12)}" width="${n(s * 0.11)}" height="${n(s * 0.12)}" rx="${n(s * 0.02)}" fill="#4d2f1c"/><ellipse cx="${n(x)}" cy="${n(baseY - s * 0.2)}" rx="${n(s * 0.22)}" ry="${n(s * 0.2)}" fill="${body}"/><ellipse cx="${n(x)}" cy="${n(baseY - s * 0.45)}" rx="${n(s * 0.16)}" ry="${n(s * 0.15)}" fill="${body}"/><circle cx="${n(x)}" cy="${n(baseY - s * 0.36)}" r="${n(s * 0.055)}" fill="#3b2416"/><rect x="${n(x - s * 0.07)}" y="${n(baseY - s * 0.16)}" width="${n(s * 0.14)}" height="${n(s * 0.03)}" fill="#3b2416"/></g>`;
}

/** A harmonium: a wooden box with a keyboard and bellows, resting on `baseY`. */
export function harmonium(x: number, baseY: number, w: number): string {
  const h = w * 0.45;
  let keys = '';
  const whites = 14;
  const kw = (w * 0.8) / whites;
  for (let i = 0; i < whites; i++) {
    keys += `<rect x="${n(x + w * 0.1 + i * kw)}" y="${n(baseY - h * 0.62)}" width="${n(kw * 0.9)}" height="${n(h * 0.2)}" fill="#fbf6ea"/>`;
    if (![2, 6, 9, 13].includes(i)) {
      keys += `<rect x="${n(x + w * 0.1 + i * kw + kw * 0.6)}" y="${n(baseY - h * 0.62)}" width="${n(kw * 0.55)}" height="${n(h * 0.12)}" fill="#2a211c"/>`;
    }
  }
  let bellows = '';
  for (let i = 0; i < 4; i++) {
    bellows += `<path d="M ${n(x + w * 0.06)} ${n(baseY - h * (0.95 - i * 0.04))} L ${n(x + w * 0.94)} ${n(baseY - h * (0.95 - i * 0.04))}" stroke="#5b3a25" stroke-width="${n(Math.max(1, w * 0.006))}"/>`;
  }
  return `<g><rect x="${n(x + w * 0.04)}" y="${n(baseY - h * 1.02)}" width="${n(w * 0.92)}" height="${n(h * 0.22)}" fill="#a0643c"/>${bellows}<rect x="${n(x)}" y="${n(baseY - h * 0.72)}" width="${n(w)}" height="${n(h * 0.72)}" rx="${n(w * 0.02)}" fill="${WOOD}"/>${keys}<rect x="${n(x + w * 0.1)}" y="${n(baseY - h * 0.3)}" width="${n(w * 0.8)}" height="${n(h * 0.06)}" fill="${WOOD_DARK}"/><circle cx="${n(x + w * 0.2)}" cy="${n(baseY - h * 0.15)}" r="${n(w * 0.02)}" fill="#d9a520"/><circle cx="${n(x + w * 0.8)}" cy="${n(baseY - h * 0.15)}" r="${n(w * 0.02)}" fill="#d9a520"/></g>`;
}

/** An electronic keyboard on a stand whose feet rest on `baseY`. */
export function keyboard(x: number, baseY: number, w: number): string {
  const topY = baseY - w * 0.42;
  let keys = '';
  const whites = 21;
  const kw = (w * 0.9) / whites;
  for (let i = 0; i < whites; i++) {
    keys += `<rect x="${n(x + w * 0.05 + i * kw)}" y="${n(topY + w * 0.03)}" width="${n(kw * 0.88)}" height="${n(w * 0.07)}" fill="#fbf6ea"/>`;
    if (![2, 6, 9, 13, 16, 20].includes(i)) {
      keys += `<rect x="${n(x + w * 0.05 + i * kw + kw * 0.6)}" y="${n(topY + w * 0.03)}" width="${n(kw * 0.55)}" height="${n(w * 0.042)}" fill="#1f2428"/>`;
    }
  }
  return `<g><path d="M ${n(x + w * 0.2)} ${n(baseY)} L ${n(x + w * 0.75)} ${n(topY + w * 0.12)} M ${n(x + w * 0.8)} ${n(baseY)} L ${n(x + w * 0.25)} ${n(topY + w * 0.12)}" stroke="#3a3f44" stroke-width="${n(w * 0.02)}" stroke-linecap="round"/><rect x="${n(x)}" y="${n(topY)}" width="${n(w)}" height="${n(w * 0.12)}" rx="${n(w * 0.015)}" fill="#2d3338"/>${keys}<circle cx="${n(x + w * 0.1)}" cy="${n(topY + w * 0.015)}" r="${n(w * 0.008)}" fill="#e07b39"/></g>`;
}

/** A ridge tent standing on `groundY`. */
export function tent(x: number, groundY: number, w: number, color: string): string {
  const h = w * 0.62;
  return `<g><path d="M ${n(x)} ${n(groundY)} L ${n(x + w / 2)} ${n(groundY - h)} L ${n(x + w)} ${n(groundY)} Z" fill="${color}"/><path d="M ${n(x + w / 2)} ${n(groundY - h)} L ${n(x + w * 0.64)} ${n(groundY)} L ${n(x + w)} ${n(groundY)} Z" fill="${shade(color, -0.18)}"/><path d="M ${n(x + w * 0.38)} ${n(groundY)} L ${n(x + w / 2)} ${n(groundY - h * 0.55)} L ${n(x + w * 0.6)} ${n(groundY)} Z" fill="${shade(color, -0.4)}"/><path d="M ${n(x + w / 2)} ${n(groundY - h)} L ${n(x - w * 0.18)} ${n(groundY)} M ${n(x + w / 2)} ${n(groundY - h)} L ${n(x + w * 1.18)} ${n(groundY)}" stroke="#6b5a4a" stroke-width="${n(Math.max(1, w * 0.008))}"/></g>`;
}

/** A string of triangular flags hanging between two points. */
export function bunting(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  flags: number,
): string {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag;
  let out = `<path d="M ${n(x1)} ${n(y1)} Q ${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}" fill="none" stroke="#6b5a4a" stroke-width="2"/>`;
  const size = Math.abs(x2 - x1) / flags / 1.6;
  for (let i = 1; i < flags; i++) {
    const t = i / flags;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * cy + t * t * y2;
    out += `<path d="M ${n(px - size / 2)} ${n(py)} L ${n(px + size / 2)} ${n(py)} L ${n(px)} ${n(py + size * 1.2)} Z" fill="${CLOTH[i % CLOTH.length]}"/>`;
  }
  return out;
}

/** A country boat with an arched canopy floating at `waterY`. */
export function boat(x: number, waterY: number, w: number, hull = '#6b4329'): string {
  const h = w * 0.14;
  return `<g><path d="M ${n(x)} ${n(waterY - h)} Q ${n(x + w * 0.5)} ${n(waterY + h * 0.9)} ${n(x + w)} ${n(waterY - h)} Q ${n(x + w * 0.5)} ${n(waterY - h * 0.1)} ${n(x)} ${n(waterY - h)} Z" fill="${hull}"/><path d="M ${n(x + w * 0.3)} ${n(waterY - h * 0.55)} Q ${n(x + w * 0.5)} ${n(waterY - h * 3)} ${n(x + w * 0.7)} ${n(waterY - h * 0.55)} Z" fill="#c99a5b"/><path d="M ${n(x + w * 0.36)} ${n(waterY - h * 0.6)} Q ${n(x + w * 0.5)} ${n(waterY - h * 2.3)} ${n(x + w * 0.64)} ${n(waterY - h * 0.6)} Z" fill="#a97c45"/><ellipse cx="${n(x + w * 0.5)}" cy="${n(waterY + h * 0.55)}" rx="${n(w * 0.45)}" ry="${n(h * 0.25)}" fill="#ffffff" opacity="0.18"/></g>`;
}

/** Calm water from `y` to the bottom with a few light ripples. */
export function water(c: Canvas, y: number, color = '#5f97a8'): { defs: string; body: string } {
  let ripples = '';
  for (let i = 0; i < 14; i++) {
    const ry = y + between(c.rng, 0.05, 0.95) * (c.h - y);
    const rx = between(c.rng, 0, 1) * c.w;
    const len = between(c.rng, 0.04, 0.12) * c.w;
    ripples += `<rect x="${n(rx)}" y="${n(ry)}" width="${n(len)}" height="${n(Math.max(1.5, c.h * 0.004))}" rx="1" fill="#ffffff" opacity="0.25"/>`;
  }
  return {
    defs: `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${color}"/></linearGradient>`,
    body: `<rect x="0" y="${n(y)}" width="${c.w}" height="${n(c.h - y)}" fill="url(#water)"/>${ripples}`,
  };
}

/** A conical lab flask with coloured liquid standing on `baseY`. */
export function flask(x: number, baseY: number, s: number, liquid: string): string {
  return `<g><path d="M ${n(x - s * 0.1)} ${n(baseY - s)} L ${n(x - s * 0.1)} ${n(baseY - s * 0.6)} L ${n(x - s * 0.42)} ${n(baseY)} L ${n(x + s * 0.42)} ${n(baseY)} L ${n(x + s * 0.1)} ${n(baseY - s * 0.6)} L ${n(x + s * 0.1)} ${n(baseY - s)} Z" fill="#e6f2f3" stroke="#8fb3b8" stroke-width="${n(Math.max(1, s * 0.02))}"/><path d="M ${n(x - s * 0.26)} ${n(baseY - s * 0.3)} L ${n(x - s * 0.42)} ${n(baseY)} L ${n(x + s * 0.42)} ${n(baseY)} L ${n(x + s * 0.26)} ${n(baseY - s * 0.3)} Z" fill="${liquid}"/><rect x="${n(x - s * 0.14)}" y="${n(baseY - s * 1.04)}" width="${n(s * 0.28)}" height="${n(s * 0.06)}" rx="${n(s * 0.02)}" fill="#8fb3b8"/></g>`;
}

/** A rack of test tubes on `baseY`. */
export function testTubes(x: number, baseY: number, w: number): string {
  let tubes = '';
  const colors = [CLOTH[0], CLOTH[1], CLOTH[4], CLOTH[2]];
  colors.forEach((color, i) => {
    const tx = x + w * (0.15 + i * 0.22);
    tubes += `<rect x="${n(tx)}" y="${n(baseY - w * 0.55)}" width="${n(w * 0.1)}" height="${n(w * 0.45)}" rx="${n(w * 0.05)}" fill="#e6f2f3" stroke="#8fb3b8" stroke-width="1.5"/><rect x="${n(tx)}" y="${n(baseY - w * 0.3)}" width="${n(w * 0.1)}" height="${n(w * 0.2)}" rx="${n(w * 0.05)}" fill="${color}"/>`;
  });
  return `<g>${tubes}<rect x="${n(x)}" y="${n(baseY - w * 0.22)}" width="${n(w)}" height="${n(w * 0.06)}" fill="${WOOD}"/><rect x="${n(x)}" y="${n(baseY - w * 0.04)}" width="${n(w)}" height="${n(w * 0.04)}" fill="${WOOD}"/></g>`;
}

/** A simple microscope standing on `baseY`. */
export function microscope(x: number, baseY: number, s: number): string {
  const body = '#37565c';
  return `<g><rect x="${n(x - s * 0.3)}" y="${n(baseY - s * 0.08)}" width="${n(s * 0.6)}" height="${n(s * 0.08)}" rx="${n(s * 0.02)}" fill="${body}"/><path d="M ${n(x + s * 0.12)} ${n(baseY - s * 0.08)} Q ${n(x + s * 0.32)} ${n(baseY - s * 0.5)} ${n(x + s * 0.05)} ${n(baseY - s * 0.8)}" fill="none" stroke="${body}" stroke-width="${n(s * 0.09)}" stroke-linecap="round"/><rect x="${n(x - s * 0.22)}" y="${n(baseY - s * 0.38)}" width="${n(s * 0.36)}" height="${n(s * 0.05)}" fill="${body}"/><rect x="${n(x - s * 0.1)}" y="${n(baseY - s * 0.95)}" width="${n(s * 0.11)}" height="${n(s * 0.45)}" rx="${n(s * 0.03)}" transform="rotate(-20 ${n(x)} ${n(baseY - s * 0.7)})" fill="#4f767d"/></g>`;
}

/** A table top at `topY` with two legs down to `floorY`. */
export function table(x: number, topY: number, w: number, floorY: number, color = WOOD): string {
  return `<g><rect x="${n(x + w * 0.06)}" y="${n(topY)}" width="${n(w * 0.04)}" height="${n(floorY - topY)}" fill="${shade(color, -0.2)}"/><rect x="${n(x + w * 0.9)}" y="${n(topY)}" width="${n(w * 0.04)}" height="${n(floorY - topY)}" fill="${shade(color, -0.2)}"/><rect x="${n(x)}" y="${n(topY)}" width="${n(w)}" height="${n(Math.max(6, w * 0.035))}" rx="3" fill="${color}"/></g>`;
}

/** A small oil lamp (diya) with a flame, resting on `baseY`. */
export function diya(x: number, baseY: number, s: number): string {
  return `<g><ellipse cx="${n(x)}" cy="${n(baseY - s * 0.9)}" rx="${n(s * 0.9)}" ry="${n(s * 1.1)}" fill="#f8c66a" opacity="0.25"/><path d="M ${n(x - s * 0.5)} ${n(baseY - s * 0.25)} Q ${n(x)} ${n(baseY + s * 0.15)} ${n(x + s * 0.5)} ${n(baseY - s * 0.25)} Z" fill="#b9622e"/><path d="M ${n(x)} ${n(baseY - s * 0.85)} Q ${n(x + s * 0.18)} ${n(baseY - s * 0.45)} ${n(x)} ${n(baseY - s * 0.3)} Q ${n(x - s * 0.18)} ${n(baseY - s * 0.45)} ${n(x)} ${n(baseY - s * 0.85)} Z" fill="#f6a04d"/></g>`;
}

/** Packets stacked in rows on a table top at `topY` (the sanitary-pad unit). */
export function packets(c: Canvas, x: number, topY: number, w: number): string {
  let out = '<g>';
  const cols = 5;
  const pw = w / cols;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < cols - row; col++) {
      const px = x + col * pw + (row * pw) / 2;
      const py = topY - (row + 1) * pw * 0.55;
      const color = pick(c.rng, ['#f3c6cf', '#cde6e3', '#f6dcb8']);
      out += `<rect x="${n(px + 2)}" y="${n(py)}" width="${n(pw - 4)}" height="${n(pw * 0.52)}" rx="${n(pw * 0.06)}" fill="${color}"/><rect x="${n(px + pw * 0.3)}" y="${n(py + pw * 0.16)}" width="${n(pw * 0.4)}" height="${n(pw * 0.2)}" rx="${n(pw * 0.05)}" fill="#ffffff" opacity="0.8"/>`;
    }
  }
  return out + '</g>';
}

/** A painter's easel with a small landscape painting; feet on `baseY`. */
export function easel(x: number, baseY: number, h: number): string {
  const w = h * 0.55;
  const top = baseY - h;
  const cx = x + w / 2;
  return `<g><path d="M ${n(cx)} ${n(top)} L ${n(x)} ${n(baseY)} M ${n(cx)} ${n(top)} L ${n(x + w)} ${n(baseY)} M ${n(cx)} ${n(top)} L ${n(cx)} ${n(baseY)}" stroke="${WOOD}" stroke-width="${n(h * 0.025)}" stroke-linecap="round"/><rect x="${n(x + w * 0.02)}" y="${n(top + h * 0.1)}" width="${n(w * 0.96)}" height="${n(h * 0.5)}" fill="#fffaf0" stroke="${WOOD_DARK}" stroke-width="${n(h * 0.012)}"/><rect x="${n(x + w * 0.06)}" y="${n(top + h * 0.13)}" width="${n(w * 0.88)}" height="${n(h * 0.44)}" fill="#bfe0e6"/><circle cx="${n(x + w * 0.7)}" cy="${n(top + h * 0.24)}" r="${n(h * 0.05)}" fill="#f6a04d"/><path d="M ${n(x + w * 0.06)} ${n(top + h * 0.45)} Q ${n(x + w * 0.3)} ${n(top + h * 0.3)} ${n(x + w * 0.55)} ${n(top + h * 0.42)} T ${n(x + w * 0.94)} ${n(top + h * 0.38)} L ${n(x + w * 0.94)} ${n(top + h * 0.57)} L ${n(x + w * 0.06)} ${n(top + h * 0.57)} Z" fill="#6fa38d"/><rect x="${n(x - w * 0.02)}" y="${n(top + h * 0.6)}" width="${n(w * 1.04)}" height="${n(h * 0.03)}" fill="${WOOD_DARK}"/></g>`;
}

/** A painter's palette with blobs of colour, centred on (x, y). */
export function paintPalette(x: number, y: number, s: number): string {
  const blobs = [CLOTH[0], CLOTH[1], CLOTH[2], CLOTH[3], CLOTH[4]]
    .map((color, i) => {
      const a = (-150 + i * 42) * (Math.PI / 180);
      return `<circle cx="${n(x + Math.cos(a) * s * 0.3)}" cy="${n(y + Math.sin(a) * s * 0.18)}" r="${n(s * 0.07)}" fill="${color}"/>`;
    })
    .join('');
  return `<g><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.5)}" ry="${n(s * 0.32)}" fill="#e9c996"/><circle cx="${n(x + s * 0.25)}" cy="${n(y + s * 0.1)}" r="${n(s * 0.06)}" fill="#fffaf0"/>${blobs}</g>`;
}

/** A radio set with sound waves (awareness jingles). */
export function radio(x: number, baseY: number, w: number): string {
  const h = w * 0.6;
  let waves = '';
  for (let i = 1; i <= 3; i++) {
    const r = w * (0.2 + i * 0.14);
    waves += `<path d="M ${n(x + w + r * 0.3)} ${n(baseY - h * 0.75 - r * 0.5)} A ${n(r)} ${n(r)} 0 0 1 ${n(x + w + r * 0.3)} ${n(baseY - h * 0.75 + r * 0.5)}" fill="none" stroke="#e07b39" stroke-width="${n(w * 0.03)}" stroke-linecap="round" opacity="${n(1 - i * 0.22)}"/>`;
  }
  return `<g><path d="M ${n(x + w * 0.15)} ${n(baseY - h)} L ${n(x + w * 0.75)} ${n(baseY - h * 1.45)}" stroke="#5d6b70" stroke-width="${n(w * 0.025)}" stroke-linecap="round"/><rect x="${n(x)}" y="${n(baseY - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.08)}" fill="#b9622e"/><circle cx="${n(x + w * 0.33)}" cy="${n(baseY - h * 0.48)}" r="${n(h * 0.3)}" fill="#5b3a25"/><circle cx="${n(x + w * 0.33)}" cy="${n(baseY - h * 0.48)}" r="${n(h * 0.18)}" fill="#7a5236"/><rect x="${n(x + w * 0.62)}" y="${n(baseY - h * 0.8)}" width="${n(w * 0.28)}" height="${n(h * 0.18)}" rx="${n(w * 0.02)}" fill="#f6dcb8"/><circle cx="${n(x + w * 0.7)}" cy="${n(baseY - h * 0.35)}" r="${n(w * 0.05)}" fill="#f6dcb8"/><circle cx="${n(x + w * 0.84)}" cy="${n(baseY - h * 0.35)}" r="${n(w * 0.05)}" fill="#f6dcb8"/>${waves}</g>`;
}

/** A ladder leaning against a wall (house repair). */
export function ladder(x: number, baseY: number, h: number): string {
  let rungs = '';
  for (let i = 1; i < 7; i++) {
    const y = baseY - (h * i) / 7;
    const off = (h * 0.18 * i) / 7;
    rungs += `<path d="M ${n(x + off)} ${n(y)} L ${n(x + off + h * 0.12)} ${n(y)}" stroke="#c8995f" stroke-width="${n(h * 0.02)}"/>`;
  }
  return `<g><path d="M ${n(x)} ${n(baseY)} L ${n(x + h * 0.18)} ${n(baseY - h)} M ${n(x + h * 0.12)} ${n(baseY)} L ${n(x + h * 0.3)} ${n(baseY - h)}" stroke="#a97c45" stroke-width="${n(h * 0.025)}" stroke-linecap="round"/>${rungs}</g>`;
}

export function ball(x: number, y: number, r: number): string {
  return `<g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ffffff" stroke="#3a3f44" stroke-width="${n(Math.max(1, r * 0.1))}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.35)}" fill="#3a3f44"/></g>`;
}

/** A young plant with a few leaves, growing from `baseY`. */
export function sapling(x: number, baseY: number, s: number): string {
  return `<g><ellipse cx="${n(x)}" cy="${n(baseY)}" rx="${n(s * 0.35)}" ry="${n(s * 0.08)}" fill="#7a5236"/><path d="M ${n(x)} ${n(baseY)} L ${n(x)} ${n(baseY - s * 0.7)}" stroke="#4f7a3a" stroke-width="${n(s * 0.05)}"/><path d="M ${n(x)} ${n(baseY - s * 0.45)} Q ${n(x - s * 0.4)} ${n(baseY - s * 0.7)} ${n(x - s * 0.35)} ${n(baseY - s * 0.35)} Q ${n(x - s * 0.15)} ${n(baseY - s * 0.35)} ${n(x)} ${n(baseY - s * 0.45)} Z" fill="#6fa65a"/><path d="M ${n(x)} ${n(baseY - s * 0.6)} Q ${n(x + s * 0.4)} ${n(baseY - s * 0.9)} ${n(x + s * 0.38)} ${n(baseY - s * 0.5)} Q ${n(x + s * 0.15)} ${n(baseY - s * 0.48)} ${n(x)} ${n(baseY - s * 0.6)} Z" fill="#7fb866"/></g>`;
}

/** An eye-test chart on a stand: rows of bars getting smaller (no letters). */
export function eyeChart(x: number, baseY: number, h: number): string {
  const w = h * 0.5;
  const top = baseY - h;
  let rows = '';
  for (let i = 0; i < 6; i++) {
    const size = w * 0.16 * (1 - i * 0.14);
    const count = i + 1;
    const y = top + h * 0.08 + i * h * 0.085;
    for (let j = 0; j < count; j++) {
      const rx = x + w / 2 - (count * size * 1.4) / 2 + j * size * 1.4;
      rows += `<rect x="${n(rx)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.15)}" fill="#2d3338"/>`;
    }
  }
  return `<g><rect x="${n(x + w * 0.46)}" y="${n(top + h * 0.6)}" width="${n(w * 0.08)}" height="${n(h * 0.4)}" fill="${WOOD_DARK}"/><rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h * 0.62)}" rx="${n(w * 0.03)}" fill="#fffaf0" stroke="${WOOD}" stroke-width="${n(w * 0.03)}"/>${rows}</g>`;
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((ch) =>
    Math.round(amount >= 0 ? ch + (255 - ch) * amount : ch * (1 + amount)),
  );
  return `#${channels.map((ch) => Math.min(255, Math.max(0, ch)).toString(16).padStart(2, '0')).join('')}`;
}
