/**
 * The trust pages on the test build: /Donate's QR code decodes (jsQR, from a screenshot of the
 * picture and from its SVG file rasterised by sharp) to the very address of its "Pay with a UPI
 * app" link; the 80G e-mail carries every detail the receipt needs; the copy buttons copy, announce
 * it and say so when they cannot; the FCRA note follows the content file. /Transparency shows the
 * content file's registrations, table, chart and working PDF links; each form links to its own
 * section of /Privacy next to its submit button; the site sets no cookies and keeps nothing in
 * localStorage; /Accessibility's report e-mail is prefilled. (Axe, the frame and no-JavaScript
 * reading of these pages run in frame.test.ts and static-pages.test.ts with every other route.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeQr } from './support/qr';
import { describe, expect, inject, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SITE } from '~/config/site';
import { formatIndianNumber } from '~/lib/items';
import { upiPayUrl } from '~/features/trust/upi';
import { transparencySchema } from '~/lib/content/trustSchemas';
import { formatDay } from '~/features/trust/build';
import { DESKTOP, PHONE, onPage, openPage, useBrowser } from './support/browser';
import { ROOT } from './support/config';

const site = inject('siteUrl');
const chrome = useBrowser();

const transparency = transparencySchema.parse(
  parseYaml(readFileSync(join(ROOT, 'src/content/transparency.yaml'), 'utf8')),
);

/** Opens `path` on the test site. */
async function visit(path: string, options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(chrome.browser, options);
  const response = await watched.page.goto(site + path, { waitUntil: 'load' });
  return { ...watched, response };
}

/** Subject and body of a mailto: link. */
function readMailto(href: string): { to: string; subject: string; body: string } {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  };
}

describe('/Donate: UPI', () => {
  it('shows a QR code that reads, on screen, as the same upi://pay address as the link, at both widths and in both languages', async () => {
    for (const [path, viewport] of [
      ['/Donate', PHONE],
      ['/Donate', DESKTOP],
      ['/hi/Donate', PHONE],
    ] as const) {
      await onPage(visit(path, { viewport }), async ({ page }) => {
        const at = `${path} at ${viewport.width}px`;
        const link = page.locator('a[data-upi-link]');
        const href = (await link.getAttribute('href'))!;
        expect(href, at).toBe(upiPayUrl(SITE.upi));
        expect(href).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&cu=INR&tn=[^&]+$/);

        // A picture (a donor can save it and pay later from a UPI app's gallery scan), shown
        // whole, named with the UPI ID.
        const qr = page.locator('img.qr-code');
        expect(await qr.count(), at).toBe(1);
        expect(
          await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        ).toBe(true);
        expect(await qr.getAttribute('alt'), at).toContain(SITE.upi.id);
        const box = (await qr.boundingBox())!;
        expect(box.width, at).toBeGreaterThanOrEqual(160);
        expect(box.height, at).toBeGreaterThanOrEqual(160);
        // What a phone's camera would read off the screen.
        await qr.scrollIntoViewIfNeeded();
        expect(await decodeQr(await qr.screenshot()), at).toBe(href);

        // The link is there for everyone; on a phone it comes before the code.
        expect(await link.isVisible()).toBe(true);
        const linkBox = (await link.boundingBox())!;
        if (viewport === PHONE) expect(linkBox.y, at).toBeLessThan(box.y);
        expect(await page.locator('main').innerText()).toContain(SITE.upi.id);
      });
    }
  });

  it('serves the QR code as an SVG file that decodes to the link, revalidated on every visit', async () => {
    await onPage(visit('/Donate'), async ({ page }) => {
      const src = (await page.locator('img.qr-code').getAttribute('src'))!;
      const response = await fetch(new URL(src, site));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      // A changed UPI ID must never leave an old code in a browser's cache.
      expect(response.headers.get('cache-control')).toMatch(/max-age=0, must-revalidate/);
      const svg = await response.text();
      expect(await decodeQr(svg)).toBe(upiPayUrl(SITE.upi));
      expect(svg).toContain(`<title>${SITE.upi.payeeName}: UPI ${SITE.upi.id}</title>`);
    });
  });

  it('loads nothing of the QR library in the browser', async () => {
    await onPage(openPage(chrome.browser), async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.url().endsWith('.js')) scripts.push(await response.text());
      });
      await page.goto(site + '/Donate', { waitUntil: 'networkidle' });
      expect(scripts.length).toBeGreaterThan(0);
      for (const code of scripts) {
        expect(code).not.toContain('The amount of data is too big to be stored in a QR Code');
      }
    });
  });
});

describe('/Donate: 80G receipt and donors abroad', () => {
  it('offers an e-mail to the foundation with name, address, PAN, amount, date and transaction reference', async () => {
    await onPage(visit('/Donate'), async ({ page }) => {
      const main = page.locator('main');
      expect(await main.innerText()).toMatch(/section 80G/);
      expect(await main.innerText()).toMatch(/Form 10BE/);
      const mail = readMailto((await page.locator('a[data-receipt-mail]').getAttribute('href'))!);
      expect(mail.to).toBe(SITE.email);
      expect(mail.subject).toMatch(/80G/);
      const lines = mail.body.split('\r\n');
      for (const detail of [
        /^Full name.*: $/,
        /^Postal address: $/,
        /^PAN: $/,
        /^Amount.*: $/,
        /^Date of payment: $/,
        /^Transaction reference.*: $/,
      ]) {
        expect(
          lines.some((line) => detail.test(line)),
          `${detail} in:\n${mail.body}`,
        ).toBe(true);
      }
    });
  });

  it('tells donors abroad what the FCRA status of transparency.yaml means', async () => {
    await onPage(visit('/Donate'), async ({ page }) => {
      const abroad = await page.locator('#abroad').locator('..').innerText();
      if (transparency.registration.fcra.registered) {
        expect(abroad).toMatch(/FCRA account/);
      } else {
        expect(abroad).toMatch(/cannot accept gifts from foreign sources/);
        expect(abroad).not.toMatch(/FCRA account/);
      }
    });
  });
});

describe('/Donate: copy buttons', () => {
  const values = [
    { what: 'account number', value: SITE.bank.accountNumber },
    { what: 'IFSC', value: SITE.bank.ifsc },
    { what: 'UPI ID', value: SITE.upi.id },
  ];

  it('without JavaScript: no dead buttons, the values are plain text', async () => {
    await onPage(visit('/Donate', { javaScriptEnabled: false }), async ({ page }) => {
      expect(await page.getByRole('button', { name: /^Copy/ }).count()).toBe(0);
      const text = await page.locator('main').innerText();
      for (const { value } of values) expect(text).toContain(value);
    });
  });

  it('copies each value and says "Copied" in a polite live region', async () => {
    await onPage(visit('/Donate'), async ({ page, context, pageErrors }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
      for (const { what, value } of values) {
        const button = page.getByRole('button', { name: `Copy ${what}` });
        await button.click();
        const status = page.locator(`#${await button.getAttribute('data-copy-status')}`);
        expect(await status.getAttribute('aria-live')).toBe('polite');
        await expect.poll(() => status.innerText()).toBe('Copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
      }
      expect(pageErrors).toEqual([]);
    });
  });

  it('says so and selects the value when the browser has no clipboard, or refuses', async () => {
    for (const mode of ['missing', 'refused'] as const) {
      await onPage(openPage(chrome.browser), async ({ page }) => {
        await page.addInitScript((how) => {
          if (how === 'missing') {
            Object.defineProperty(navigator, 'clipboard', { value: undefined });
          } else {
            navigator.clipboard.writeText = () => Promise.reject(new Error('NotAllowedError'));
          }
        }, mode);
        await page.goto(site + '/Donate');
        const button = page.getByRole('button', { name: 'Copy IFSC' });
        await button.click();
        const status = page.locator(`#${await button.getAttribute('data-copy-status')}`);
        await expect
          .poll(() => status.innerText(), { message: mode })
          .toMatch(/copy it with your device/);
        expect(await status.innerText()).not.toBe('Copied');
        expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe(
          SITE.bank.ifsc,
        );
      });
    }
  });
});

describe('/Transparency', () => {
  it('shows the registrations, the last update and the figures of the content file', async () => {
    await onPage(visit('/Transparency', { javaScriptEnabled: false }), async ({ page }) => {
      const main = await page.locator('main').innerText();
      const { registration } = transparency;
      for (const value of [
        registration.pan,
        registration.number,
        registration.section12AB.number,
        registration.section80G.number,
        registration.csr1.number,
        registration.darpanId,
        '7 Jun 2016',
        transparency.governance.auditor.name,
        transparency.governance.auditor.firmRegistrationNumber,
      ]) {
        expect(main, value).toContain(value);
      }
      const { validFrom, validTo } = registration.section80G;
      expect(main).toContain(`valid from ${formatDay(validFrom)} to ${formatDay(validTo)}`);
      expect(await page.locator('.last-updated time').getAttribute('datetime')).toBe(
        transparency.lastUpdated,
      );
      expect(main).toContain(`Last updated: ${formatDay(transparency.lastUpdated)}`);
      if (!registration.fcra.registered) expect(main).toContain(registration.fcra.statement);
      expect(await page.locator('main a[href="/GoverningBody"]').count()).toBeGreaterThan(0);

      // The table: one row per year, amounts with Indian grouping.
      const rows = await page
        .locator('section[aria-labelledby="money"] table.data-table tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim())),
        );
      expect(rows.map((row) => row[0])).toEqual(transparency.money.years.map((y) => y.year));
      const first = transparency.money.years[0]!;
      expect(rows[0]).toEqual([
        first.year,
        formatIndianNumber(first.income),
        formatIndianNumber(first.expenditure),
        formatIndianNumber(first.programmeExpenditure),
        `${((first.programmeExpenditure / first.expenditure) * 100).toFixed(1)}%`,
      ]);
    });
  });

  it('draws the chart as an SVG image whose description gives every year', async () => {
    await onPage(visit('/Transparency', { viewport: PHONE }), async ({ page }) => {
      const chart = page.locator('.finance-chart svg');
      expect(await chart.getAttribute('role')).toBe('img');
      const { title, desc } = await chart.evaluate((svg) => ({
        title: document.getElementById(svg.getAttribute('aria-labelledby') ?? '')?.textContent,
        desc: document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent,
      }));
      expect(title).toMatch(/Income and expenditure/);
      for (const year of transparency.money.years) {
        expect(desc).toContain(`${year.year}: income Rs. ${formatIndianNumber(year.income)}`);
      }
      // Readable on a phone: no wider than the screen, amounts at a legible size.
      const box = (await chart.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      const fontPx = await chart
        .locator('text')
        .first()
        .evaluate((t) => (t as SVGTextElement).getBoundingClientRect().height);
      expect(fontPx).toBeGreaterThanOrEqual(12);
      expect(await page.locator('svg [style], main [style]').count()).toBe(0);
      // Three bars a year, on one scale.
      expect(await chart.locator('rect').count()).toBe(transparency.money.years.length * 3);
    });
  });

  it('links the audited statements, auditor report and ITR of each year (PDFs that open) and the annual reports', async () => {
    await onPage(visit('/Transparency'), async ({ page }) => {
      for (const year of transparency.money.years) {
        for (const path of Object.values(year.documents)) {
          const link = page.locator(`main a[href="${path}"]`);
          expect(await link.count(), path).toBe(1);
          const response = await page.request.get(new URL(path, site).href);
          expect(response.status(), path).toBe(200);
          expect(response.headers()['content-type'], path).toMatch(/application\/pdf/);
          expect((await response.body()).subarray(0, 5).toString(), path).toBe('%PDF-');
        }
        const report = page.getByRole('link', { name: `Annual report ${year.year}` });
        expect(await report.count(), year.year).toBe(1);
        const response = await page.request.get(
          new URL((await report.getAttribute('href'))!, site).href,
        );
        expect(response.status(), year.year).toBe(200);
      }
    });
  });

  it('describes the foundation with its registrations in JSON-LD', async () => {
    await onPage(visit('/Transparency'), async ({ page }) => {
      const objects = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as unknown));
      const ngo = objects.find((o) => (o as { '@type'?: string })['@type'] === 'NGO') as Record<
        string,
        unknown
      >;
      expect(ngo).toMatchObject({
        foundingDate: '2016-06-07',
        taxID: transparency.registration.pan,
      });
      const ids = Object.fromEntries(
        (ngo.identifier as { propertyID: string; value: string }[]).map((i) => [
          i.propertyID,
          i.value,
        ]),
      );
      expect(ids).toMatchObject({
        PAN: transparency.registration.pan,
        '12AB': transparency.registration.section12AB.number,
        '80G': transparency.registration.section80G.number,
        'CSR-1': transparency.registration.csr1.number,
        'NGO Darpan': transparency.registration.darpanId,
      });
    });
  });
});

describe('/Privacy', () => {
  it('each form links to its own section of the notice, next to its submit button', async () => {
    for (const path of ['/GuestBook', '/ReachUs', '/Fellowship']) {
      await onPage(visit(path), async ({ page }) => {
        const actions = page.locator('form .site-form__actions');
        expect(await actions.locator('button[type="submit"]').count(), path).toBe(1);
        const link = actions.locator('a[href^="/Privacy#"]');
        expect(await link.count(), path).toBe(1);
        const formId = await page.locator('form.site-form').getAttribute('id');
        expect(await link.getAttribute('href'), path).toBe(`/Privacy#${formId}`);
        await link.click();
        await page.waitForURL(`${site}/Privacy#${formId}`);
        const section = page.locator(`#${formId}`);
        expect(await section.isVisible(), path).toBe(true);
        expect(await section.locator('h3 a').getAttribute('href'), path).toBe(path);
      });
    }
  });

  it('tells what the fellowship form collects (PAN and Aadhaar), why, where it goes and for how long', async () => {
    await onPage(visit('/Privacy', { javaScriptEnabled: false }), async ({ page }) => {
      const section = await page.locator('#fellowship').innerText();
      expect(section).toMatch(/PAN/);
      expect(section).toMatch(/Aadhaar/);
      for (const part of ['What it collects', 'Why', 'Where it goes', 'How long we keep it']) {
        expect(section).toContain(part);
      }
      const main = await page.locator('main').innerText();
      expect(main).toContain(SITE.grievanceOfficer.name);
      expect(
        await page
          .locator(`main a[href^="mailto:${SITE.grievanceOfficer.email}?subject="]`)
          .count(),
      ).toBe(1);
      expect(main).toMatch(/no cookies/);
    });
  });

  it('is true: the site sets no cookies and keeps nothing in localStorage', async () => {
    await onPage(openPage(chrome.browser), async ({ page, context }) => {
      for (const path of ['/', '/Donate', '/GuestBook', '/Fellowship', '/News', '/Transparency']) {
        await page.goto(site + path, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.cookie), path).toBe('');
        expect(await page.evaluate(() => localStorage.length), path).toBe(0);
        const session = await page.evaluate(() => Object.keys(sessionStorage));
        for (const key of session) {
          expect(['porf:notifications-seen', 'porf:visit-recorded'], path).toContain(key);
        }
      }
      expect(await context.cookies()).toEqual([]);
    });
  });
});

describe('/Accessibility', () => {
  it('states the standard, the last review and offers a prefilled report e-mail', async () => {
    await onPage(visit('/Accessibility', { javaScriptEnabled: false }), async ({ page }) => {
      const main = await page.locator('main').innerText();
      expect(main).toMatch(/WCAG\) 2\.1 at level AA/);
      expect(main).toMatch(/GIGW 3\.0/);
      expect(main).toMatch(/Last reviewed: \d{1,2} [A-Z][a-z]{2} \d{4}/);
      const mail = readMailto((await page.locator('a[data-report-mail]').getAttribute('href'))!);
      expect(mail.to).toBe(SITE.email);
      expect(mail.subject).toMatch(/Accessibility/);
      expect(mail.body).toMatch(/Page address:/);
      expect(mail.body).toMatch(/What went wrong:/);
    });
  });
});
