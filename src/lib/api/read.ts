/**
 * Reading API answers with the entity schemas of src/schemas, the same way on both sides. This
 * file: the answer's `data` (`dataOf`, for every call) and the quiet reader of the home page's
 * refreshes (`validItems`); ./readStrict.ts has the readers that report what they leave out and
 * refuse the wrong shape (the API client of the snapshot command, the listings' live refresh).
 *
 * Imported by browser code, on the home page's first load: keep it small (valibot's `safeParse`
 * and ./errors only; the schemas come in as arguments, so a page bundles only the ones it reads
 * with).
 */
import * as v from 'valibot';
import { ApiError } from './errors';

/** An entity schema of src/schemas (what it reads from is unknown JSON). */
export type ItemSchema = v.GenericSchema<unknown, unknown>;

/** The answer's `data` field; an answer without one is the wrong shape. */
export function dataOf(url: string, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) {
    throw new ApiError('shape', url, `${url} answered JSON without a "data" field`, {
      status: 200,
    });
  }
  return body.data;
}

/**
 * The items of `data` that `schema` accepts, without a word about the others, and none when
 * `data` is not a list: for refreshes that keep what they show whatever the API answers (the
 * home page's islands).
 */
export function validItems<const TSchema extends ItemSchema>(
  data: unknown,
  schema: TSchema,
): v.InferOutput<TSchema>[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw: unknown) => {
    const parsed = v.safeParse(schema, raw);
    return parsed.success ? [parsed.output] : [];
  });
}
