/**
 * Fills `{name}` placeholders of a dictionary string (src/i18n):
 * `fill('{n} of {count}', { n: 1, count: 5 })` -> `1 of 5`.
 *
 * Imported by browser code: keep it tiny.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
