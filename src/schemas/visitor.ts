/**
 * Visitor record (SPEC.md section 3): `GET /api/visitor/{site}` answers a list whose first item
 * has `visitor`, the number of visits so far.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the visitor
 * counter island parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { apiObject } from './fields';

/** A visitor record: `{ visitor: 48213 }`. A numeric string (`"48213"`) is accepted too. */
export const VisitorSchema = apiObject({
  /** Visits so far: a whole number, never negative. */
  // Digits in a string are read as a number, but null or '' never are (a counter must never
  // show 0 by mistake).
  visitor: v.pipe(
    v.custom<number | string>(
      (value) =>
        typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim())),
      'not a number',
    ),
    v.transform((value) => Number(typeof value === 'string' ? value.trim() : value)),
    v.check((count) => Number.isSafeInteger(count) && count >= 0, 'not a whole number, at least 0'),
  ),
});

/** A validated visitor record. */
export type Visitor = v.InferOutput<typeof VisitorSchema>;

/**
 * The visit count in a `GET /api/visitor/{site}` answer's `data`: a list whose first item has
 * `visitor`, or that item alone. Undefined when it holds no valid count (a counter never shows a
 * made-up 0).
 */
export function visitorCountOf(data: unknown): number | undefined {
  const parsed = v.safeParse(VisitorSchema, Array.isArray(data) ? data[0] : data);
  return parsed.success ? parsed.output.visitor : undefined;
}
