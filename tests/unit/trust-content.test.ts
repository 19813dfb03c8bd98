/**
 * The trust pages' content files (transparency.yaml, donate.yaml, privacy.yaml,
 * accessibility.yaml): each passes its schema, holds what the issue asks for, and a malformed file
 * (a bad date, a bad number, a missing field, a wrong registration format ...) is refused with the
 * field named, so the build stops instead of publishing it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import { SITE } from '~/config/site';
import {
  PRIVACY_FORM_IDS,
  accessibilitySchema,
  donateSchema,
  privacySchema,
  transparencySchema,
} from '~/lib/content/trustSchemas';
import { makeGuestBookForm } from '~/features/forms/definitions/guestBook';
import { makeContactForm } from '~/features/forms/definitions/contact';
import { makeFellowshipForm } from '~/features/forms/definitions/fellowship';
import { en } from '~/i18n/en';

const guestBookForm = makeGuestBookForm(en.guestBook, en.form.checks);
const contactForm = makeContactForm(en.contact, en.form.checks);
const fellowshipForm = makeFellowshipForm(en.fellowship, en.form.checks);

const CONTENT = fileURLToPath(new URL('../../src/content/', import.meta.url));

/** A content file as parsed YAML (a fresh copy each time, safe to change). */
function raw(name: string): Record<string, unknown> {
  return parseYaml(readFileSync(join(CONTENT, name), 'utf8')) as Record<string, unknown>;
}

/** Parses or throws with zod's readable message (which names every failing field). */
function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}

/**
 * Sets the value at `path` (keys and list indexes) in a copy of `data`; `undefined` deletes the
 * key. Returns the copy.
 */
function change(data: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** The issues of a failed parse as `path: message` lines; fails the test if the parse passes. */
function problems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  expect(result.success, 'the malformed file was accepted').toBe(false);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('transparency.yaml', () => {
  const file = raw('transparency.yaml');
  /** What the schema says of the file with the value at `path` changed; fails if it passes. */
  const refusal = (path: (string | number)[], value: unknown) =>
    problems(transparencySchema, change(file, path, value));
  const data = parse(transparencySchema, file);

  it('passes its schema', () => {
    expect(data.registration.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
  });

  it('gives the registration date of SPEC (7 June 2016), the same as the site config', () => {
    expect(data.registration.registeredOn).toBe('2016-06-07');
    expect(data.registration.registeredOn).toBe(SITE.registeredOn);
  });

  it('has at least the financial years 2025-26, 2024-25 and 2023-24, newest first', () => {
    expect(data.money.years.slice(0, 3).map((y) => y.year)).toEqual([
      '2025-26',
      '2024-25',
      '2023-24',
    ]);
    for (const year of data.money.years) {
      expect(year.programmeExpenditure).toBeLessThanOrEqual(year.expenditure);
      expect(Object.keys(year.documents).sort()).toEqual([
        'auditedStatements',
        'auditorsReport',
        'itrAcknowledgement',
      ]);
    }
  });

  it('ties 12AB and 80G numbers to the PAN, in the Income Tax Department style', () => {
    for (const registration of [data.registration.section12AB, data.registration.section80G]) {
      expect(registration.number.startsWith(data.registration.pan)).toBe(true);
      expect(registration.validTo > registration.validFrom).toBe(true);
    }
  });

  // Each mistake a maintainer is likely to make, and the field the error must name.
  it.each([
    ['a date written day first', ['lastUpdated'], '20-11-2026', 'lastUpdated'],
    [
      'an impossible date',
      ['money', 'years', 0, 'auditedOn'],
      '2026-02-30',
      'money.years.0.auditedOn',
    ],
    [
      'an amount written with commas',
      ['money', 'years', 1, 'income'],
      '1,62,15,900',
      'money.years.1.income',
    ],
    [
      'an amount in paise',
      ['money', 'years', 2, 'expenditure'],
      13924780.5,
      'money.years.2.expenditure',
    ],
    ['a missing PAN', ['registration', 'pan'], undefined, 'registration.pan'],
    ['a PAN with a digit too few', ['registration', 'pan'], 'AABAP432K', 'registration.pan'],
    ['a missing income', ['money', 'years', 0, 'income'], undefined, 'money.years.0.income'],
    [
      'a CSR-1 number without its prefix',
      ['registration', 'csr1', 'number'],
      '00012345',
      'registration.csr1.number',
    ],
    [
      'a Darpan ID with dashes',
      ['registration', 'darpanId'],
      'DL-2017-0123456',
      'registration.darpanId',
    ],
    [
      'an old-style 80G number',
      ['registration', 'section80G', 'number'],
      'DIT(E)/2016-17/P-1234',
      'registration.section80G.number',
    ],
    [
      'a financial year that skips a year',
      ['money', 'years', 0, 'year'],
      '2025-27',
      'money.years.0.year',
    ],
    [
      'a PDF that does not exist',
      ['money', 'years', 0, 'documents', 'auditorsReport'],
      '/documents/transparency/2025-26/nope.pdf',
      'money.years.0.documents.auditorsReport',
    ],
    [
      'a document outside public/documents',
      ['money', 'years', 0, 'documents', 'auditorsReport'],
      'https://example.org/x.pdf',
      'money.years.0.documents.auditorsReport',
    ],
    [
      'an FCRA status in words',
      ['registration', 'fcra', 'registered'],
      'no',
      'registration.fcra.registered',
    ],
    [
      'a label that lost its placeholder',
      ['labels', 'validity'],
      'valid until {to}',
      'labels.validity',
    ],
  ] as const)('refuses %s, naming the field', (_, path, value, field) => {
    const found = refusal([...path], value);
    expect(
      found.some((line) => line.startsWith(`${field}:`)),
      found.join('\n'),
    ).toBe(true);
  });

  it('refuses a 12AB or 80G number of another PAN', () => {
    expect(refusal(['registration', 'section80G', 'number'], 'AAATZ9999ZF20261')).toEqual([
      'registration.section80G.number: The 80G number must begin with the PAN.',
    ]);
  });

  it('refuses programme spending larger than the whole expenditure', () => {
    const found = refusal(['money', 'years', 0, 'programmeExpenditure'], 99999999);
    expect(found).toEqual([
      'money.years.0.programmeExpenditure: programmeExpenditure is larger than the whole expenditure.',
    ]);
  });

  it('refuses a validity that ends before it starts, and years out of order', () => {
    expect(refusal(['registration', 'section12AB', 'validTo'], '2020-03-31')).toEqual([
      'registration.section12AB.validTo: validTo is before validFrom.',
    ]);
    const years = (file.money as { years: unknown[] }).years;
    expect(refusal(['money', 'years'], [years[1], years[0], years[2]])).toContain(
      'money.years.1.year: List the financial years newest first, each once.',
    );
  });

  it('refuses fewer than three financial years', () => {
    const years = (file.money as { years: unknown[] }).years;
    expect(refusal(['money', 'years'], years.slice(0, 2))).toEqual([
      'money.years: Give at least the last three financial years.',
    ]);
  });

  it('accepts an FCRA registration with its quarterly receipts, and checks them', () => {
    const registered = {
      registered: true,
      number: '231660123',
      validFrom: '2022-04-01',
      validTo: '2027-03-31',
      statement: 'We are registered under the FCRA.',
      quarterlyReceipts: [{ financialYear: '2026-27', quarter: 2, amount: 125000 }],
    };
    const ok = parse(transparencySchema, change(file, ['registration', 'fcra'], registered));
    expect(ok.registration.fcra).toMatchObject({ registered: true, number: '231660123' });
    const found = refusal(['registration', 'fcra'], {
      ...registered,
      number: '23166',
      quarterlyReceipts: [{ financialYear: '2026-27', quarter: 5, amount: 1 }],
    });
    expect(found.some((line) => line.startsWith('registration.fcra.number:'))).toBe(true);
    expect(
      found.some((line) => line.startsWith('registration.fcra.quarterlyReceipts.0.quarter:')),
    ).toBe(true);
  });
});

describe('donate.yaml', () => {
  const file = raw('donate.yaml');

  it('passes its schema, with both notes for donors abroad', () => {
    const data = parse(donateSchema, file);
    expect(data.abroad.notRegistered.join(' ')).toMatch(/cannot accept gifts from foreign sources/);
    expect(data.abroad.registered.join(' ')).toMatch(/FCRA account/);
  });

  it.each(['name', 'address', 'pan', 'amount', 'date', 'reference'])(
    'refuses a receipt e-mail that does not ask for the %s',
    (field) => {
      const found = problems(
        donateSchema,
        change(file, ['receipt', 'email', 'fields', field], undefined),
      );
      expect(found.some((line) => line.startsWith(`receipt.email.fields.${field}:`))).toBe(true);
    },
  );
});

describe('privacy.yaml', () => {
  const file = raw('privacy.yaml');

  it('passes its schema and describes every form of the site, by its form id', () => {
    const data = parse(privacySchema, file);
    const formIds = [guestBookForm.id, contactForm.id, fellowshipForm.id];
    expect([...PRIVACY_FORM_IDS].sort()).toEqual([...formIds].sort());
    expect(data.forms.map((f) => f.id).sort()).toEqual([...formIds].sort());
    const fellowship = data.forms.find((f) => f.id === 'fellowship')!;
    expect(fellowship.collects.join(' ')).toMatch(/PAN/);
    expect(fellowship.collects.join(' ')).toMatch(/Aadhaar/);
    expect(data.forms.find((f) => f.id === 'reach-us')!.why).toMatch(/Admission/);
  });

  it('names the rights of the DPDP Act: access, correction, erasure, grievance, nomination', () => {
    const names = parse(privacySchema, file)
      .rights.list.map((r) => r.name)
      .join(' | ');
    for (const right of [/Access/, /Correction/, /Erasure/, /Grievance/, /Nomination/]) {
      expect(names).toMatch(right);
    }
  });

  it('says honestly that there are no cookies, and what session storage holds', () => {
    const text = parse(privacySchema, file).noTracking.paragraphs.join(' ');
    expect(text).toMatch(/no cookies/);
    expect(text).toMatch(/session storage/);
  });

  it('refuses a form described twice or a form that does not exist', () => {
    const forms = file.forms as { id: string }[];
    expect(
      problems(privacySchema, change(file, ['forms'], [forms[0], forms[0], forms[2]])),
    ).toContain('forms: Describe each of the three forms once.');
    expect(
      problems(privacySchema, change(file, ['forms', 1, 'id'], 'newsletter')).some((line) =>
        line.startsWith('forms.1.id:'),
      ),
    ).toBe(true);
    expect(
      problems(privacySchema, change(file, ['lastUpdated'], '2026/11/20')).some((line) =>
        line.startsWith('lastUpdated:'),
      ),
    ).toBe(true);
  });
});

describe('accessibility.yaml', () => {
  const file = raw('accessibility.yaml');

  it('passes its schema: WCAG 2.1 AA as GIGW 3.0 asks, with a review date', () => {
    const data = parse(accessibilitySchema, file);
    expect(data.standard.paragraphs.join(' ')).toMatch(/WCAG\) 2\.1 at level AA/);
    expect(data.standard.paragraphs.join(' ')).toMatch(/GIGW 3\.0/);
    expect(data.limitations.list.map((l) => l.name).join(' ')).toMatch(/PDF/);
  });

  it('refuses a review date that is not a date', () => {
    expect(
      problems(accessibilitySchema, change(file, ['lastReviewed'], 'November 2026')).some((line) =>
        line.startsWith('lastReviewed:'),
      ),
    ).toBe(true);
  });
});
