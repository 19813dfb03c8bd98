/**
 * How a form goes over the wire (`submitForm` of src/lib/api/calls.ts, which the form islands
 * send with) and how the islands word a failure. A fake fetch records every request.
 */
import { describe, expect, it, vi } from 'vitest';
import { submitForm, type Connection } from '~/lib/api/calls';
import { ApiError } from '~/lib/api/http';
import type { FetchLike } from '~/lib/api/http';
import { createFormSender, describeFailure } from '~/features/forms/send';
import { en } from '~/i18n/en';
import type { ContactPayload } from '~/schemas/forms';

const PAYLOAD: ContactPayload = {
  name: 'Asha',
  address: '',
  phone: '+91 98765 43210',
  email: 'asha@example.org',
  subject: 'Visit',
  message: 'May we visit the Ludhiana centre?',
};

function recordingFetch(answer: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer();
  });
  return { fetch, requests };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fellowship form as the island sends it. */
const FELLOWSHIP = {
  name: '',
  email: '',
  transactionNumber: 'T1',
  location: 'Delhi',
  panCardDetails: 'ABCDE1234F',
  aadharCardDetails: '234123412346',
};

/** `submitForm` on a connection with this time limit. */
const postForm = <T extends Parameters<typeof submitForm>[1]>(
  connection: Connection,
  type: T,
  payload: Parameters<typeof submitForm<T>>[2],
) => submitForm({ ...connection, submitTimeoutMs: connection.timeoutMs }, type, payload);

describe('submitForm', () => {
  it('posts the payload as JSON to the URL-encoded form type, with the bearer credential', async () => {
    const { fetch, requests } = recordingFetch(() => json(200, { data: { ok: true } }));
    await postForm(
      { baseUrl: 'https://api.example.org', siteCode: 'PORF', token: 'secret', fetch },
      'RUPEE 37 PAISE FELLOWSHIP',
      FELLOWSHIP,
    );

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(
      'https://api.example.org/api/form/PORF/RUPEE%2037%20PAISE%20FELLOWSHIP',
    );
    expect(requests[0]!.init.method).toBe('POST');
    const headers = requests[0]!.init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('Bearer secret');
    // Exactly SPEC's payload: no field added, none renamed.
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ ...FELLOWSHIP });
  });

  it('sends no authorization header without a token', async () => {
    const { fetch, requests } = recordingFetch(() => json(201, { data: 'ok' }));
    await postForm({ baseUrl: 'http://api', siteCode: 'PORF', fetch }, 'Guest Book', {
      name: '',
      webAddress: '',
      email: '',
      profession: 'Teacher',
      rate: '',
      howKnow: 'I am a parent',
      message: '',
    });
    expect(requests[0]!.url).toBe('http://api/api/form/PORF/Guest%20Book');
    expect((requests[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('sends once, never retried, whatever the answer', async () => {
    const { fetch, requests } = recordingFetch(() => json(500, { error: 'down' }));
    const connection = { baseUrl: 'http://api/', siteCode: 'PORF', fetch };
    await expect(submitForm(connection, 'Admission', PAYLOAD)).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('http://api/api/form/PORF/Admission');
  });

  it('counts any 2xx as sent, whatever its body: empty, text, HTML or JSON', async () => {
    for (const answer of [
      () => new Response(null, { status: 201 }),
      () => new Response(null, { status: 204 }),
      () => new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } }),
      () => new Response('<!doctype html><p>Thanks</p>', { status: 200 }),
      () => Response.json({ data: { _id: 'x' } }, { status: 200 }),
    ]) {
      const { fetch, requests } = recordingFetch(answer);
      await expect(
        postForm({ baseUrl: 'http://api', siteCode: 'PORF', fetch }, 'Admission', PAYLOAD),
      ).resolves.toBeUndefined();
      expect(requests).toHaveLength(1);
    }
  });

  it('rejects every answer that is not 2xx, with its status', async () => {
    for (const status of [301, 400, 404, 500, 503]) {
      const { fetch } = recordingFetch(
        () => new Response('<!doctype html><p>Bad gateway</p>', { status }),
      );
      await expect(
        postForm({ baseUrl: 'http://api', siteCode: 'PORF', fetch }, 'Admission', PAYLOAD),
      ).rejects.toMatchObject({ kind: 'http', status });
    }
  });

  it('gives up after the time limit with kind timeout', async () => {
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    await expect(
      postForm(
        { baseUrl: 'http://api', siteCode: 'PORF', fetch, timeoutMs: 20 },
        'Admission',
        PAYLOAD,
      ),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports a refused connection as kind network', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
    await expect(
      postForm({ baseUrl: 'http://api', siteCode: 'PORF', fetch }, 'Admission', PAYLOAD),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('createFormSender', () => {
  it('is undefined when no API is configured, so the form can say so', () => {
    expect(createFormSender('Admission', undefined)).toBeUndefined();
  });

  it('posts through the global fetch to the origin the build was given', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { data: {} }));
    vi.stubEnv('PUBLIC_API_BASE_URL', 'http://127.0.0.1:9/');
    vi.resetModules();
    try {
      const built = await import('~/features/forms/send');
      const send = built.createFormSender('Admission');
      await send!(PAYLOAD);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe('http://127.0.0.1:9/api/form/PORF/Admission');
    } finally {
      fetch.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});

describe('describeFailure', () => {
  it('names the kind of failure without repeating anything typed', () => {
    const cases: [unknown, boolean, string][] = [
      [
        new ApiError('http', 'u', 'x', { status: 503 }),
        true,
        'The server had a problem (error 503).',
      ],
      [
        new ApiError('http', 'u', 'x', { status: 400 }),
        true,
        'The server refused the form (error 400).',
      ],
      [new ApiError('timeout', 'u', 'x'), true, 'The server did not answer within 15 seconds.'],
      [
        new ApiError('network', 'u', 'x'),
        true,
        'The server could not be reached. Please check your internet connection.',
      ],
      [
        new ApiError('invalid-json', 'u', 'x'),
        true,
        'The server gave an unexpected answer instead of a confirmation.',
      ],
      [new ApiError('network', 'u', 'x'), false, 'Your device seems to be offline.'],
      [new Error('boom'), true, 'Something went wrong while sending.'],
    ];
    for (const [error, online, sentence] of cases) {
      expect(describeFailure(error, online, en.form.failure)).toBe(sentence);
    }
  });
});
