/**
 * A typed wrapper around the demo API's test-only control endpoints (`/__control/`, see
 * demo/demo-api.ts), for browser tests:
 *
 *   const api = demoApi(inject('apiUrl'));
 *   await api.fault({ path: '/api/news', status: 503 });
 *   ...
 *   await api.reset(); // in afterEach: fixtures back, faults and records cleared
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch } from 'undici';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Collection } from '~/lib/api/calls';
import { startDemoApi, type DemoApi, type DemoRecord, type Fault } from '../../../demo/demo-api';

export type { DemoRecord, Fault };

/** Collections the control endpoints can change: the API's list calls, by the same names. */
export type DemoCollection = Collection;

/** Visits and form posts as the demo API stored them on disk. */
export interface DemoRecords {
  visits: DemoRecord[];
  forms: DemoRecord[];
}

/**
 * A connection per call: after a test that held the event loop for seconds (parsing every built
 * page), a kept-alive socket the API had closed meanwhile failed the next call ("other side closed").
 */
const oneConnectionPerCall = new Agent({ pipelining: 0 });

/** Control client for the demo API at `apiUrl`. Every method throws if the API refuses. */
export function demoApi(apiUrl: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      dispatcher: oneConnectionPerCall,
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  return {
    /** Injects a fault for requests whose pathname starts with `fault.path`. */
    fault: (fault: Fault) => call<{ faults: Fault[] }>('POST', '/__control/faults', fault),
    /** Removes every injected fault. */
    clearFaults: () => call<{ faults: Fault[] }>('DELETE', '/__control/faults'),
    /** Visits and form posts recorded so far (read from disk). */
    records: () => call<DemoRecords>('GET', '/__control/records'),
    /** Fixtures back, records and faults cleared. */
    reset: () => call<{ ok: true }>('POST', '/__control/reset'),
    /** Adds one raw item to a collection (e.g. news published after the build). */
    addItem: (collection: DemoCollection, item: Record<string, unknown>) =>
      call<{ count: number }>('POST', `/__control/items/${collection}`, item),
    /** Replaces a collection (e.g. `setCollection('notifications', [])`). */
    setCollection: (collection: DemoCollection, items: Record<string, unknown>[]) =>
      call<{ count: number }>('PUT', `/__control/collections/${collection}`, items),
  };
}

/** What `demoApi()` returns. */
export type DemoApiControl = ReturnType<typeof demoApi>;

/** After every test of the file, puts the demo API back as it started (fixtures, no faults or records). */
export function resetAfterEach(api: DemoApiControl): void {
  afterEach(async () => {
    await api.reset();
  });
}

/**
 * A demo API of a test file's own, in a temporary data folder: started before its tests, put back
 * after each, closed and removed after all. Read `api` and `control` inside tests.
 */
export function ownDemoApi(): {
  api: DemoApi;
  control: ReturnType<typeof demoApi>;
  /** Where it keeps its records. */
  dataDir: string;
} {
  const own = {} as { api: DemoApi; control: ReturnType<typeof demoApi>; dataDir: string };
  beforeAll(async () => {
    own.dataDir = mkdtempSync(join(tmpdir(), 'porf-demo-api-'));
    own.api = await startDemoApi({ port: 0, dataDir: own.dataDir, quiet: true });
    own.control = demoApi(own.api.url);
  });
  afterEach(() => own.control.reset());
  afterAll(async () => {
    await own.api.close();
    rmSync(own.dataDir, { recursive: true, force: true });
  });
  return own;
}
