/** QR codes as SVG at build time, drawn by qrcode itself (no `style` a CSP would block), named by us. */
import { create, toString } from 'qrcode';
import { escapeXml } from '~/lib/xml';

/**
 * `M` keeps the code small enough to scan from a screen yet survives a smudge; the quiet zone is
 * the 4 modules the standard asks for.
 */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code as a standalone SVG named by `title`: black on white, six pixels a module. */
export async function qrCodeSvg(text: string, title: string): Promise<string> {
  const size = create(text, QR_OPTIONS).modules.size + 2 * QR_OPTIONS.margin;
  const svg = await toString(text, { ...QR_OPTIONS, type: 'svg', width: size * 6 });
  return svg.replace('>', `><title>${escapeXml(title)}</title>`);
}
