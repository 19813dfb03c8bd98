/**
 * Visitor record (SPEC.md section 3): `GET /api/visitor/{site}` answers a list whose first item
 * has `visitor`, the number of visits so far.
 *
 * Build time only (the snapshot command, the data layer): the browser reads live answers with the
 * zod-free readers of src/lib/shared/liveItems.ts, which mirror the schemas field by field
 * (tests/unit/home-live-items.test.ts and listing-live-items.test.ts hold them equal): change both.
 */
import { z } from 'zod';

/** A visitor record: `{ visitor: 48213 }`. A numeric string (`"48213"`) is accepted too. */
export const VisitorSchema = z.object({
  /** Visits so far: a whole number, never negative. */
  // Not z.coerce: that would read null or '' as 0, and a counter must never show 0 by mistake.
  visitor: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().nonnegative()),
});

/** A validated visitor record. */
export type Visitor = z.output<typeof VisitorSchema>;
