/**
 * Sample scenes for the site's generated pictures, composed from demo/lib/sampleArt.ts.
 * Each scene draws a whole picture for a canvas; the alt texts in src/content describe what these
 * functions draw, so change both together.
 */
import {
  CLOTH,
  SKIN,
  ball,
  birds,
  blackboard,
  boat,
  bookStack,
  building,
  bunting,
  clouds,
  diya,
  easel,
  eyeChart,
  fields,
  flask,
  guitar,
  harmonium,
  house,
  keyboard,
  ladder,
  loom,
  microscope,
  n,
  openBook,
  packets,
  paintPalette,
  palm,
  person,
  pick,
  radio,
  ridge,
  sapling,
  sewingMachine,
  shade,
  sky,
  spool,
  sun,
  svgDocument,
  table,
  tent,
  testTubes,
  tree,
  water,
  type Canvas,
} from './sampleArt';

/** A function that draws a full SVG picture on a canvas. */
export type Scene = (c: Canvas) => string;

interface Outdoor {
  /** Sun position and radius as fractions of width, height and height. */
  sun?: [number, number, number];
  /** Where the ground starts, as a fraction of the height. */
  horizon: number;
  clouds?: number;
}

/** Sky, optional sun, hills and fields: the backdrop of every outdoor scene. */
function outdoor(c: Canvas, o: Outdoor): { defs: string; body: string } {
  const s = sky(c);
  let defs = s.defs;
  let body = s.body;
  if (o.sun) {
    const sn = sun(c, o.sun[0] * c.w, o.sun[1] * c.h, o.sun[2] * c.h);
    defs += sn.defs;
    body += sn.body;
  }
  body += clouds(c, o.clouds ?? 2, c.h * o.horizon * 0.5);
  const hy = o.horizon * c.h;
  c.pal.hills.forEach((color, i, all) => {
    const depth = all.length - i;
    body += ridge(c, hy - depth * c.h * 0.035, c.h * (0.1 + depth * 0.04), color, 4 + i);
  });
  body += fields(c, hy, [c.pal.ground, shade(c.pal.ground, -0.06), c.pal.groundDark]);
  return { defs, body };
}

/** Wall, floor and a window onto the hills: the backdrop of every indoor scene. */
function indoor(
  c: Canvas,
  windowAt: number | null,
  floorAt = 0.78,
): { defs: string; body: string } {
  const floorY = c.h * floorAt;
  let defs = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.pal.wall[0]}"/><stop offset="1" stop-color="${c.pal.wall[1]}"/></linearGradient>`;
  let body = `<rect width="${c.w}" height="${c.h}" fill="url(#wall)"/>`;
  if (windowAt !== null) {
    const ww = c.w * 0.2;
    const wh = c.h * 0.32;
    const wx = c.w * windowAt;
    const wy = c.h * 0.12;
    defs += `<clipPath id="win"><rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}"/></clipPath><linearGradient id="winsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.pal.sky[0]}"/><stop offset="1" stop-color="${c.pal.sky[1]}"/></linearGradient>`;
    body += `<rect x="${n(wx - 8)}" y="${n(wy - 8)}" width="${n(ww + 16)}" height="${n(wh + 16)}" rx="4" fill="${shade(c.pal.wall[1], -0.35)}"/><g clip-path="url(#win)"><rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="url(#winsky)"/><circle cx="${n(wx + ww * 0.7)}" cy="${n(wy + wh * 0.35)}" r="${n(wh * 0.12)}" fill="${c.pal.sun}"/><path d="M ${n(wx)} ${n(wy + wh * 0.75)} Q ${n(wx + ww * 0.3)} ${n(wy + wh * 0.45)} ${n(wx + ww * 0.6)} ${n(wy + wh * 0.7)} T ${n(wx + ww)} ${n(wy + wh * 0.6)} L ${n(wx + ww)} ${n(wy + wh)} L ${n(wx)} ${n(wy + wh)} Z" fill="${c.pal.hills[1]}"/></g><rect x="${n(wx + ww / 2 - 3)}" y="${n(wy)}" width="6" height="${n(wh)}" fill="${shade(c.pal.wall[1], -0.35)}"/>`;
  }
  body += `<rect x="0" y="${n(floorY)}" width="${c.w}" height="${n(c.h - floorY)}" fill="${c.pal.floor}"/><rect x="0" y="${n(floorY)}" width="${c.w}" height="${n(c.h * 0.012)}" fill="${shade(c.pal.floor, -0.2)}"/>`;
  return { defs, body };
}

const doc = (c: Canvas, base: { defs: string; body: string }, extra: string) =>
  svgDocument(c.w, c.h, base.body + extra, base.defs);

/** Where a figure stands: feet at (fx, fy) of the canvas, `f` of its height tall. */
type Spot = [fx: number, fy: number, f: number];
const at = (c: Canvas, [fx, fy, f]: Spot) => [c.w * fx, c.h * fy, c.h * f] as const;

/** Figures of `person`; `skin` indexes SKIN. */
const woman = (c: Canvas, spot: Spot, cloth: string, scarf: string, skin: number, book?: string) =>
  person(...at(c, spot), { kind: 'woman', cloth, scarf, skin: SKIN[skin]!, book });
const man = (c: Canvas, spot: Spot, cloth: string, skin: number) =>
  person(...at(c, spot), { kind: 'man', cloth, skin: SKIN[skin]! });
const child = (c: Canvas, spot: Spot, cloth: string, skin: number, book?: string) =>
  person(...at(c, spot), { kind: 'child', cloth, skin: SKIN[skin]!, book });

/** Sunrise over layered hills, a few village houses and trees. */
export const village: Scene = (c) => {
  const base = outdoor(c, { sun: [0.7, 0.42, 0.08], horizon: 0.74, clouds: 3 });
  const gy = c.h * 0.84;
  let art = birds(c, 4, c.w * 0.62, c.h * 0.25, c.w * 0.06);
  const walls = ['#f3dfbf', '#ecd0a4', '#f6e6cc', '#e9c99b'];
  const roofs = ['#a8522e', '#8e3b2e', '#b9622e', '#7d4a2f'];
  [0.14, 0.25, 0.36, 0.47].forEach((f, i) => {
    const hw = c.h * (0.14 + (i % 2) * 0.03);
    art += house(c.w * f, gy - (i % 2) * c.h * 0.02, hw, hw * 0.62, walls[i]!, roofs[i]!);
  });
  art += tree(c.w * 0.08, gy + c.h * 0.02, c.h * 0.3, '#6a8f4e');
  art += tree(c.w * 0.58, gy, c.h * 0.26, '#5f8f58');
  art += tree(c.w * 0.86, gy + c.h * 0.05, c.h * 0.36, '#6e9a55');
  return doc(c, base, art);
};

/** Children carrying books along a path towards a learning centre under a big tree. */
export const walkToClass: Scene = (c) => {
  const base = outdoor(c, { sun: [0.18, 0.22, 0.06], horizon: 0.66, clouds: 3 });
  const gy = c.h * 0.78;
  let art = `<path d="M ${n(c.w * 0.02)} ${n(c.h)} Q ${n(c.w * 0.35)} ${n(c.h * 0.85)} ${n(c.w * 0.62)} ${n(gy)} L ${n(c.w * 0.7)} ${n(gy)} Q ${n(c.w * 0.45)} ${n(c.h * 0.9)} ${n(c.w * 0.3)} ${n(c.h)} Z" fill="#ecd9b0"/>`;
  art += building(c.w * 0.58, gy, c.h * 0.42, c.h * 0.26, '#f4e7cf', 'book');
  art += tree(c.w * 0.86, gy + c.h * 0.04, c.h * 0.6, '#4f8a55');
  const kids = [0.2, 0.3, 0.4];
  kids.forEach((f, i) => {
    const cloth = CLOTH[(i * 2 + 1) % CLOTH.length]!;
    art += child(c, [f, 0.95 - i * 0.04, 0.3 - i * 0.02], cloth, i, CLOTH[(i + 4) % CLOTH.length]);
  });
  return doc(c, base, art);
};

/** A woman standing at a handloom weaving striped cloth, indoors, by a window. */
export const weaver: Scene = (c) => {
  const base = indoor(c, 0.72);
  const gy = c.h * 0.9;
  let art = loom(c.w * 0.34, gy, c.w * 0.34, c.h * 0.66);
  art += woman(c, [0.22, 0.9, 0.62], '#1b7f7a', '#e07b39', 1);
  art += spool(c.w * 0.82, gy, c.h * 0.12, CLOTH[0]!);
  art += spool(c.w * 0.87, gy, c.h * 0.1, CLOTH[2]!);
  return doc(c, base, art);
};

/** A health worker in teal greeting a mother and child outside a small clinic with a plus sign. */
export const clinicFamily: Scene = (c) => {
  const base = outdoor(c, { sun: [0.85, 0.2, 0.06], horizon: 0.62, clouds: 2 });
  const gy = c.h * 0.8;
  let art = building(c.w * 0.36, gy, c.w * 0.3, c.h * 0.34, '#f7f0e2', 'plus');
  art += tree(c.w * 0.12, gy + c.h * 0.02, c.h * 0.45, '#5f8f58');
  art += woman(c, [0.3, 0.96, 0.5], '#1b7f7a', '#ffffff', 3);
  art += woman(c, [0.74, 0.96, 0.48], '#c0577a', '#d9a520', 2);
  art += child(c, [0.81, 0.96, 0.28], '#d9a520', 2);
  return doc(c, base, art);
};

/** A clinic with a plus sign and a tree, no people. */
export const clinicBuilding: Scene = (c) => {
  const base = outdoor(c, { sun: [0.82, 0.22, 0.07], horizon: 0.6, clouds: 2 });
  const gy = c.h * 0.82;
  let art = building(c.w * 0.26, gy, c.w * 0.44, c.h * 0.4, '#f7f0e2', 'plus');
  art += tree(c.w * 0.84, gy + c.h * 0.03, c.h * 0.5, '#5f8f58');
  art += tree(c.w * 0.12, gy + c.h * 0.05, c.h * 0.34, '#6e9a55');
  return doc(c, base, art);
};

/** Green and golden fields to the hills under a high sun. */
export const fieldsNoon: Scene = (c) => {
  const s = sky(c);
  const sn = sun(c, c.w * 0.5, c.h * 0.16, c.h * 0.06);
  let body = s.body + sn.body + clouds(c, 4, c.h * 0.35);
  c.pal.hills.forEach((color, i, all) => {
    const depth = all.length - i;
    body += ridge(c, c.h * 0.55 - depth * c.h * 0.04, c.h * (0.08 + depth * 0.04), color, 5 + i);
  });
  body += fields(c, c.h * 0.56, ['#c7c36a', '#9fbb5e', '#d8b35a', '#86ab57', '#caa34e', '#78a052']);
  body += tree(c.w * 0.15, c.h * 0.64, c.h * 0.16, '#4f8a55');
  body += tree(c.w * 0.7, c.h * 0.62, c.h * 0.12, '#4f8a55');
  body += birds(c, 3, c.w * 0.3, c.h * 0.2, c.w * 0.05);
  return svgDocument(c.w, c.h, body, s.defs + sn.defs);
};

/** A guitar, a harmonium and a keyboard on a low wooden stage against an evening sky. */
export const music: Scene = (c) => {
  const base = outdoor(c, { sun: [0.5, 0.5, 0.1], horizon: 0.66, clouds: 2 });
  const stageY = c.h * 0.78;
  let art = `<rect x="0" y="${n(stageY)}" width="${c.w}" height="${n(c.h - stageY)}" fill="#8a5a36"/><rect x="0" y="${n(stageY)}" width="${c.w}" height="${n(c.h * 0.02)}" fill="#a8744a"/>`;
  for (let i = 1; i < 8; i++) {
    art += `<rect x="${n((c.w * i) / 8)}" y="${n(stageY + c.h * 0.02)}" width="2" height="${n(c.h - stageY)}" fill="#6b4329" opacity="0.5"/>`;
  }
  art += guitar(c.w * 0.22, stageY + c.h * 0.06, c.h * 0.55, -10);
  art += harmonium(c.w * 0.36, stageY + c.h * 0.08, c.w * 0.26);
  art += keyboard(c.w * 0.66, stageY + c.h * 0.1, c.w * 0.24);
  return doc(c, base, art);
};

/** Two country boats on calm backwaters, palm trees on the banks. */
export const backwaters: Scene = (c) => {
  const s = sky(c);
  const sn = sun(c, c.w * 0.3, c.h * 0.28, c.h * 0.06);
  let body = s.body + sn.body + clouds(c, 3, c.h * 0.3);
  body += ridge(c, c.h * 0.5, c.h * 0.08, c.pal.hills[0]!, 5);
  const wt = water(c, c.h * 0.58);
  body += `<path d="M -10 ${n(c.h * 0.6)} Q ${n(c.w * 0.2)} ${n(c.h * 0.52)} ${n(c.w * 0.32)} ${n(c.h * 0.6)} Z" fill="${c.pal.ground}"/>`;
  body += wt.body;
  body += `<path d="M ${n(c.w * 0.72)} ${n(c.h * 0.62)} Q ${n(c.w * 0.85)} ${n(c.h * 0.52)} ${n(c.w + 10)} ${n(c.h * 0.55)} L ${n(c.w + 10)} ${n(c.h * 0.66)} Z" fill="${c.pal.groundDark}"/>`;
  body += palm(c, c.w * 0.06, c.h * 0.6, c.h * 0.45, 0.15);
  body += palm(c, c.w * 0.16, c.h * 0.6, c.h * 0.36, -0.1);
  body += palm(c, c.w * 0.84, c.h * 0.6, c.h * 0.42, -0.18);
  body += palm(c, c.w * 0.94, c.h * 0.59, c.h * 0.5, 0.08);
  body += boat(c.w * 0.3, c.h * 0.74, c.w * 0.22);
  body += boat(c.w * 0.56, c.h * 0.86, c.w * 0.26, '#5b3a25');
  return svgDocument(c.w, c.h, body, s.defs + sn.defs + wt.defs);
};

/** Tents and a string of coloured flags in a meadow below hills; two campers. */
export const campTents: Scene = (c) => {
  const base = outdoor(c, { sun: [0.8, 0.2, 0.06], horizon: 0.6, clouds: 3 });
  const gy = c.h * 0.86;
  let art = bunting(c.w * 0.05, c.h * 0.5, c.w * 0.95, c.h * 0.48, c.h * 0.1, 14);
  art += `<rect x="${n(c.w * 0.05 - 3)}" y="${n(c.h * 0.48)}" width="6" height="${n(gy - c.h * 0.48)}" fill="#6b4329"/><rect x="${n(c.w * 0.95 - 3)}" y="${n(c.h * 0.46)}" width="6" height="${n(gy - c.h * 0.46)}" fill="#6b4329"/>`;
  art += tent(c.w * 0.15, gy - c.h * 0.06, c.h * 0.42, '#e07b39');
  art += tent(c.w * 0.42, gy - c.h * 0.1, c.h * 0.34, '#1b7f7a');
  art += tent(c.w * 0.66, gy, c.h * 0.46, '#d9a520');
  art += man(c, [0.36, 0.97, 0.36], '#4358a0', 0);
  art += woman(c, [0.6, 0.97, 0.34], '#c0577a', '#f3e3c3', 4);
  return doc(c, base, art);
};

/** Two children holding open books under a big tree. */
export const readingTree: Scene = (c) => {
  const base = outdoor(c, { sun: [0.78, 0.45, 0.08], horizon: 0.7, clouds: 2 });
  const gy = c.h * 0.9;
  let art = tree(c.w * 0.4, gy, c.h * 0.85, '#4f8a55');
  art += child(c, [0.26, 0.96, 0.36], '#e07b39', 1, '#1b7f7a');
  art += child(c, [0.58, 0.96, 0.34], '#4358a0', 3, '#d9a520');
  art += bookStack(c, c.w * 0.72, c.h * 0.96, c.h * 0.16, 3);
  return doc(c, base, art);
};

/** A sewing machine on a table with spools of thread and folded cloth. */
export const sewingTable: Scene = (c) => {
  const base = indoor(c, 0.08);
  const top = c.h * 0.66;
  let art = table(c.w * 0.12, top, c.w * 0.76, c.h);
  art += sewingMachine(c.w * 0.24, top, c.w * 0.32);
  [0.64, 0.69, 0.74].forEach((f, i) => {
    art += spool(c.w * f, top, c.h * 0.13, CLOTH[[0, 1, 2][i]!]!);
  });
  let y = top;
  [CLOTH[4], CLOTH[1], CLOTH[0], CLOTH[6]].forEach((color) => {
    const h = c.h * 0.045;
    y -= h;
    art += `<rect x="${n(c.w * 0.78)}" y="${n(y)}" width="${n(c.w * 0.08)}" height="${n(h)}" rx="4" fill="${color}"/>`;
  });
  return doc(c, base, art);
};

/** A teacher beside a blackboard and children seen from behind at their places. */
export const classroom: Scene = (c) => {
  const base = indoor(c, null, 0.82);
  let art = blackboard(c.w * 0.18, c.h * 0.14, c.w * 0.46, c.h * 0.36);
  art += woman(c, [0.75, 0.84, 0.62], '#4358a0', '#e07b39', 0, '#d9a520');
  // Children from behind: heads and shoulders in two rows.
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 4; i++) {
      const x = c.w * (0.12 + i * 0.16 + row * 0.08);
      const y = c.h * (0.9 + row * 0.08);
      const r = c.h * (0.055 + row * 0.01);
      const cloth = pick(c.rng, CLOTH);
      art += `<path d="M ${n(x - r * 2)} ${n(y + r * 3)} Q ${n(x - r * 2)} ${n(y + r * 0.6)} ${n(x)} ${n(y + r * 0.6)} Q ${n(x + r * 2)} ${n(y + r * 0.6)} ${n(x + r * 2)} ${n(y + r * 3)} Z" fill="${cloth}"/><circle cx="${n(x)}" cy="${n(y - r * 0.4)}" r="${n(r)}" fill="#2b1d16"/>`;
    }
  }
  return doc(c, base, art);
};

/** A stack of books, an open book and a small oil lamp on a table in the evening. */
export const booksLamp: Scene = (c) => {
  const base = indoor(c, 0.7);
  const top = c.h * 0.7;
  let art = table(c.w * 0.08, top, c.w * 0.84, c.h);
  art += bookStack(c, c.w * 0.16, top, c.w * 0.2, 5);
  art += openBook(c.w * 0.5, top - c.h * 0.02, c.w * 0.26, '#8e3b46');
  art += diya(c.w * 0.78, top, c.h * 0.1);
  return doc(c, base, art);
};

/** A lab bench with flasks, test tubes and a microscope; a technician in a teal coat. */
export const lab: Scene = (c) => {
  const base = indoor(c, 0.74);
  const top = c.h * 0.66;
  let art = woman(c, [0.72, 0.95, 0.66], '#f4f7f7', '#1b7f7a', 1);
  art += table(c.w * 0.06, top, c.w * 0.88, c.h, '#d9d3c7');
  art += microscope(c.w * 0.2, top, c.h * 0.34);
  art += flask(c.w * 0.38, top, c.h * 0.22, '#6fb3c0');
  art += flask(c.w * 0.47, top, c.h * 0.16, '#e07b39');
  art += testTubes(c.w * 0.54, top, c.w * 0.14);
  return doc(c, base, art);
};

/** A small dental clinic with a tooth sign; a mother and child walking towards it. */
export const dental: Scene = (c) => {
  const base = outdoor(c, { sun: [0.15, 0.2, 0.06], horizon: 0.6, clouds: 2 });
  const gy = c.h * 0.82;
  let art = building(c.w * 0.42, gy, c.w * 0.36, c.h * 0.38, '#eef5f3', 'tooth');
  art += tree(c.w * 0.88, gy + c.h * 0.03, c.h * 0.42, '#5f8f58');
  art += woman(c, [0.2, 0.96, 0.46], '#8e3b46', '#d9a520', 4);
  art += child(c, [0.28, 0.96, 0.26], '#5a8f3c', 4);
  return doc(c, base, art);
};

/** Two women at a work table stacked with wrapped packets (the sanitary-pad unit). */
export const padUnit: Scene = (c) => {
  const base = indoor(c, 0.06);
  const top = c.h * 0.68;
  let art = woman(c, [0.36, 0.92, 0.6], '#c0577a', '#f3e3c3', 2);
  art += woman(c, [0.62, 0.92, 0.58], '#1b7f7a', '#d9a520', 0);
  art += table(c.w * 0.12, top, c.w * 0.76, c.h, '#b98b5f');
  art += packets(c, c.w * 0.2, top, c.w * 0.3);
  art += packets(c, c.w * 0.55, top, c.w * 0.25);
  return doc(c, base, art);
};

/** A home with a garden of trees, and two children playing with a ball (boys or girls). */
export const homeGarden =
  (kind: 'boys' | 'girls'): Scene =>
  (c) => {
    const base = outdoor(c, { sun: [0.82, 0.3, 0.06], horizon: 0.62, clouds: 2 });
    const gy = c.h * 0.76;
    let art = house(c.w * 0.3, gy, c.w * 0.36, c.h * 0.3, '#f3dfbf', '#a8522e');
    art += tree(c.w * 0.12, gy + c.h * 0.02, c.h * 0.44, '#5f8f58');
    art += tree(c.w * 0.82, gy + c.h * 0.03, c.h * 0.5, '#4f8a55');
    const figure = (fx: number, cloth: string, skin: number) =>
      kind === 'boys'
        ? child(c, [fx, 0.97, 0.3], cloth, skin)
        : woman(c, [fx, 0.97, 0.32], cloth, '#f3e3c3', skin);
    art += figure(0.36, CLOTH[0]!, 1);
    art += figure(0.62, CLOTH[3]!, 3);
    art += ball(c.w * 0.5, c.h * 0.92, c.h * 0.035);
    return doc(c, base, art);
  };

/** Children at a study table with books and a lamp. */
export const studyTable: Scene = (c) => {
  const base = indoor(c, 0.4);
  const top = c.h * 0.7;
  let art = '';
  [0.28, 0.5, 0.72].forEach((f, i) => {
    art += child(c, [f, 0.98, 0.56], CLOTH[[1, 0, 3][i]!]!, i + 1);
  });
  art += table(c.w * 0.1, top, c.w * 0.8, c.h);
  art += `<rect x="${n(c.w * 0.1)}" y="${n(top + c.h * 0.02)}" width="${n(c.w * 0.8)}" height="${n(c.h * 0.3)}" fill="#7a5236"/>`;
  art += openBook(c.w * 0.3, top - c.h * 0.01, c.w * 0.14, '#1b7f7a');
  art += openBook(c.w * 0.52, top - c.h * 0.01, c.w * 0.14, '#e07b39');
  art += diya(c.w * 0.8, top, c.h * 0.08);
  return doc(c, base, art);
};

/** Boys playing football on a field with a small goal. */
export const football: Scene = (c) => {
  const base = outdoor(c, { sun: [0.2, 0.2, 0.06], horizon: 0.58, clouds: 3 });
  const gy = c.h * 0.8;
  let art = `<path d="M ${n(c.w * 0.7)} ${n(gy)} L ${n(c.w * 0.7)} ${n(gy - c.h * 0.24)} L ${n(c.w * 0.92)} ${n(gy - c.h * 0.24)} L ${n(c.w * 0.92)} ${n(gy)}" fill="none" stroke="#ffffff" stroke-width="${n(c.h * 0.015)}"/>`;
  art += tree(c.w * 0.1, gy - c.h * 0.05, c.h * 0.4, '#4f8a55');
  [0.3, 0.46, 0.6].forEach((f, i) => {
    art += child(c, [f, 0.92 + (i % 2) * 0.04, 0.34], CLOTH[[0, 1, 0][i]!]!, i);
  });
  art += ball(c.w * 0.52, c.h * 0.93, c.h * 0.03);
  return doc(c, base, art);
};

/** Four women in a row holding up a long striped cloth they have woven. */
export const womenGroup: Scene = (c) => {
  const base = outdoor(c, { sun: [0.84, 0.22, 0.06], horizon: 0.6, clouds: 2 });
  let art = '';
  const xs = [0.2, 0.4, 0.6, 0.8];
  xs.forEach((f, i) => {
    art += woman(c, [f, 0.96, 0.58], CLOTH[[1, 2, 3, 5][i]!]!, CLOTH[[4, 0, 4, 0][i]!]!, i);
  });
  const clothY = c.h * 0.62;
  const stripes = [CLOTH[0], CLOTH[4], CLOTH[1], CLOTH[0]];
  stripes.forEach((color, i) => {
    art += `<rect x="${n(c.w * 0.17)}" y="${n(clothY + i * c.h * 0.03)}" width="${n(c.w * 0.66)}" height="${n(c.h * 0.031)}" fill="${color}"/>`;
  });
  return doc(c, base, art);
};

/** An easel with a small landscape painting, a paint palette and a young painter. */
export const easelPainting: Scene = (c) => {
  const base = indoor(c, 0.72);
  let art = easel(c.w * 0.34, c.h * 0.92, c.h * 0.78);
  art += child(c, [0.2, 0.95, 0.5], '#e07b39', 2);
  art += table(c.w * 0.66, c.h * 0.7, c.w * 0.26, c.h);
  art += paintPalette(c.w * 0.78, c.h * 0.66, c.w * 0.16);
  return doc(c, base, art);
};

/** An open-sided tent with an eye-test chart and people waiting in a line. */
export const eyeCamp: Scene = (c) => {
  const base = outdoor(c, { sun: [0.12, 0.2, 0.06], horizon: 0.58, clouds: 2 });
  const gy = c.h * 0.9;
  // Canopy on four poles.
  let art = `<path d="M ${n(c.w * 0.46)} ${n(c.h * 0.3)} L ${n(c.w * 0.96)} ${n(c.h * 0.3)} L ${n(c.w * 0.99)} ${n(c.h * 0.4)} L ${n(c.w * 0.43)} ${n(c.h * 0.4)} Z" fill="#e07b39"/><path d="M ${n(c.w * 0.43)} ${n(c.h * 0.4)} L ${n(c.w * 0.99)} ${n(c.h * 0.4)} L ${n(c.w * 0.99)} ${n(c.h * 0.43)} L ${n(c.w * 0.43)} ${n(c.h * 0.43)} Z" fill="#b9622e"/>`;
  art += `<rect x="${n(c.w * 0.45)}" y="${n(c.h * 0.4)}" width="6" height="${n(gy - c.h * 0.4)}" fill="#6b4329"/><rect x="${n(c.w * 0.97)}" y="${n(c.h * 0.4)}" width="6" height="${n(gy - c.h * 0.4)}" fill="#6b4329"/>`;
  art += eyeChart(c.w * 0.62, gy, c.h * 0.5);
  art += woman(c, [0.86, 0.95, 0.48], '#f4f7f7', '#1b7f7a', 0);
  [0.1, 0.2, 0.3].forEach((f, i) => {
    const spot: Spot = [f, 0.96, 0.46 - i * 0.02];
    const cloth = CLOTH[[2, 3, 4][i]!]!;
    art += i === 1 ? man(c, spot, cloth, i + 1) : woman(c, spot, cloth, '#f3e3c3', i + 1);
  });
  return doc(c, base, art);
};

/** Young people planting saplings in a row, with a watering can. */
export const plantation: Scene = (c) => {
  const base = outdoor(c, { sun: [0.7, 0.2, 0.06], horizon: 0.6, clouds: 3 });
  let art = '';
  [0.14, 0.3, 0.46, 0.62, 0.78, 0.92].forEach((f) => {
    art += sapling(c.w * f, c.h * 0.9, c.h * 0.16);
  });
  art += man(c, [0.38, 0.86, 0.42], '#5a8f3c', 1);
  art += woman(c, [0.7, 0.86, 0.4], '#d9a520', '#1b7f7a', 3);
  // A watering can.
  art += `<g><rect x="${n(c.w * 0.53)}" y="${n(c.h * 0.8)}" width="${n(c.h * 0.09)}" height="${n(c.h * 0.07)}" rx="4" fill="#4358a0"/><path d="M ${n(c.w * 0.53 + c.h * 0.09)} ${n(c.h * 0.82)} L ${n(c.w * 0.53 + c.h * 0.15)} ${n(c.h * 0.77)}" stroke="#4358a0" stroke-width="${n(c.h * 0.015)}" stroke-linecap="round"/></g>`;
  return doc(c, base, art);
};

/** Young people standing in a half circle around a pennant on a pole. */
export const leadership: Scene = (c) => {
  const base = outdoor(c, { sun: [0.15, 0.22, 0.06], horizon: 0.6, clouds: 2 });
  const px = c.w * 0.5;
  let art = `<rect x="${n(px - 3)}" y="${n(c.h * 0.2)}" width="6" height="${n(c.h * 0.6)}" fill="#6b4329"/><path d="M ${n(px + 3)} ${n(c.h * 0.21)} L ${n(px + c.h * 0.22)} ${n(c.h * 0.27)} L ${n(px + 3)} ${n(c.h * 0.33)} Z" fill="#1b7f7a"/>`;
  const spots = [
    [0.2, 0.86],
    [0.32, 0.8],
    [0.68, 0.8],
    [0.8, 0.86],
    [0.38, 0.98],
    [0.62, 0.98],
  ];
  spots.forEach(([fx, fy], i) => {
    const spot: Spot = [fx!, fy!, 0.34 + (fy! - 0.8) * 0.6];
    const cloth = CLOTH[i % CLOTH.length]!;
    const skin = i % SKIN.length;
    art += i % 2 ? woman(c, spot, cloth, '#f3e3c3', skin) : man(c, spot, cloth, skin);
  });
  return doc(c, base, art);
};

/** A house being repaired: a ladder against the wall, a worker, palms behind. */
export const houseRepair: Scene = (c) => {
  const base = outdoor(c, { sun: [0.8, 0.2, 0.06], horizon: 0.62, clouds: 3 });
  const gy = c.h * 0.84;
  let art = palm(c, c.w * 0.1, gy - c.h * 0.04, c.h * 0.6, 0.1);
  art += palm(c, c.w * 0.9, gy - c.h * 0.02, c.h * 0.55, -0.12);
  art += house(c.w * 0.3, gy, c.w * 0.38, c.h * 0.34, '#f1e3c8', '#9a4a2c');
  // Fresh roof tiles being laid.
  art += `<path d="M ${n(c.w * 0.46)} ${n(gy - c.h * 0.34 - c.h * 0.06)} l ${n(c.w * 0.1)} ${n(c.h * 0.07)}" stroke="#d9a520" stroke-width="${n(c.h * 0.025)}"/>`;
  art += ladder(c.w * 0.62, gy, c.h * 0.42);
  art += man(c, [0.78, 0.96, 0.44], '#4358a0', 3);
  return doc(c, base, art);
};

/** A radio on a table sending out sound waves, by a window. */
export const radioJingles: Scene = (c) => {
  const base = indoor(c, 0.7);
  const top = c.h * 0.7;
  let art = table(c.w * 0.14, top, c.w * 0.7, c.h);
  art += radio(c.w * 0.3, top, c.w * 0.24);
  art += spool(c.w * 0.74, top, c.h * 0.1, CLOTH[1]!);
  return doc(c, base, art);
};
