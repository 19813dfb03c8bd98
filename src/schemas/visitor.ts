/**
 * Visitor record (SPEC section 3): the first item of `GET /api/visitor/{site}`.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { apiObject } from './fields';

/** `{ visitor: 48213 }`; a numeric string is accepted too. */
export const VisitorSchema = apiObject({
  /** Visits so far. Null or '' is never read as 0: a counter must never show 0 by mistake. */
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

export type Visitor = v.InferOutput<typeof VisitorSchema>;

/** The count in a `GET /api/visitor/{site}` answer's `data` (a list or its first item alone). */
export function visitorCountOf(data: unknown): number | undefined {
  const parsed = v.safeParse(VisitorSchema, Array.isArray(data) ? data[0] : data);
  return parsed.success ? parsed.output.visitor : undefined;
}
