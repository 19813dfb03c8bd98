/**
 * Giving: the `upi://pay` address (one builder for the link and the QR code), the QR code drawn at
 * build time (read back with jsQR from the SVG rasterised by sharp), the prefilled 80G receipt
 * e-mail, and the small helpers of the trust pages (placeholders, shares, quarters, the chart's
 * geometry, annual reports matched to financial years).
 */
import { decodeQr } from '../e2e/support/qr';
import { describe, expect, it } from 'vitest';
import { SITE } from '~/config/site';
import { create } from 'qrcode';
import sharp from 'sharp';
import { QR_OPTIONS, qrCodeSvg } from '~/features/trust/qrCode';
import {
  annualReportsByYear,
  chartLayout,
  CHART,
  fill,
  formatCroreFigure,
  formatDay,
  formatFileSize,
  formatRupees,
  formatShare,
  programmeShare,
  quarterLabel,
} from '~/features/trust/build';
import { mailtoUrl, receiptRequestMailto } from '~/lib/mailto';
import { UPI_ID_PATTERN, upiPayUrl } from '~/features/trust/upi';

describe('upiPayUrl', () => {
  it('builds pa, pn, cu=INR and tn in that order, percent-encoded', () => {
    expect(
      upiPayUrl({
        id: 'pilar.outreach@sbi',
        payeeName: 'Pilar Outreach Foundation',
        note: 'Donation',
      }),
    ).toBe('upi://pay?pa=pilar.outreach@sbi&pn=Pilar%20Outreach%20Foundation&cu=INR&tn=Donation');
  });

  it('encodes what would break the query, and reads back to the same values', () => {
    const payee = {
      id: 'a_b-c@okaxis',
      payeeName: 'Pilar & Sons + Co',
      note: 'Gift #1 = 100% (Diwali)',
    };
    const url = upiPayUrl(payee);
    expect(url).not.toMatch(/[ +#]|&(?!pn=|cu=|tn=)/);
    expect(url).toContain('pn=Pilar%20%26%20Sons%20%2B%20Co');
    expect(url).toContain('tn=Gift%20%231%20%3D%20100%25%20%28Diwali%29');
    const params = new URL(url.replace('upi://pay', 'https://x.test/pay')).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: payee.id,
      pn: payee.payeeName,
      cu: 'INR',
      tn: payee.note,
    });
  });

  it('encodes Hindi text as UTF-8', () => {
    const url = upiPayUrl({ id: 'xy@upi', payeeName: 'पिलर', note: 'दान' });
    expect(url).toContain('pn=%E0%A4%AA%E0%A4%BF%E0%A4%B2%E0%A4%B0');
    expect(decodeURIComponent(url.split('tn=')[1]!)).toBe('दान');
  });

  it('refuses a UPI ID no app would accept, so a typo fails the build', () => {
    for (const id of ['pilaroutreach', 'pilar outreach@sbi', '@sbi', 'x@', 'a@b@c']) {
      expect(() => upiPayUrl({ id, payeeName: 'P', note: 'N' }), id).toThrow(/Not a UPI ID/);
    }
  });

  it("accepts the site's own UPI ID", () => {
    expect(SITE.upi.id).toMatch(UPI_ID_PATTERN);
    expect(upiPayUrl(SITE.upi)).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&cu=INR&tn=[^&]+$/);
  });
});

describe('QR code drawn at build time', () => {
  it("decodes to exactly the site's upi://pay address", async () => {
    const url = upiPayUrl(SITE.upi);
    expect(await decodeQr(await qrCodeSvg(url, 'Pilar Outreach Foundation: UPI'))).toBe(url);
  });

  it('decodes other texts too, and is not a fixed picture', async () => {
    const other = upiPayUrl({ id: 'someone@okhdfcbank', payeeName: 'Someone Else', note: 'Test' });
    expect(await decodeQr(await qrCodeSvg(other, 'Someone Else'))).toBe(other);
    expect(await qrCodeSvg(other, 'x')).not.toBe(await qrCodeSvg(upiPayUrl(SITE.upi), 'x'));
  });

  it('names the file with its title, XML-escaped, and draws it at six pixels a module', async () => {
    const svg = await qrCodeSvg('upi://pay?pa=x@y', 'Sons & Daughters <Trust> "of" Pilar\'s');
    expect(svg).toContain(
      '<title>Sons &amp; Daughters &lt;Trust&gt; &quot;of&quot; Pilar&apos;s</title>',
    );
    const size = create('upi://pay?pa=x@y', QR_OPTIONS).modules.size + 8;
    expect(svg).toContain(`width="${size * 6}" height="${size * 6}" viewBox="0 0 ${size} ${size}"`);
    expect(await decodeQr(svg)).toBe('upi://pay?pa=x@y');
  });

  it('keeps the quiet zone and stays small enough to scan from a screen', async () => {
    const url = upiPayUrl(SITE.upi);
    expect(create(url, QR_OPTIONS).version).toBeLessThanOrEqual(8);
    // No module is drawn in the 4-module margin (24 pixels), and the finder patterns reach it.
    const picture = sharp(Buffer.from(await qrCodeSvg(url, 'x'))).greyscale();
    const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x];
    const edge = info.width - 25;
    const inMargin = (x: number, y: number) => x < 24 || y < 24 || x > edge || y > edge;
    const darkInMargin: string[] = [];
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        if (inMargin(x, y) && at(x, y) !== 255) darkInMargin.push(`${x},${y}`);
      }
    }
    expect(darkInMargin).toEqual([]);
    expect([at(24, 24), at(edge, 24), at(24, edge)]).toEqual([0, 0, 0]);
  });
});

describe('80G receipt e-mail', () => {
  const template = {
    subject: '80G receipt for my donation',
    intro: 'Please send me an 80G receipt.',
    fields: {
      name: 'Full name (as on PAN)',
      address: 'Postal address',
      pan: 'PAN',
      amount: 'Amount (Rs.)',
      date: 'Date of payment',
      method: 'Paid by',
      reference: 'Transaction reference (UTR)',
    },
    closing: 'Thank you.',
  };

  it('opens a mail to the foundation with the subject and a line for every detail', () => {
    const href = receiptRequestMailto('info@example.org', template);
    expect(
      href.startsWith('mailto:info@example.org?subject=80G%20receipt%20for%20my%20donation&body='),
    ).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body.split('\r\n')).toEqual([
      'Please send me an 80G receipt.',
      '',
      'Full name (as on PAN): ',
      'Postal address: ',
      'PAN: ',
      'Amount (Rs.): ',
      'Date of payment: ',
      'Paid by: ',
      'Transaction reference (UTR): ',
      '',
      'Thank you.',
    ]);
  });

  it('never writes a space as +, which mail apps would show', () => {
    expect(mailtoUrl('a@b.org', { subject: 'A B+C', body: ['x y'] })).toBe(
      'mailto:a@b.org?subject=A%20B%2BC&body=x%20y',
    );
  });
});

describe('trust page helpers', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(fill('valid from {from} to {to}', { from: '1 Apr 2026', to: '31 Mar 2031' })).toBe(
      'valid from 1 Apr 2026 to 31 Mar 2031',
    );
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('writes rupees with Indian grouping and days as d Mon yyyy', () => {
    expect(formatRupees(17894460)).toBe('Rs. 1,78,94,460');
    expect(formatCroreFigure(17894460)).toBe('1.79');
    expect(formatDay('2026-08-27')).toBe('27 Aug 2026');
    expect(formatDay('2016-06-07')).toBe('7 Jun 2016');
  });

  it('computes the programme share', () => {
    const share = programmeShare({ expenditure: 17102390, programmeExpenditure: 15120640 });
    expect(formatShare(share)).toBe('88.4%');
    expect(formatShare(share, 0)).toBe('88%');
    expect(programmeShare({ expenditure: 0, programmeExpenditure: 0 })).toBe(0);
  });

  it('names the quarters of a financial year', () => {
    expect(quarterLabel('2025-26', 1)).toBe('Apr-Jun 2025');
    expect(quarterLabel('2025-26', 3)).toBe('Oct-Dec 2025');
    expect(quarterLabel('2025-26', 4)).toBe('Jan-Mar 2026');
  });

  it('writes file sizes', () => {
    expect(formatFileSize(11175)).toBe('11 KB');
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('matches annual reports to financial years by their title', () => {
    const report = (title: string, file = 'r.pdf') => ({ title, attachments: file ? [file] : [] });
    const byYear = annualReportsByYear([
      report('Annual Report 2025-26'),
      report('Annual Report 2024-2025'),
      report('Annual report 2023 - 24 (revised)'),
      report('Annual Report 2023-24', 'second.pdf'),
      report('Annual Report 2022-23', ''),
      report('Annual Report 2019-21'),
      report('Our year in pictures'),
    ]);
    expect([...byYear.keys()]).toEqual(['2025-26', '2024-25', '2023-24']);
    expect(byYear.get('2023-24')?.title).toBe('Annual report 2023 - 24 (revised)');
  });

  it('draws every bar on one scale: the largest figure fills the longest bar', () => {
    const year = (y: string, income: number, expenditure: number, programmes: number) =>
      ({
        year: y,
        income,
        expenditure,
        programmeExpenditure: programmes,
      }) as Parameters<typeof chartLayout>[0][number];
    const layout = chartLayout([year('2025-26', 200, 150, 120), year('2024-25', 100, 120, 60)]);
    const [first, second] = layout.rows;
    expect(first!.income.width).toBe(CHART.maxBar);
    expect(second!.income.width).toBe(CHART.maxBar / 2);
    expect(first!.programmes.width + first!.other.width).toBeCloseTo((CHART.maxBar * 150) / 200);
    expect(first!.other.x).toBe(first!.programmes.width);
    expect(second!.y).toBeGreaterThan(first!.other.y);
    expect(layout.height).toBeGreaterThan(second!.other.y + CHART.bar);
  });
});
