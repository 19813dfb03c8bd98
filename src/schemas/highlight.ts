/**
 * Highlight (SPEC.md section 3): `GET /api/highlight/{site}` (recent) and `/api/highlight/all/{site}`.
 * Only items of category `Highlight` are shown as highlights; the filtering is the data layer's job,
 * so the schema keeps whatever category the API sends.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import {
  apiObject,
  category,
  type DatedFields,
  datedItem,
  itemFields,
  NO_DATE,
  optionalLink,
  pathList,
  toItem,
} from './fields';

/** A highlight as the site uses it. Dates are ISO 8601 UTC strings. */
export interface HighlightFields extends DatedFields {
  /** Category, canonical spelling (`Highlight` for real highlights). */
  category: string;
  /** Where the highlight links to, http(s) or site-relative only. */
  url: string | undefined;
  /** Attachment paths; may be empty. */
  attachments: string[];
  /**
   * The API's `new` flag exactly as sent. Only the string `'true'` marks an item new (SPEC);
   * `isNewHighlight()` in src/features/listing/rules.ts decides the badge, with today's date.
   */
  new: string | boolean | undefined;
}

/** Parses a raw API highlight (or a snapshot one) into `Highlight`. Needs a title and a date. */
export const HighlightSchema = v.pipe(
  apiObject({
    ...itemFields,
    category,
    url: optionalLink,
    attachments: pathList,
    // Kept raw for the badge rule; anything but a string or boolean carries no meaning. Optional:
    // most highlights are sent without the flag at all.
    new: v.pipe(
      v.optional(v.unknown()),
      v.transform((value) =>
        typeof value === 'string' || typeof value === 'boolean' ? value : undefined,
      ),
    ),
  }),
  toItem((raw, refuse): HighlightFields => {
    const item = datedItem(raw);
    if (!item) return refuse(NO_DATE);
    return {
      ...item,
      category: raw.category,
      url: raw.url,
      attachments: raw.attachments,
      new: raw.new,
    };
  }),
);

/** A validated, normalised highlight. */
export type Highlight = v.InferOutput<typeof HighlightSchema>;
