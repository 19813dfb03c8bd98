/**
 * Schemas of the trust pages' content: transparency, donate, privacy and accessibility YAML.
 * Indian formats are checked, so a typing mistake stops the build with the file and field named.
 * Plain zod: the unit tests check the files without Astro.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { isValidPan } from '~/lib/validation';
import { text, texts } from './schemas';

const paragraphs = z.array(text).min(1);

/** A section of a page: a heading and its paragraphs, and whatever `extend` adds. */
const sectionSchema = z.object({ heading: text, paragraphs });

/** A real calendar day `yyyy-mm-dd`, kept as the string (`2026-02-30` is refused). */
export const isoDay = z.iso.date({ error: 'Write the date as yyyy-mm-dd, e.g. 2026-11-20.' });

/** The `Date` of an {@link isoDay} (midnight UTC, which is the same day in India). */
export function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** An amount in whole rupees, written as a plain number without commas (`17894460`). */
const rupees = z
  .number({ error: 'Write the amount in rupees as a plain number, without commas or "Rs."' })
  .int('Write the amount in whole rupees.')
  .nonnegative();

/** Financial year `2025-26` (1 April 2025 to 31 March 2026). */
export const financialYear = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'Write the financial year as 2025-26.')
  .refine((fy) => {
    const start = Number(fy.slice(0, 4));
    return Number(fy.slice(5)) === (start + 1) % 100;
  }, 'The second year must follow the first, as in 2025-26.');

/** The first day of a financial year: `2025-26` -> 1 April 2025. */
export function financialYearStart(fy: string): string {
  return `${fy.slice(0, 4)}-04-01`;
}

const PUBLIC_DIR = join(process.cwd(), 'public');

/** A PDF under public/, as its public path, checked to exist so that no link leads to a 404. */
export const publicPdf = z
  .string()
  .regex(
    /^\/documents\/[a-z0-9/._-]+\.pdf$/,
    'Give the PDF as a path under public/, e.g. /documents/transparency/2025-26/audited-statements.pdf',
  )
  .refine((path) => existsSync(join(PUBLIC_DIR, path)), {
    error: (issue) => `No such file: public${String(issue.input)}`,
  });

const validity = z.object({
  validFrom: isoDay,
  validTo: isoDay,
});

/** Reports a rule that compares fields, at `path`. */
function problem(ctx: z.RefinementCtx, path: (string | number)[], message: string) {
  ctx.addIssue({ code: 'custom', path, message });
}

function validOrder(value: { validFrom: string; validTo: string }, ctx: z.RefinementCtx) {
  if (value.validTo < value.validFrom) problem(ctx, ['validTo'], 'validTo is before validFrom.');
}

/** Income Tax Department registration number: the PAN, a letter and five digits. */
const incomeTaxUrn = z
  .string()
  .regex(/^[A-Z]{5}\d{4}[A-Z][A-Z]\d{5}$/, 'Use the 16-character number, e.g. AABAP4321KE20261.');

const fcraQuarterSchema = z.object({
  financialYear,
  /** Quarter of the financial year: 1 is April-June, 4 is January-March. */
  quarter: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  amount: rupees,
  document: publicPdf.optional(),
});

/** FCRA status; unregistered, the site says gifts from foreign sources cannot be accepted. */
const fcraSchema = z.discriminatedUnion('registered', [
  z.object({
    registered: z.literal(false),
    statement: text,
  }),
  z
    .object({
      registered: z.literal(true),
      number: z.string().regex(/^\d{9}$/, 'The FCRA registration number has nine digits.'),
      ...validity.shape,
      statement: text,
      /** Newest first. */
      quarterlyReceipts: z.array(fcraQuarterSchema).default([]),
    })
    .superRefine(validOrder),
]);

const yearDocumentsSchema = z.object({
  auditedStatements: publicPdf,
  auditorsReport: publicPdf,
  itrAcknowledgement: publicPdf,
});

const financialYearSchema = z
  .object({
    year: financialYear,
    income: rupees,
    expenditure: rupees,
    /** The part of the expenditure spent on programmes (the rest is administration, fundraising). */
    programmeExpenditure: rupees,
    auditedOn: isoDay,
    itrFiledOn: isoDay,
    documents: yearDocumentsSchema,
  })
  .superRefine((year, ctx) => {
    if (year.programmeExpenditure > year.expenditure) {
      problem(
        ctx,
        ['programmeExpenditure'],
        'programmeExpenditure is larger than the whole expenditure.',
      );
    }
    if (year.auditedOn < financialYearStart(year.year)) {
      problem(ctx, ['auditedOn'], `auditedOn is before the financial year ${year.year} began.`);
    }
  });
export type FinancialYearFigures = z.output<typeof financialYearSchema>;

/** Text with `{name}` placeholders; each must stay, so a translation cannot drop one. */
const template = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), {
    error: `Keep the placeholders ${names.map((n) => `{${n}}`).join(', ')} in this text.`,
  });

const transparencyLabelsSchema = z.object({
  lastUpdated: text,
  /** `{from}` and `{to}` are the first and last days of validity. */
  validity: template('from', 'to'),
  registration: z.object({
    ...texts('legalForm registeredWith number registeredOn pan section12AB section80G csr1'),
    csr1Date: template('date'),
    darpanId: text,
    fcra: text,
    fcraNumber: template('number'),
  }),
  money: z.object({
    ...texts('year income expenditure programmes share other tableCaption chartTitle'),
    /** One sentence per year in the chart's description: `{year}`, `{income}`, `{expenditure}`, `{share}`. */
    chartYear: template('year', 'income', 'expenditure', 'share'),
    /** Amounts in the chart: `{amount}` is the figure in crore ("Rs. {amount} crore"). */
    crore: template('amount'),
    documentsYear: template('year'),
    ...texts('auditedStatements auditorsReport itrAcknowledgement annualReport'),
    auditedOn: template('date'),
    itrFiledOn: template('date'),
    /** After a link to a PDF: `{size}` is its size ("PDF, 11 KB"). */
    pdf: template('size'),
    /** After a link to a PDF of unknown size (an annual report from the content system). */
    pdfFile: text,
    ...texts('fcraCaption quarter amount'),
  }),
  governance: z.object({
    ...texts('meetings remuneration auditor'),
    /** `{frn}` is the ICAI firm registration number. */
    firmRegistrationNumber: template('frn'),
  }),
});

/** `transparency` collection: /Transparency, structured-data identifiers, /Donate's FCRA note. */
export const transparencySchema = z.object({
  /** Day the figures and registrations were last checked; shown on the page. */
  lastUpdated: isoDay,
  lead: text,
  intro: paragraphs,
  registration: z
    .object({
      heading: text,
      paragraphs: paragraphs.optional(),
      legalForm: text,
      registeredWith: text,
      number: text,
      /** Day of registration (SPEC: 7 June 2016). */
      registeredOn: isoDay,
      pan: z.string().refine(isValidPan, 'A PAN has 5 capital letters, 4 digits and a letter.'),
      /** Registration under section 12A/12AB of the Income-tax Act (income tax exemption). */
      section12AB: validity.extend({ number: incomeTaxUrn }).superRefine(validOrder),
      /** Approval under section 80G (donors' tax deduction). */
      section80G: validity.extend({ number: incomeTaxUrn }).superRefine(validOrder),
      /** CSR-1 registration with the Ministry of Corporate Affairs, for CSR funds. */
      csr1: z.object({
        number: z.string().regex(/^CSR\d{8}$/, 'A CSR-1 number looks like CSR00012345.'),
        registeredOn: isoDay,
      }),
      /** NITI Aayog's NGO Darpan unique ID, e.g. DL/2017/0123456. */
      darpanId: z
        .string()
        .regex(/^[A-Z]{2}\/\d{4}\/\d{7}$/, 'A Darpan ID looks like DL/2017/0123456.'),
      fcra: fcraSchema,
    })
    .superRefine((registration, ctx) => {
      // The Income Tax Department's registration numbers begin with the PAN they belong to.
      for (const key of ['section12AB', 'section80G'] as const) {
        if (!registration[key].number.startsWith(registration.pan)) {
          const name = key === 'section80G' ? '80G' : '12AB';
          problem(ctx, [key, 'number'], `The ${name} number must begin with the PAN.`);
        }
      }
    }),
  money: sectionSchema.extend({
    documentsHeading: text,
    years: z
      .array(financialYearSchema)
      .min(3, 'Give at least the last three financial years.')
      .superRefine((years, ctx) => {
        years.forEach((year, index) => {
          const previous = years[index - 1];
          if (previous && previous.year <= year.year) {
            problem(ctx, [index, 'year'], 'List the financial years newest first, each once.');
          }
        });
      }),
  }),
  governance: sectionSchema.extend({
    meetings: text,
    remuneration: text,
    governingBodyLink: text,
    auditor: z.object({
      name: text,
      /** ICAI firm registration number, e.g. 015732N. */
      firmRegistrationNumber: z
        .string()
        .regex(/^\d{6}[A-Z]$/, 'An ICAI firm registration number looks like 015732N.'),
      about: text,
    }),
  }),
  questions: sectionSchema,
  labels: transparencyLabelsSchema,
});
export type TransparencyLabels = z.output<typeof transparencyLabelsSchema>;
export type Transparency = z.output<typeof transparencySchema>;

/** Labels of the 80G receipt request e-mail: all required, so the mail asks for everything. */
const receiptFieldsSchema = z.object(texts('name address pan amount date method reference'));

/** `donate` collection: /Donate's giving text (bank and UPI details are in src/config/site.ts). */
export const donateSchema = z.object({
  notice: z.object({ strong: text, text }),
  upi: sectionSchema.extend({
    /** Accessible name of the QR code (the UPI ID is added after it). */
    qrLabel: text,
    idLabel: text,
    appLink: text,
    /** Said beside the link on wide screens: it opens a UPI app on a phone. */
    appLinkNote: text,
  }),
  bank: sectionSchema,
  receipt: sectionSchema.extend({
    steps: z.array(text).min(1),
    email: z.object({
      linkText: text,
      subject: text,
      intro: text,
      fields: receiptFieldsSchema,
      closing: text,
    }),
  }),
  /** Note for donors abroad: which text applies follows the FCRA status of transparency.yaml. */
  abroad: z.object({
    heading: text,
    notRegistered: paragraphs,
    registered: paragraphs,
  }),
});
export type DonateContent = z.output<typeof donateSchema>;

/** Ids of the forms the privacy notice covers: the `id` of each form definition. */
export const PRIVACY_FORM_IDS = ['guest-book', 'reach-us', 'fellowship'] as const;

/** `privacy` collection: the notice under the Digital Personal Data Protection Act, 2023. */
export const privacySchema = z.object({
  lastUpdated: isoDay,
  lastUpdatedLabel: text,
  lead: text,
  intro: paragraphs,
  formsHeading: text,
  forms: z
    .array(
      z.object({
        /** The form's id (its section's anchor, which the form's privacy link points to). */
        id: z.enum(PRIVACY_FORM_IDS),
        heading: text,
        page: z.enum(['/GuestBook', '/ReachUs', '/Fellowship']),
        collects: z.array(text).min(1),
        ...texts('why whereItGoes retention'),
      }),
    )
    .length(PRIVACY_FORM_IDS.length, 'Describe each of the three forms once.')
    .refine(
      (forms) => new Set(forms.map((f) => f.id)).size === forms.length,
      'Describe each of the three forms once.',
    ),
  formLabels: z.object(texts('collects why whereItGoes retention')),
  noTracking: sectionSchema,
  rights: sectionSchema.extend({
    list: z.array(z.object({ name: text, text })).min(4),
  }),
  grievance: sectionSchema.extend({
    ...texts('emailSubject officerLabel emailLabel postLabel responseTime'),
    /** Where to go if the answer does not satisfy (the Data Protection Board of India). */
    escalation: text,
  }),
  changes: sectionSchema,
});

export const accessibilitySchema = z.object({
  lastReviewed: isoDay,
  lastReviewedLabel: text,
  lead: text,
  intro: paragraphs,
  standard: sectionSchema,
  testing: sectionSchema.extend({ list: z.array(text).min(1) }),
  limitations: sectionSchema.extend({
    list: z.array(z.object({ name: text, text })).min(1),
  }),
  report: sectionSchema.extend({
    linkText: text,
    emailSubject: text,
    /** The mail body: what to tell us (page, problem, browser and assistive technology). */
    emailBody: z.array(text).min(1),
    responseTime: text,
  }),
});
