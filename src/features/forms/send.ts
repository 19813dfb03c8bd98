/**
 * How a form reaches the API, and how a failure is explained to the person who sent it.
 */
// Straight from the modules, not '~/lib/api': the client's read calls would bring zod along.
import { isApiError } from '~/lib/api/errors';
import { postForm } from '~/lib/api/forms';
import { PUBLIC_API_BASE_URL, PUBLIC_API_TOKEN, SITE_CODE } from '~/lib/env';
import { FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import type { FormType } from '~/schemas/forms';
import { fill } from '~/lib/fill';
import type { SendForm } from './types';

/** Why a send failed, in the page's language (src/i18n `form.failure`). */
export interface FailureWords {
  offline: string;
  unknown: string;
  /** `{seconds}` */
  timeout: string;
  network: string;
  /** `{status}` */
  server: string;
  /** `{status}` */
  refused: string;
  unexpected: string;
}

/**
 * The sender of the built site: `POST {PUBLIC_API_BASE_URL}/api/form/{site}/{formType}` with
 * the API client's `postForm` (JSON body, bearer credential when configured,
 * FORM_SUBMIT_TIMEOUT_MS, never retried on its own). Undefined when the build has no API configured: the form then says that
 * sending is not configured instead of pretending.
 */
export function createFormSender<T extends FormType>(
  formType: T,
  baseUrl: string | undefined = PUBLIC_API_BASE_URL,
): SendForm<T> | undefined {
  if (!baseUrl) return undefined;
  const options = {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    siteCode: SITE_CODE,
    token: PUBLIC_API_TOKEN,
    fetch: (url: string, init: RequestInit) => globalThis.fetch(url, init),
  };
  return (payload) => postForm(options, formType, payload);
}

/**
 * One sentence on why a send failed, for the message shown in place of a success. It names the
 * kind of failure so that people know whether waiting or checking their connection will help; it
 * never repeats what was typed.
 */
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
