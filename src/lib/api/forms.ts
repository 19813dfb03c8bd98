/**
 * Posting a form (`POST /api/form/{site}/{formType}`), apart from ./client.ts so that the form
 * islands can send without loading the zod schemas of the read calls. `createApiClient().submitForm`
 * is this function.
 *
 * Imported by browser code: keep it small (no zod, no Node modules).
 */
import type { FormPayloads, FormType } from '~/schemas/forms';
import { FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import { endpoints } from './endpoints';
import { request, type HttpContext } from './http';

/** Where and how `postForm` sends. */
export interface PostFormOptions extends HttpContext {
  /** Site code for `{site}` in the path. */
  siteCode: string;
  /** Time limit for the whole request (default FORM_SUBMIT_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Cancels the request; it then rejects with kind `network`. */
  signal?: AbortSignal | undefined;
}

/**
 * Sends a form as JSON to `/api/form/{site}/{formType}` (type URL-encoded, bearer header when a
 * token is set). Resolves on any 2xx answer, whatever its body: SPEC §7 does not show the answer,
 * so `201` or `204` with nothing, `200 OK` as text and JSON all mean the API has the form. Anything
 * else rejects with an `ApiError`. Never retried, so a form is never sent twice.
 */
export async function postForm<T extends FormType>(
  options: PostFormOptions,
  formType: T,
  payload: FormPayloads[T],
): Promise<void> {
  await request(options, {
    method: 'POST',
    path: endpoints.form(options.siteCode, formType),
    body: payload,
    timeoutMs: options.timeoutMs ?? FORM_SUBMIT_TIMEOUT_MS,
    signal: options.signal,
    ignoreBody: true,
  });
}
