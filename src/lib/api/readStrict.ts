/**
 * The readers that say what they leave out: a list answer keeps the items its schema accepts and
 * reports each one it drops; a single answer (`/api/subGallery?id=`) may be the item or a one-item
 * list. The API client (./client.ts, the snapshot command) and the listings' live refresh
 * (src/lib/live/api.ts) read with these, so both sides read an answer alike.
 *
 * Imported by browser code, but only by the listings' lazily loaded live refresh (not by the home
 * page's islands, which read with ./read.ts `validItems`): keep it small.
 */
import * as v from 'valibot';
import { ApiError } from './errors';
import type { ItemSchema } from './read';

/** An item the API sent that failed validation and was left out. */
export interface InvalidItemReport {
  /** Which call it came from, e.g. `allNews`. */
  call: string;
  /** Position in the answer's list (0 for single-object answers). */
  index: number;
  /** `_id`/`id`, when the raw item has one. */
  id: string | undefined;
  /** `title`/`name`, when the raw item has one, to name it in warnings. */
  label: string | undefined;
  /** What was wrong, one line per problem (`date: not a date: "yesterday"`). */
  problems: string[];
}

/** Told of every item left out; the snapshot lists them, the browser warns. */
export type OnInvalid = (report: InvalidItemReport) => void;

/** What was wrong, one line per problem, the field first (`date: not a date: "TBD"`). */
export function problemsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    // The keys of the fields it is about (`date`), joined; valibot's getDotPath, in fewer bytes.
    const path = issue.path?.map((item) => String(item.key)).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** Names a raw item for a warning (its id and title or name) and says what was wrong. */
function reportOf(
  call: string,
  index: number,
  raw: unknown,
  issues: readonly v.BaseIssue<unknown>[],
): InvalidItemReport {
  const record: Record<string, unknown> =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const id = record._id ?? record.id;
  const label = record.title ?? record.name;
  return {
    call,
    index,
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
    label: typeof label === 'string' ? label : undefined,
    problems: problemsOf(issues),
  };
}

/**
 * The items of a list answer's `data` that `schema` accepts, normalised, in order; each one left
 * out is told to `onInvalid`. `data` that is not a list is the wrong shape (an `ApiError`).
 */
export function readList<const TSchema extends ItemSchema>(
  call: string,
  url: string,
  data: unknown,
  schema: TSchema,
  onInvalid?: OnInvalid,
): v.InferOutput<TSchema>[] {
  if (!Array.isArray(data)) {
    throw new ApiError('shape', url, `${url} answered "data" that is not a list`, { status: 200 });
  }
  const items: v.InferOutput<TSchema>[] = [];
  data.forEach((raw: unknown, index) => {
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) items.push(parsed.output);
    else onInvalid?.(reportOf(call, index, raw, parsed.issues));
  });
  return items;
}

/**
 * The one item of an answer whose `data` is the item itself or a one-item list (DESIGN.md:
 * `/api/subGallery?id=`), normalised, or null when it holds nothing (null, `[]`). Anything else
 * is the wrong shape (an `ApiError`); an item `schema` refuses is told to `onInvalid` first.
 * `what` names the item in the error (`an album`).
 */
export function readOne<const TSchema extends ItemSchema>(
  call: string,
  what: string,
  url: string,
  data: unknown,
  schema: TSchema,
  onInvalid?: OnInvalid,
): v.InferOutput<TSchema> | null {
  const raw: unknown = Array.isArray(data) ? data[0] : data;
  if (raw == null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError('shape', url, `${url} answered ${what} that is not an object`);
  }
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output;
  onInvalid?.(reportOf(call, 0, raw, parsed.issues));
  throw new ApiError('shape', url, `${url} answered ${what} that failed validation`, {
    cause: parsed.issues,
  });
}
