/**
 * Highlight (SPEC section 3): `GET /api/highlight/{site}` and `/api/highlight/all/{site}`. The
 * schema keeps any category; showing only `Highlight` is the data layer's job.
 * Imported by browser code: keep it small.
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

export interface HighlightFields extends DatedFields {
  /** `Highlight` for real highlights. */
  category: string;
  url: string | undefined;
  attachments: string[];
  /** As sent: only the string `'true'` marks an item new (SPEC); `isNewHighlight()` decides. */
  new: string | boolean | undefined;
}

/** Needs a title and a date. */
export const HighlightSchema = v.pipe(
  apiObject({
    ...itemFields,
    category,
    url: optionalLink,
    attachments: pathList,
    // Kept raw for the badge rule; anything but a string or boolean carries no meaning.
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

export type Highlight = v.InferOutput<typeof HighlightSchema>;
