/**
 * Every call of the API (SPEC.md section 7), made the same way by the snapshot (Node, with the
 * retrying undici transport of ./nodeTransport.ts) and by the islands (the browser's fetch):
 * each takes the connection first. Each call has a time limit (SPEC's "0, none" would hang
 * forever), reads the answer's `data` with the collection's schema, leaves out (and reports) an
 * item the schema refuses, and throws an `ApiError` whose `kind` says what went wrong.
 *
 * The POSTs (a visit, a form) are in ./post.ts, so a form page loads no schema of the reads.
 *
 * Imported by browser code.
 */
import { AlbumSchema, type Album } from '~/schemas/album';
import { visitorCountOf } from '~/schemas/visitor';
import { BROWSER_FETCH_TIMEOUT_MS } from '~/lib/constants';
import { COLLECTIONS, listPath, type Collection, type ItemOf, type Scope } from './collections';
import { endpoints, resolveImageUrl } from './endpoints';
import { ApiError } from './errors';
import { request, type HttpContext } from './http';
import { dataOf } from './read';
import { readList, readOne, type OnInvalid } from './readStrict';

/** Where and how calls go. */
export interface Connection extends HttpContext {
  /** Site code for `{site}` in paths and the visit body (SPEC: PORF). */
  siteCode: string;
  /** Time limit of a read, body included (default BROWSER_FETCH_TIMEOUT_MS). */
  timeoutMs?: number | undefined;
  /** Time limit of a POST (default FORM_SUBMIT_TIMEOUT_MS). */
  submitTimeoutMs?: number | undefined;
  /** Told of every item left out because its schema refused it. */
  onInvalid?: OnInvalid | undefined;
}

/** `{baseUrl}{path}`, as the request is made (a trailing slash of the base dropped). */
const urlOf = (connection: Connection, path: string) =>
  `${connection.baseUrl.replace(/\/+$/, '')}${path}`;

/** The `data` of a GET answer; `signal` cancels the call (kind `network`). */
export async function getData(
  connection: Connection,
  path: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const timeoutMs = connection.timeoutMs ?? BROWSER_FETCH_TIMEOUT_MS;
  const body = await request(connection, { method: 'GET', path, timeoutMs, signal });
  return dataOf(urlOf(connection, path), body);
}

/** The items of a collection: every one (the snapshot's), or the latest (a refresh's). */
export async function list<C extends Collection>(
  connection: Connection,
  collection: C,
  options: { scope?: Scope; signal?: AbortSignal | undefined } = {},
): Promise<ItemOf<C>[]> {
  const path = listPath(collection, connection.siteCode, options.scope);
  const data = await getData(connection, path, options.signal);
  const { schema } = COLLECTIONS[collection];
  return readList(collection, urlOf(connection, path), data, schema, connection.onInvalid);
}

/** One album by id (`data` is the album object or a one-item list), or null when there is none. */
export async function album(
  connection: Connection,
  id: string,
  signal?: AbortSignal,
): Promise<Album | null> {
  const path = endpoints.album(id);
  const data = await getData(connection, path, signal);
  const url = urlOf(connection, path);
  return readOne('album', 'an album', url, data, AlbumSchema, connection.onInvalid);
}

/** The visit count so far. */
export async function visitorCount(connection: Connection, signal?: AbortSignal): Promise<number> {
  const path = endpoints.visitorCount(connection.siteCode);
  const count = visitorCountOf(await getData(connection, path, signal));
  if (count === undefined) {
    const url = urlOf(connection, path);
    throw new ApiError('shape', url, `${url} answered no visitor count`);
  }
  return count;
}

export { registerVisit, submitForm } from './post';

/** `{baseUrl}/api/image/{path}` for a stored picture or file. */
export const fileUrlOf = (connection: Connection, path: string) =>
  resolveImageUrl(connection.baseUrl, path);
