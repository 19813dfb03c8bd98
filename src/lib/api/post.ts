/**
 * The API's POSTs (./calls.ts has the reads): a visit and a form. SPEC does not show their
 * answers, so any 2xx means the API has it; never retried, so nothing is sent twice.
 *
 * Imported by browser code: keep it small (a form page loads it with the form).
 */
import type { FormPayloads, FormType } from '~/schemas/forms';
import { FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import type { Connection } from './calls';
import { request } from './http';

/** `/api/form/{site}/{formType}`, the type URL-encoded (`Guest%20Book`). */
export const formPath = (site: string, formType: string) =>
  `/api/form/${encodeURIComponent(site)}/${encodeURIComponent(formType)}`;

/** A POST with the connection's time limit; the answer's body is not read. */
function post(connection: Connection, path: string, body: unknown, signal?: AbortSignal) {
  const timeoutMs = connection.submitTimeoutMs ?? FORM_SUBMIT_TIMEOUT_MS;
  return request(connection, { method: 'POST', path, body, timeoutMs, signal, ignoreBody: true });
}

/** Records one visit: `POST /api/visitor` with `{ schoolcode }`. */
export async function registerVisit(connection: Connection, signal?: AbortSignal): Promise<void> {
  await post(connection, '/api/visitor', { schoolcode: connection.siteCode }, signal);
}

/**
 * Sends a form as JSON to `/api/form/{site}/{formType}` (type URL-encoded, bearer header when a
 * token is set). Resolves on any 2xx answer, whatever its body (SPEC does not show the answer:
 * `201` or `204` with nothing, `200 OK` as text and JSON all mean the API has the form).
 */
export async function submitForm<T extends FormType>(
  connection: Connection,
  formType: T,
  payload: FormPayloads[T],
  signal?: AbortSignal,
): Promise<void> {
  await post(connection, formPath(connection.siteCode, formType), payload, signal);
}
