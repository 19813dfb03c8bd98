/**
 * Fills `{name}` placeholders of a dictionary string: `fill('{n} of {count}', { n: 1, count: 5 })`.
 * Imported by browser code: keep it tiny.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * `one` for exactly 1, `many` for any other count, 0 too. Each form is a whole sentence, so a
 * language can agree its nouns and verbs with the number.
 */
export interface CountForms {
  one: string;
  many: string;
}

export function fillCount(
  forms: CountForms,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fill(count === 1 ? forms.one : forms.many, { count, ...values });
}
