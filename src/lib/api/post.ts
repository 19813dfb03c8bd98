/**
 * The API's POSTs: a visit and a form. SPEC does not show their answers, so any 2xx (201, 204,
 * `200 OK` as text) means the API has it; never retried, so nothing is sent twice.
 * Imported by browser code: keep it small (a form page loads it with the form).
 */
import type { FormPayloads, FormType } from '~/schemas/forms';
import { FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import { request, type Connection } from './http';

/** The type URL-encoded (`Guest%20Book`). */
export const formPath = (site: string, formType: string) =>
  `/api/form/${encodeURIComponent(site)}/${encodeURIComponent(formType)}`;

function post(connection: Connection, path: string, body: unknown, signal?: AbortSignal) {
  const timeoutMs = connection.submitTimeoutMs ?? FORM_SUBMIT_TIMEOUT_MS;
  return request(connection, { method: 'POST', path, body, timeoutMs, signal, ignoreBody: true });
}

export async function registerVisit(connection: Connection, signal?: AbortSignal): Promise<void> {
  await post(connection, '/api/visitor', { schoolcode: connection.siteCode }, signal);
}

export async function submitForm<T extends FormType>(
  connection: Connection,
  formType: T,
  payload: FormPayloads[T],
  signal?: AbortSignal,
): Promise<void> {
  await post(connection, formPath(connection.siteCode, formType), payload, signal);
}
