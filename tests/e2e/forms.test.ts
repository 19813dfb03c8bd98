/**
 * The three forms (/GuestBook, /ReachUs, /Fellowship) in Chromium against the built site and the
 * demo API, which records on disk what arrived: the exact request path and JSON body; success that
 * clears and announces; failures (500, HTML instead of JSON, timeout, connection reset, offline)
 * that keep every value, send nothing twice and can be retried; required and format messages with
 * focus; five fast clicks, one POST; the honeypot; PAN and Aadhaar nowhere in the browser
 * afterwards; typing before hydration; keyboard alone; 320 px reflow; axe in every state.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import { axeAtWidths, axeViolations, SITE_FRAME } from './support/axe';
import { DESKTOP, PHONE, onPage, openPage, useBrowser, useTabs } from './support/browser';
import { demoApi, type Fault, resetAfterEach } from './support/demoApi';

const site = inject('siteUrl');
/** Waits for a condition; generous because hydration (`client:idle`) waits for an idle moment. */
const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 10_000, interval: 50 });
const api = demoApi(inject('apiUrl'));
const SUCCESS = 'Your Form Submitted Successfully';
const chrome = useBrowser();
const tabs = useTabs(chrome);
resetAfterEach(api);

/** What a person types into one form, by accessible label, and what the API must receive. */
interface FormCase {
  path: string;
  formType: string;
  /** The form type as it must appear in the request path. */
  encodedType: string;
  submitLabel: string;
  /** Label -> text typed into a text box or chosen in a select/radio group. */
  typed: Record<string, string>;
  /** Labels of radio groups and selects among `typed`. */
  choices?: { radio?: string[]; select?: string[] };
  body: Record<string, string>;
}

const GUEST_BOOK: FormCase = {
  path: '/GuestBook',
  formType: 'Guest Book',
  encodedType: 'Guest%20Book',
  submitLabel: 'Sign the guest book',
  typed: {
    'Your name': 'Ravi Kumar',
    'Your website': 'www.example.org',
    'E-mail': 'ravi@example.org',
    Profession: 'Teacher',
    'How would you rate our work?': 'Very Good',
    'How do you know us?': 'I am an ex-student',
    Message: 'Lovely work at the Ludhiana centre.\nKeep it up!',
  },
  choices: { radio: ['How would you rate our work?'], select: ['How do you know us?'] },
  body: {
    name: 'Ravi Kumar',
    webAddress: 'www.example.org',
    email: 'ravi@example.org',
    profession: 'Teacher',
    rate: 'Very Good',
    howKnow: 'I am an ex-student',
    message: 'Lovely work at the Ludhiana centre.\nKeep it up!',
  },
};

const REACH_US: FormCase = {
  path: '/ReachUs',
  formType: 'Admission',
  encodedType: 'Admission',
  submitLabel: 'Send message',
  typed: {
    'Your name': 'Meena Joshi',
    'E-mail': 'meena@example.org',
    Phone: '+91 98765 43210',
    Subject: 'Visiting a centre',
    'Postal address': '12 Mall Road\nShimla 171001',
    Message: 'Could we visit the Shimla centre next week?',
  },
  body: {
    name: 'Meena Joshi',
    address: '12 Mall Road\nShimla 171001',
    phone: '+91 98765 43210',
    email: 'meena@example.org',
    subject: 'Visiting a centre',
    message: 'Could we visit the Shimla centre next week?',
  },
};

// PAN typed in small letters and Aadhaar as printed on the card: both are sent normalised.
// 9999 4105 7058 is one of UIDAI's published test numbers, not a person's.
const PAN_TYPED = 'abcpv1234k';
const AADHAAR_TYPED = '9999 4105 7058';
const FELLOWSHIP: FormCase = {
  path: '/Fellowship',
  formType: 'RUPEE 37 PAISE FELLOWSHIP',
  encodedType: 'RUPEE%2037%20PAISE%20FELLOWSHIP',
  submitLabel: 'Send fellowship details',
  typed: {
    'Your name': 'Asha Verma',
    'E-mail': 'asha@example.org',
    'Transaction number': 'UTR000123456789',
    Location: 'Ludhiana',
    PAN: PAN_TYPED,
    'Aadhaar number': AADHAAR_TYPED,
  },
  body: {
    name: 'Asha Verma',
    email: 'asha@example.org',
    transactionNumber: 'UTR000123456789',
    location: 'Ludhiana',
    panCardDetails: 'ABCPV1234K',
    aadharCardDetails: '999941057058',
  },
};

const CASES = [GUEST_BOOK, REACH_US, FELLOWSHIP];

/**
 * A page on `formCase.path`, hydrated, with every POST to /api/form recorded: a new page in the
 * file's shared context, or with `ownContext` (a test that changes the clock or goes offline) in a
 * context of its own. Close it with `close()`.
 */
async function openForm(
  formCase: FormCase,
  options: { viewport?: { width: number; height: number }; ownContext?: boolean } = {},
) {
  const watched = options.ownContext
    ? await openPage(chrome.browser, { viewport: options.viewport })
    : await tabs.open({ viewport: options.viewport });
  const posts: Request[] = [];
  const consoleLines: string[] = [];
  watched.page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/form/')) {
      posts.push(request);
    }
  });
  watched.page.on('console', (message) => consoleLines.push(message.text()));
  await watched.page.goto(site + formCase.path, { waitUntil: 'load' });
  const form = watched.page.locator('form.site-form');
  // Not found by name: the name changes to "Sending…" while a request is on its way.
  const submit = form.locator('button[type="submit"]');
  expect(await submit.innerText()).toBe(formCase.submitLabel);
  // Hydrated once the button is enabled (it is disabled in the server-rendered HTML).
  await eventually(() => submit.isEnabled()).toBe(true);
  return { ...watched, form, submit, posts, consoleLines };
}

type OpenForm = Awaited<ReturnType<typeof openForm>>;

/**
 * A text box or select by its accessible name, as a screen reader announces it (the asterisk of
 * required fields is hidden from it; `aria-required` says "required" instead).
 */
function control(form: Locator, name: string) {
  return form
    .getByRole('textbox', { name, exact: true })
    .or(form.getByRole('combobox', { name, exact: true }));
}

/** axe on the page's own content; the header and footer are checked on every route elsewhere. */
const axeOnContent = (page: Page) => axeViolations(page, SITE_FRAME);

async function fill(opened: OpenForm, formCase: FormCase) {
  for (const [label, value] of Object.entries(formCase.typed)) {
    if (formCase.choices?.radio?.includes(label)) {
      await opened.form
        .getByRole('group', { name: label })
        .getByRole('radio', { name: value, exact: true })
        .check();
    } else if (formCase.choices?.select?.includes(label)) {
      await control(opened.form, label).selectOption(value);
    } else {
      await control(opened.form, label).fill(value);
    }
  }
}

/** What every control of the form holds now, by label (radio groups: the checked choice). */
async function valuesOf(opened: OpenForm, formCase: FormCase) {
  const values: Record<string, string> = {};
  for (const label of Object.keys(formCase.typed)) {
    if (formCase.choices?.radio?.includes(label)) {
      const checked = opened.form.getByRole('group', { name: label }).locator('input:checked');
      values[label] = (await checked.count()) ? await checked.inputValue() : '';
    } else {
      values[label] = await control(opened.form, label).inputValue();
    }
  }
  return values;
}

const statusText = (page: Page) => page.locator('form.site-form [role="status"]').innerText();
const alertText = (page: Page) => page.locator('form.site-form [role="alert"]').innerText();

async function formRecords() {
  return (await api.records()).forms;
}

describe.each(CASES)('$path', (formCase) => {
  it('posts exactly the SPEC payload as JSON to the URL-encoded form type, then clears and announces', async () => {
    await onPage(openForm(formCase), async (opened) => {
      await fill(opened, formCase);
      await opened.submit.click();
      await eventually(() => statusText(opened.page)).toContain(SUCCESS);

      expect(opened.posts).toHaveLength(1);
      const request = opened.posts[0]!;
      expect(new URL(request.url()).pathname).toBe(`/api/form/PORF/${formCase.encodedType}`);
      expect(request.headers()['content-type']).toBe('application/json');
      expect(JSON.parse(request.postData() ?? '')).toEqual(formCase.body);

      const records = await formRecords();
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ site: 'PORF', formType: formCase.formType });
      expect(records[0]!.body).toEqual(formCase.body);
      expect(Object.keys(records[0]!.body as object).sort()).toEqual(
        Object.keys(formCase.body).sort(),
      );

      for (const [label, value] of Object.entries(await valuesOf(opened, formCase))) {
        expect(value, label).toBe('');
      }
      expect(await alertText(opened.page)).toBe('');
      expect(await axeOnContent(opened.page)).toEqual([]);
      expect(opened.pageErrors).toEqual([]);
    });
  });

  it('finds no accessibility violation, at phone and desktop width', async () => {
    // One load at phone width, then the page laid out again at desktop width.
    await onPage(openForm(formCase, { viewport: PHONE }), async (opened) => {
      expect(await axeAtWidths(opened.page, [PHONE, DESKTOP], SITE_FRAME)).toEqual({});
    });
  });

  it('sends one POST for five fast clicks', async () => {
    await api.fault({ path: '/api/form/', method: 'POST', delayMs: 800 });
    await onPage(openForm(formCase), async (opened) => {
      await fill(opened, formCase);
      // Five clicks in one go, before React can re-render, then five more while it is sending.
      await opened.submit.evaluate((button: HTMLButtonElement) => {
        for (let i = 0; i < 5; i++) button.click();
      });
      await eventually(() => opened.submit.innerText()).toContain('Sending');
      expect(await opened.submit.getAttribute('aria-disabled')).toBe('true');
      for (let i = 0; i < 5; i++) await opened.submit.click({ force: true });
      await eventually(() => statusText(opened.page)).toContain(SUCCESS);
      await opened.page.waitForTimeout(300);
      expect(opened.posts).toHaveLength(1);
      expect(await formRecords()).toHaveLength(1);
    });
  });

  it('drops a bot that fills in the honeypot without a request', async () => {
    await onPage(openForm(formCase), async (opened) => {
      await fill(opened, formCase);
      const honeypot = opened.form.locator('.hp-field input');
      expect(await honeypot.getAttribute('tabindex')).toBe('-1');
      expect(await honeypot.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThan(
        0,
      );
      await honeypot.fill('https://spam.example', { force: true });
      await opened.submit.click();
      await eventually(() => statusText(opened.page)).toContain(SUCCESS);
      await opened.page.waitForTimeout(300);
      expect(opened.posts).toHaveLength(0);
      expect(await formRecords()).toHaveLength(0);
    });
  });
});

describe('failures keep every value, send nothing twice and can be retried', () => {
  type FaultSpec = Fault | 'offline' | 'timeout';
  const faults: [string, FaultSpec][] = [
    ['HTTP 500', { path: '/api/form/', method: 'POST', status: 500 }],
    [
      'HTTP 503 with an HTML page',
      {
        path: '/api/form/',
        method: 'POST',
        status: 503,
        body: '<!doctype html><html><body><h1>Service unavailable</h1></body></html>',
      },
    ],
    ['a connection reset', { path: '/api/form/', method: 'POST', reset: true }],
    ['no answer until the time limit', 'timeout'],
    ['being offline', 'offline'],
  ];

  // Each failure on each form would be 15 slow cases; the fellowship form (the one with the most
  // to lose) gets every failure, the others one each.
  const plan: [FormCase, string, FaultSpec][] = [
    ...faults.map(([name, fault]): [FormCase, string, FaultSpec] => [FELLOWSHIP, name, fault]),
    [GUEST_BOOK, ...faults[1]!],
    [REACH_US, ...faults[2]!],
  ];

  for (const [formCase, name, fault] of plan) {
    it(`${formCase.path}: ${name}`, async () => {
      await onPage(
        openForm(formCase, { ownContext: fault === 'offline' || fault === 'timeout' }),
        async (opened) => {
          if (fault === 'timeout') {
            await api.fault({ path: '/api/form/', method: 'POST', hang: true });
            // The real time limit, with the page's clock moved on instead of waiting 15 s.
            await opened.page.clock.install();
          } else if (fault !== 'offline') {
            await api.fault(fault);
          }
          await fill(opened, formCase);
          const typed = await valuesOf(opened, formCase);
          if (fault === 'offline') await opened.context.setOffline(true);

          await opened.submit.click();
          if (fault === 'timeout') {
            await eventually(() => opened.posts.length).toBe(1);
            await eventually(() => opened.submit.innerText()).toContain('Sending');
            await opened.page.clock.runFor(FORM_SUBMIT_TIMEOUT_MS - 1000);
            expect(await opened.submit.innerText()).toContain('Sending');
            expect(await alertText(opened.page)).toBe('');
            await opened.page.clock.runFor(1500);
          }
          // After a time-out the API may have the form: the page says so, never "not sent".
          const headline =
            fault === 'timeout' ? 'Your form may have arrived.' : 'Your form was not sent.';
          await eventually(() => alertText(opened.page)).toContain(headline);
          const alert = await alertText(opened.page);
          expect(alert).toContain('Everything you typed is still here');
          if (fault === 'offline') expect(alert).toContain('offline');
          if (fault === 'timeout') {
            expect(alert).toContain('did not confirm it within 15 seconds');
            expect(alert).toMatch(/write to us at \S+@\S+ before sending it again/);
            expect(alert).not.toContain('not sent');
          }
          if (name === 'HTTP 500') expect(alert).toContain('error 500');
          expect(await statusText(opened.page)).not.toContain(SUCCESS);
          expect(await valuesOf(opened, formCase)).toEqual(typed);
          expect(await opened.submit.isEnabled()).toBe(true);

          // Nothing is sent again behind the person's back.
          await opened.page.waitForTimeout(500);
          expect(opened.posts).toHaveLength(1);
          expect(await formRecords()).toHaveLength(0);
          // The alert is the same markup for every failure: one axe run covers it.
          if (name === 'HTTP 500') expect(await axeOnContent(opened.page)).toEqual([]);

          // The way out: the connection is back, "Try again" sends the same payload once. After a
          // time-out, the first press only asks for a confirmation; the second sends.
          await api.clearFaults();
          if (fault === 'offline') await opened.context.setOffline(false);
          const before = opened.posts.length;
          if (fault === 'timeout') {
            await opened.submit.click();
            await eventually(() => alertText(opened.page)).toContain('we will get it twice');
            expect(await opened.submit.innerText()).toBe('Send again');
            await opened.page.waitForTimeout(300);
            expect(opened.posts.length).toBe(before);
            await opened.submit.click();
          } else {
            await opened.form.getByRole('button', { name: 'Try again' }).click();
          }
          await eventually(() => statusText(opened.page)).toContain(SUCCESS);
          expect(opened.posts.length).toBe(before + 1);
          const records = await formRecords();
          expect(records).toHaveLength(1);
          expect(records[0]!.body).toEqual(formCase.body);
          expect(opened.pageErrors).toEqual([]);
        },
      );
    });
  }
});

describe('a sent form is a sent form, whatever the API answers with', () => {
  const answers: [string, Fault][] = [
    ['201 with an empty body', { path: '/api/form/', method: 'POST', status: 201, body: '' }],
    [
      '200 OK as text',
      { path: '/api/form/', method: 'POST', status: 200, body: 'OK', contentType: 'text/plain' },
    ],
  ];
  for (const [name, answer] of answers) {
    it(`${name}: the success message, and exactly one POST`, async () => {
      const opened = await openForm(REACH_US);
      try {
        await api.fault(answer);
        await fill(opened, REACH_US);
        await opened.submit.click();
        await eventually(() => statusText(opened.page)).toContain(SUCCESS);
        expect(await alertText(opened.page)).toBe('');
        await opened.page.waitForTimeout(300);
        expect(opened.posts).toHaveLength(1);
      } finally {
        await api.clearFaults();
        await opened.close();
      }
    });
  }
});

describe('validation before sending', () => {
  it('marks the guest book required fields, focuses the first and sends nothing', async () => {
    await onPage(openForm(GUEST_BOOK), async (opened) => {
      await opened.submit.click();
      const profession = control(opened.form, 'Profession');
      await eventually(() => profession.getAttribute('aria-invalid')).toBe('true');
      expect(await profession.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await profession.getAttribute('aria-required')).toBe('true');
      // The message is tied to the field, so a screen reader reads it with the label.
      const describedBy = (await profession.getAttribute('aria-describedby')) ?? '';
      const message = opened.page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
      expect(await message.innerText()).toContain('Please tell us your profession.');
      expect(await message.isVisible()).toBe(true);
      const howKnow = control(opened.form, 'How do you know us?');
      expect(await howKnow.getAttribute('aria-invalid')).toBe('true');
      expect(await statusText(opened.page)).toContain('2 fields need your attention');
      expect(await axeOnContent(opened.page)).toEqual([]);

      await profession.fill('Doctor');
      expect(await profession.getAttribute('aria-invalid')).toBeNull();
      await opened.page.waitForTimeout(300);
      expect(opened.posts).toHaveLength(0);
    });
  });

  it('checks e-mail, PAN and Aadhaar formats on the fellowship form', async () => {
    await onPage(openForm(FELLOWSHIP), async (opened) => {
      await fill(opened, FELLOWSHIP);
      await control(opened.form, 'E-mail').fill('asha@gmail');
      await control(opened.form, 'PAN').fill('ABCDE12345');
      await control(opened.form, 'Aadhaar number').fill('9999 4105 7059');
      await opened.submit.click();

      const email = control(opened.form, 'E-mail');
      await eventually(() => email.evaluate((e) => e === document.activeElement)).toBe(true);
      for (const [label, words] of [
        ['E-mail', 'name@example.com'],
        ['PAN', 'ABCDE1234F'],
        ['Aadhaar number', 'not a valid Aadhaar number'],
      ]) {
        const field = control(opened.form, label!);
        expect(await field.getAttribute('aria-invalid'), label).toBe('true');
        const id = await field.getAttribute('id');
        expect(await opened.page.locator(`[id="${id}-error"]`).innerText(), label).toContain(words);
      }
      expect(await statusText(opened.page)).toContain('3 fields need your attention');
      expect(await axeOnContent(opened.page)).toEqual([]);
      await opened.page.waitForTimeout(300);
      expect(opened.posts).toHaveLength(0);
    });
  });
});

describe('PAN and Aadhaar stay out of the browser', () => {
  it('are in no storage, cookie, URL or console message after a failed and a good send', async () => {
    await api.fault({ path: '/api/form/', method: 'POST', status: 503, times: 1 });
    await onPage(openForm(FELLOWSHIP), async (opened) => {
      for (const label of ['PAN', 'Aadhaar number']) {
        const field = control(opened.form, label);
        expect(await field.getAttribute('autocomplete'), label).toBe('off');
      }
      const note = opened.form.getByRole('note', {
        name: 'Why we ask for your PAN and Aadhaar',
      });
      expect(await note.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
        '/ReachUs',
      );

      await fill(opened, FELLOWSHIP);
      await opened.submit.click();
      await eventually(() => alertText(opened.page)).toContain('not sent');
      await opened.form.getByRole('button', { name: 'Try again' }).click();
      await eventually(() => statusText(opened.page)).toContain(SUCCESS);

      const kept = await opened.page.evaluate(() =>
        JSON.stringify({
          local: { ...localStorage },
          session: { ...sessionStorage },
          cookie: document.cookie,
          url: location.href,
          history: history.state,
        }),
      );
      const secrets = [PAN_TYPED, 'ABCPV1234K', AADHAAR_TYPED, '999941057058', '4105'];
      for (const secret of secrets) {
        expect(kept, secret).not.toContain(secret);
        expect(opened.consoleLines.join('\n'), secret).not.toContain(secret);
        expect(opened.page.url(), secret).not.toContain(secret);
      }
      expect(opened.posts).toHaveLength(2);
    });
  });
});

describe('before and without JavaScript', () => {
  it('keeps what was typed before the island hydrated, and sends it', async () => {
    await onPage(openPage(chrome.browser), async (watched) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await watched.page.route(/\/_astro\/GuestBookForm\.[^/]+\.js$/, async (route) => {
        await gate;
        await route.continue();
      });
      await watched.page.goto(site + '/GuestBook', { waitUntil: 'domcontentloaded' });
      const form = watched.page.locator('form.site-form');
      const submit = form.getByRole('button', { name: 'Sign the guest book' });
      expect(await submit.isDisabled()).toBe(true);
      await control(form, 'Profession').pressSequentially('Teacher');
      await control(form, 'Your name').pressSequentially('Ravi');
      await control(form, 'How do you know us?').selectOption('I am a parent');
      await form.getByRole('radio', { name: 'Good', exact: true }).check();
      // Enter in a field must not submit natively (values in a request to the static host).
      await control(form, 'Your name').press('Enter');
      expect(new URL(watched.page.url()).search).toBe('');

      release();
      await eventually(() => submit.isEnabled()).toBe(true);
      expect(await control(form, 'Profession').inputValue()).toBe('Teacher');
      await submit.click();
      await eventually(() => statusText(watched.page)).toContain(SUCCESS);
      const records = await formRecords();
      expect(records[0]!.body).toMatchObject({
        name: 'Ravi',
        profession: 'Teacher',
        howKnow: 'I am a parent',
        rate: 'Good',
      });
    });
  });

  it('says how to write instead when JavaScript is off, and cannot submit', async () => {
    await onPage(openPage(chrome.browser, { javaScriptEnabled: false }), async (watched) => {
      for (const formCase of CASES) {
        await watched.page.goto(site + formCase.path);
        const notice = watched.page.locator('main noscript p');
        expect(await notice.isVisible(), formCase.path).toBe(true);
        expect(await notice.innerText(), formCase.path).toMatch(
          /^This form needs JavaScript to send\. You can also write to us at \S+@\S+\.$/,
        );
        expect(
          await watched.page.locator('main a[href^="mailto:"]').first().isVisible(),
          formCase.path,
        ).toBe(true);
        const submit = watched.page.getByRole('button', { name: formCase.submitLabel });
        expect(await submit.isDisabled(), formCase.path).toBe(true);
      }
    });
  });
});

describe('keyboard alone and small screens', () => {
  it('fills in and sends the guest book with the keyboard only', async () => {
    await onPage(openForm(GUEST_BOOK), async (opened) => {
      const focusedId = () => opened.page.evaluate(() => document.activeElement?.id ?? '');
      for (let i = 0; i < 80 && (await focusedId()) !== 'guest-book-name'; i++) {
        await opened.page.keyboard.press('Tab');
      }
      expect(await focusedId()).toBe('guest-book-name');
      const keyboard = opened.page.keyboard;
      await keyboard.type('Ravi');
      await keyboard.press('Tab');
      await keyboard.press('Tab'); // website left empty
      await keyboard.type('ravi@example.org');
      await keyboard.press('Tab');
      await keyboard.type('Teacher');
      await keyboard.press('Tab');
      expect(await focusedId()).toBe('guest-book-rate-0');
      await keyboard.press('ArrowRight'); // Very Good
      await keyboard.press('Tab');
      expect(await focusedId()).toBe('guest-book-howKnow');
      await keyboard.type('Thr'); // Through search engines
      await keyboard.press('Tab');
      await keyboard.type('Found you on the web.');
      await keyboard.press('Tab');
      expect(
        await opened.page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''),
      ).toBe('Sign the guest book');
      await keyboard.press('Enter');
      await eventually(() => statusText(opened.page)).toContain(SUCCESS);
      expect((await formRecords())[0]!.body).toEqual({
        name: 'Ravi',
        webAddress: '',
        email: 'ravi@example.org',
        profession: 'Teacher',
        rate: 'Very Good',
        howKnow: 'Through search engines',
        message: 'Found you on the web.',
      });
    });
  });

  it('reflows at 320 px (400% zoom of 1280 px) without sideways scrolling', async () => {
    for (const formCase of CASES) {
      await onPage(
        openForm(formCase, { viewport: { width: 320, height: 640 } }),
        async (opened) => {
          await opened.submit.click(); // messages shown too
          const overflow = await opened.page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, formCase.path).toBeLessThanOrEqual(0);
          const formBox = await opened.form.boundingBox();
          expect(formBox!.x + formBox!.width, formCase.path).toBeLessThanOrEqual(320);
        },
      );
    }
  });
});
