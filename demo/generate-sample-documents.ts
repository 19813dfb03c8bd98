/**
 * Writes the SAMPLE PDFs /Transparency links to, with each year's figures from
 * src/content/transparency.yaml, until the foundation supplies its signed documents: replace them
 * at the same paths and do not run this again. PDFKit writes tagged PDFs, so screen readers can
 * read even the samples. Run: `npx tsx demo/generate-sample-documents.ts`.
 */
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { parse as parseYaml } from 'yaml';
import { SITE } from '../src/config/site';
import { formatDayMonthYear, formatIndianNumber } from '../src/lib/items';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC = join(ROOT, 'public');

/** The build validates the whole file. */
interface YearFigures {
  year: string;
  income: number;
  expenditure: number;
  programmeExpenditure: number;
  auditedOn: string;
  itrFiledOn: string;
  documents: { auditedStatements: string; auditorsReport: string; itrAcknowledgement: string };
}
interface TransparencyFile {
  registration: { pan: string; number: string };
  money: { years: YearFigures[] };
  governance: { auditor: { name: string; firmRegistrationNumber: string } };
}

const file = parseYaml(
  readFileSync(join(ROOT, 'src/content/transparency.yaml'), 'utf8'),
) as TransparencyFile;

const COLOURS = { primary: '#0b5563', accent: '#b9410b', text: '#1f2933', muted: '#52606d' };
const rs = (amount: number) => `Rs. ${formatIndianNumber(amount)}`;
const day = (iso: string) => formatDayMonthYear(new Date(`${iso}T00:00:00Z`));
/** `2025-26` -> `31 Mar 2026`, the last day of the financial year. */
const yearEnd = (fy: string) => `31 Mar ${Number(fy.slice(0, 4)) + 1}`;
/** Assessment year of a financial year: `2025-26` -> `2026-27`. */
const assessmentYear = (fy: string) => {
  const start = Number(fy.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

/** One block of a document's body. */
type Block =
  | { kind: 'h2'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'table'; header: [string, string]; rows: [string, string][] };

/** Writes one tagged A4 PDF: sample banner, title, body blocks, watermark on every page. */
async function writePdf(publicPath: string, title: string, blocks: readonly Block[]) {
  const out = join(PUBLIC, publicPath);
  mkdirSync(dirname(out), { recursive: true });
  const fullTitle = `SAMPLE - ${title}`;
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: fullTitle,
      Author: SITE.name,
      Subject: 'Sample document for the website: not a real record of the foundation',
      // A fixed date keeps the files identical from one run to the next.
      CreationDate: new Date('2026-11-20T00:00:00Z'),
      ModDate: new Date('2026-11-20T00:00:00Z'),
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(out);
    stream.on('finish', () => resolve());
    stream.on('error', reject);
    doc.pipe(stream);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 112;

  const watermark = () => {
    doc.markContent('Artifact', { type: 'Layout' });
    doc.save();
    doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font('Helvetica-Bold').fontSize(110).fillColor('#000000').fillOpacity(0.06);
    doc.text('SAMPLE', 0, doc.page.height / 2 - 60, { width: doc.page.width, align: 'center' });
    doc.restore();
    doc.fillOpacity(1);
    doc.endMarkedContent();
    doc.x = 56;
    doc.y = 56;
  };
  watermark();
  doc.on('pageAdded', watermark);

  const add = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, draw));

  // Banner: what this is, in words, before anything else.
  add('P', () => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.accent);
    doc.text('SAMPLE DOCUMENT - NOT A REAL RECORD OF THE FOUNDATION', { width });
  });
  doc.moveDown(0.3);
  add('P', () => {
    doc.font('Helvetica').fontSize(9.5).fillColor(COLOURS.muted);
    doc.text(
      'Made for the development of the website. The figures match the sample values on the ' +
        "website's Transparency page; the foundation replaces this file with the signed original.",
      { width },
    );
  });
  doc.moveDown(1.2);
  add('H1', () => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOURS.primary);
    doc.text(title, { width });
  });
  doc.moveDown(0.2);
  add('P', () => {
    doc.font('Helvetica').fontSize(11).fillColor(COLOURS.text);
    doc.text(
      `${SITE.name} - PAN ${file.registration.pan} - registration ${file.registration.number}`,
      { width },
    );
  });
  doc.moveDown(1);

  for (const block of blocks) {
    if (block.kind === 'h2') {
      doc.moveDown(0.6);
      add('H2', () => {
        doc.font('Helvetica-Bold').fontSize(13).fillColor(COLOURS.primary);
        doc.text(block.text, { width });
      });
      doc.moveDown(0.3);
    } else if (block.kind === 'p') {
      add('P', () => {
        doc.font('Helvetica').fontSize(11).fillColor(COLOURS.text);
        doc.text(block.text, { width, lineGap: 2 });
      });
      doc.moveDown(0.6);
    } else {
      doc.font('Helvetica').fontSize(11).fillColor(COLOURS.text);
      // PDFKit tags the table (Table, TR, TH, TD) when given a structure parent.
      const options = {
        structParent: root as Struct,
        columnStyles: [width * 0.62, width * 0.38],
        // Only the header row is filled: a filled body row would hide the watermark.
        rowStyles: (index: number) =>
          index === 0 ? { backgroundColor: '#e3f1f2', font: { src: 'Helvetica-Bold' } } : {},
        data: [
          block.header.map((text) => ({ text, type: 'TH' })),
          ...block.rows.map(([label, value]) => [
            { text: label, type: 'TH' },
            { text: value, align: { x: 'right' } },
          ]),
        ],
      };
      doc.table(options as unknown as Parameters<Doc['table']>[0] & { data: never });
      doc.moveDown(0.8);
    }
  }

  root.end();
  doc.end();
  await done;
  console.log(`wrote public${publicPath}`);
}

const { auditor } = file.governance;
for (const year of file.money.years) {
  const other = year.expenditure - year.programmeExpenditure;
  const surplus = year.income - year.expenditure;
  const share = ((year.programmeExpenditure / year.expenditure) * 100).toFixed(1);
  const signed = `Signed for ${auditor.name} (firm registration number ${auditor.firmRegistrationNumber}), New Delhi, on ${day(year.auditedOn)}.`;

  await writePdf(
    year.documents.auditedStatements,
    `Audited financial statements, financial year ${year.year}`,
    [
      {
        kind: 'h2',
        text: `Income and expenditure account for the year ended ${yearEnd(year.year)}`,
      },
      {
        kind: 'p',
        text: 'A summary of the audited income and expenditure account. The full statements (balance sheet, income and expenditure account, receipts and payments account, and notes) are part of the signed original.',
      },
      {
        kind: 'table',
        header: ['Item', 'Amount'],
        rows: [
          ['Total income', rs(year.income)],
          ['Spent on programmes', rs(year.programmeExpenditure)],
          ['Administration, audit and fundraising', rs(other)],
          ['Total expenditure', rs(year.expenditure)],
          [surplus >= 0 ? 'Surplus carried to the general fund' : 'Deficit', rs(Math.abs(surplus))],
        ],
      },
      {
        kind: 'p',
        text: `${share} per cent of the expenditure was spent directly on programmes.`,
      },
      { kind: 'p', text: signed },
    ],
  );

  await writePdf(
    year.documents.auditorsReport,
    `Auditor's report (Form 10B), financial year ${year.year}`,
    [
      { kind: 'h2', text: 'Opinion' },
      {
        kind: 'p',
        text: `We have audited the accounts of ${SITE.name}, registered under section 12A/12AB of the Income-tax Act, 1961, for the year ended ${yearEnd(year.year)}. In our opinion the accounts give a true and fair view of the state of affairs of the foundation on that date and of its income and expenditure for the year. (Sample text.)`,
      },
      { kind: 'h2', text: 'Figures reported' },
      {
        kind: 'table',
        header: ['Item', 'Amount'],
        rows: [
          ['Total income', rs(year.income)],
          ['Applied to charitable purposes', rs(year.expenditure)],
        ],
      },
      { kind: 'p', text: signed },
    ],
  );

  // A made-up 15-digit acknowledgement number, the same on every run.
  const acknowledgement = `${year.itrFiledOn.replace(/-/g, '')}${String(year.income).slice(0, 7)}`;
  await writePdf(
    year.documents.itrAcknowledgement,
    `Income-tax return acknowledgement (ITR-7), assessment year ${assessmentYear(year.year)}`,
    [
      {
        kind: 'table',
        header: ['Field', 'Value'],
        rows: [
          ['Name', SITE.name],
          ['PAN', file.registration.pan],
          ['Form', 'ITR-7'],
          ['Assessment year', assessmentYear(year.year)],
          ['Filed on', day(year.itrFiledOn)],
          ['Acknowledgement number (sample)', acknowledgement],
          ['Gross income', rs(year.income)],
          ['Taxable income', rs(0)],
        ],
      },
      {
        kind: 'p',
        text: 'The income of the foundation is exempt under sections 11 and 12 of the Income-tax Act, 1961, as long as it is applied to its charitable purposes. (Sample document.)',
      },
    ],
  );
}
