/**
 * Writes public/favicon.ico and public/apple-touch-icon.png from public/favicon.svg.
 * Run after changing the logo: `npx tsx tools/generate-icons.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url));

const png32 = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer();
// An .ico file may hold a PNG image: a 6-byte header, one 16-byte directory entry, the PNG.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png32.length, 14); // image size
header.writeUInt32LE(22, 18); // image offset
await writeFile(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, png32]));

const touch = await sharp(svg, { density: 600 })
  .resize(180, 180)
  .flatten({ background: '#ffffff' })
  .png({ compressionLevel: 9 })
  .toBuffer();
await writeFile(new URL('../public/apple-touch-icon.png', import.meta.url), touch);
console.log('Wrote public/favicon.ico and public/apple-touch-icon.png');
