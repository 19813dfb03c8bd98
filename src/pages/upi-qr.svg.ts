/**
 * `/upi-qr.svg` (`UPI_QR_PATH`): the UPI QR code of /Donate and /hi/Donate, drawn at build time
 * from the UPI ID of src/config/site.ts (the same `upiPayUrl` as the page's "Pay with a UPI app"
 * link).
 *
 * A file of its own rather than SVG inside the page: it kept /Donate's HTML over the first TCP
 * window (about 14.6 kB with the response headers: one more round trip before the first paint on a
 * slow link, docs/performance.md), and a picture is one a donor can long-press and save, to pay
 * later from a UPI app's "scan from gallery". Served with `must-revalidate` like every page
 * (`/:page` in _headers), so a changed UPI ID never leaves an old code in a browser's cache.
 */
import type { APIRoute } from 'astro';
import { SITE } from '~/config/site';
import { upiPayUrl } from '~/features/trust/upi';
import { qrCodeSvg } from '~/features/trust/qrCode';

export const GET: APIRoute = () =>
  new Response(qrCodeSvg(upiPayUrl(SITE.upi), `${SITE.upi.payeeName}: UPI ${SITE.upi.id}`), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
