/** Build-time helpers of the trust pages: amounts, shares, the chart, PDF sizes, annual reports. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { MONTHS } from '~/lib/constants';
import { formatDayMonthYear, formatIndianNumber } from '~/lib/items';
import { dayDate, type FinancialYearFigures } from '~/lib/content/trustSchemas';
import { fill } from '~/lib/fill';

export { fill };

/** `Rs. 1,78,94,460`: whole rupees with Indian digit grouping, in the page's template. */
export function formatRupees(amount: number, template = 'Rs. {amount}'): string {
  return fill(template, { amount: formatIndianNumber(amount) });
}

/** A `yyyy-mm-dd` day as `d Mon yyyy` in India's calendar, with the page's month names. */
export function formatDay(day: string, months: readonly string[] = MONTHS): string {
  return formatDayMonthYear(dayDate(day), months);
}

/** Share of the expenditure spent on programmes, in per cent (0 when nothing was spent). */
export function programmeShare(
  year: Pick<FinancialYearFigures, 'expenditure' | 'programmeExpenditure'>,
): number {
  return year.expenditure === 0 ? 0 : (year.programmeExpenditure / year.expenditure) * 100;
}

/** A share as shown: one decimal (`88.4%`), or whole (`88%`) where space is short. */
export function formatShare(percent: number, decimals: 0 | 1 = 1): string {
  return `${percent.toFixed(decimals)}%`;
}

/** Rupees in crore with two decimals: 17894460 -> `1.79`. */
export function formatCroreFigure(amount: number): string {
  return (amount / 1e7).toFixed(2);
}

const QUARTER_MONTHS = [
  [4, 6],
  [7, 9],
  [10, 12],
  [1, 3],
] as const;

/** `2025-26`, quarter 3 -> `Oct-Dec 2025`; quarter 4 -> `Jan-Mar 2026`. */
export function quarterLabel(
  financialYear: string,
  quarter: 1 | 2 | 3 | 4,
  months: readonly string[] = MONTHS,
): string {
  const [first, last] = QUARTER_MONTHS[quarter - 1]!;
  const year = Number(financialYear.slice(0, 4)) + (quarter === 4 ? 1 : 0);
  return `${months[first - 1]}-${months[last - 1]} ${year}`;
}

/** `11 KB` / `1.2 MB`: the size of a file for the text after its link. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function publicFileSize(publicPath: string): number {
  return statSync(join(process.cwd(), 'public', publicPath)).size;
}

/** Annual reports by the financial year in their title (`2025-26`, `2025-2026`); first one wins. */
export function annualReportsByYear<R extends { title: string; attachments: readonly string[] }>(
  reports: readonly R[],
): Map<string, R> {
  const byYear = new Map<string, R>();
  for (const report of reports) {
    if (!report.attachments[0]) continue;
    const match = /\b(20\d{2})\s*[-–/]\s*(?:20)?(\d{2})\b/.exec(report.title);
    if (!match) continue;
    const start = Number(match[1]);
    if (Number(match[2]) !== (start + 1) % 100) continue;
    const year = `${start}-${match[2]}`;
    if (!byYear.has(year)) byYear.set(year, report);
  }
  return byYear;
}

/** Sizes of the chart, in viewBox units (1 unit is about 1 CSS pixel on a phone). */
export const CHART = {
  width: 320,
  /** Longest bar; the rest of the width holds the amount written after it. */
  maxBar: 200,
  bar: 18,
  label: 24,
  gap: 5,
  groupGap: 20,
} as const;

/** Bars per year in viewBox units: income, and expenditure as programmes and other, one scale. */
export function chartLayout(years: readonly FinancialYearFigures[]) {
  const max = Math.max(1, ...years.flatMap((y) => [y.income, y.expenditure]));
  const scale = (amount: number) => (amount / max) * CHART.maxBar;
  let y = 0;
  const rows = years.map((year) => {
    const top = y;
    const incomeY = top + CHART.label;
    const spendY = incomeY + CHART.bar + CHART.gap;
    const programmes = scale(year.programmeExpenditure);
    y = spendY + CHART.bar + CHART.groupGap;
    return {
      year: year.year,
      y: top,
      income: { width: scale(year.income), y: incomeY },
      programmes: { width: programmes, y: spendY },
      other: { x: programmes, width: scale(year.expenditure) - programmes, y: spendY },
    };
  });
  return { width: CHART.width, height: y - CHART.groupGap + 2, bar: CHART.bar, rows };
}
