/** How a form reaches the API, and how a failure is explained to the person who sent it. */
import type { Dictionary } from '~/i18n';
import type { Connection } from '~/lib/api/calls';
import { submitForm } from '~/lib/api/post';
import { isApiError, liveConnection } from '~/lib/api/http';
import { FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import type { FormType } from '~/schemas/forms';
import { fill } from '~/lib/fill';
import type { SendForm } from './types';

/** Why a send failed, in the page's language. */
export type FailureWords = Dictionary['form']['failure'];

/** `submitForm` on the build's API, never retried; undefined without an API (the form says so). */
export function createFormSender<T extends FormType>(
  formType: T,
  connection: Connection | undefined = liveConnection,
): SendForm<T> | undefined {
  return connection && ((payload) => submitForm(connection, formType, payload));
}

/** Why a send failed (wait, or check the connection?); it never repeats what was typed. */
export function describeFailure(error: unknown, online: boolean, words: FailureWords): string {
  if (!online) return words.offline;
  if (!isApiError(error)) return words.unknown;
  switch (error.kind) {
    case 'timeout':
      return fill(words.timeout, { seconds: Math.round(FORM_SUBMIT_TIMEOUT_MS / 1000) });
    case 'network':
      return words.network;
    case 'http':
      return error.status !== undefined && error.status >= 500
        ? fill(words.server, { status: error.status })
        : fill(words.refused, { status: error.status ?? '?' });
    case 'invalid-json':
    case 'shape':
      return words.unexpected;
  }
}
