/** QR codes as one SVG `<path>` at build time: ours to name, no `style` a CSP would block. */
import { create } from 'qrcode';
import { escapeXml } from '~/lib/xml';

/** A QR code as SVG geometry: a square of `size` units and the path of its dark modules. */
export interface QrCodePath {
  /** Width and height of the viewBox in modules, quiet zone included. */
  size: number;
  /** Path data of the dark modules, one rectangle per horizontal run. */
  d: string;
  version: number;
}

export function qrCodePath(text: string): QrCodePath {
  // `M` keeps the code small enough to scan from a screen yet survives a smudge.
  const qr = create(text, { errorCorrectionLevel: 'M' });
  // The quiet zone around the code, in modules, as the standard asks.
  const margin = 4;
  const { size } = qr.modules;
  const commands: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!qr.modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && qr.modules.get(y, x)) x += 1;
      commands.push(`M${start + margin} ${y + margin}h${x - start}v1h${start - x}z`);
    }
  }
  return { size: size + margin * 2, d: commands.join(''), version: qr.version };
}

/** The QR code as a standalone SVG named by `title`: black on white, six pixels a module. */
export function qrCodeSvg(text: string, title: string): string {
  const { size, d } = qrCodePath(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" ` +
    `width="${size * 6}" height="${size * 6}" shape-rendering="crispEdges">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/><path d="${d}" fill="#000000"/></svg>\n`
  );
}
