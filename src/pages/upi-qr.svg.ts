/**
 * `/upi-qr.svg`: the UPI QR code of /Donate, drawn at build time with `upiPayUrl`. A file of its
 * own keeps /Donate's HTML within the first TCP window, and a picture can be saved to pay later
 * ("scan from gallery"). Revalidated like every page, so a changed UPI ID never lingers in a cache.
 */
import type { APIRoute } from 'astro';
import { SITE } from '~/config/site';
import { upiPayUrl } from '~/features/trust/upi';
import { qrCodeSvg } from '~/features/trust/qrCode';

export const GET: APIRoute = async () =>
  new Response(await qrCodeSvg(upiPayUrl(SITE.upi), `${SITE.upi.payeeName}: UPI ${SITE.upi.id}`), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
