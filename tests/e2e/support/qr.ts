/** Reads QR codes with tools others wrote: sharp rasterises or reads the picture, jsQR decodes it. */
import jsQR from 'jsqr';
import sharp from 'sharp';

/** Decodes the QR code in `picture`: SVG markup (rasterised at 144 dpi) or a PNG, say a screenshot. */
export async function decodeQr(picture: string | Buffer): Promise<string | undefined> {
  const input = typeof picture === 'string' ? Buffer.from(picture) : picture;
  const { data, info } = await sharp(input, { density: 144 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
