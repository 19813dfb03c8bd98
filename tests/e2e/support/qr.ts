/** Reads a QR code from SVG markup: rasterised by sharp, decoded by jsQR (tools others wrote). */
import jsQR from 'jsqr';
import sharp from 'sharp';

export async function decodeSvgQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 144 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
