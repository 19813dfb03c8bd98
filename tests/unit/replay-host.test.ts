/**
 * The audit's replay server (tools/lib/replayHost.ts) in front of an origin this test writes: it
 * must hand the browser exactly what the origin answered (status, headers, compressed bytes), ask
 * the origin once per distinct request, and never keep what should not be kept.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayHost, type ReplayHost } from '../../tools/lib/replayHost';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with node's own client: no decompression, so the bytes are the wire's. */
function get(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

const PAGE = '<!doctype html><title>t</title><p>Namaste</p>'.repeat(50);

describe('replay host', () => {
  let origin: Server;
  let originUrl: string;
  const hits: string[] = [];
  let failNext = false;
  let host: ReplayHost;

  beforeAll(async () => {
    origin = createServer((req, res) => {
      hits.push(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? '-'}`);
      if (failNext) {
        failNext = false;
        req.socket.destroy(); // the runtime went away mid-request
        return;
      }
      const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
      if (req.url === '/missing') {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not here');
        return;
      }
      if (req.method === 'POST') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          res.writeHead(201, { 'content-type': 'text/plain' });
          res.end(`got ${body} #${hits.length}`);
        });
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'",
        'x-answer': String(hits.length),
        connection: 'keep-alive',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(PAGE) : PAGE);
    });
    await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    host = await startReplayHost({ upstream: originUrl });
  });

  afterAll(async () => {
    await host.close();
    await new Promise((done) => origin.close(done));
  });

  it('answers with the origin’s status, headers and compressed bytes, asking the origin once', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const direct = await get(`${originUrl}/News`, { headers });
    const before = hits.length;
    const first = await get(`${host.url}/News`, { headers });
    const second = await get(`${host.url}/News`, { headers });
    expect(hits.length - before).toBe(1);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-length']).toBe(String(direct.body.length));
      expect(answer.body.equals(direct.body)).toBe(true); // still gzip, byte for byte
    }
    // The second is the recording of the first, not a new answer.
    expect(second.headers['x-answer']).toBe(first.headers['x-answer']);
  });

  it('keeps apart what another encoding or query would change, and replays a 404 as a 404', async () => {
    const before = hits.length;
    const plain = await get(`${host.url}/News`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    await get(`${host.url}/News?page=2`, { headers: { 'accept-encoding': 'identity' } });
    const missing = await get(`${host.url}/missing`);
    const missingAgain = await get(`${host.url}/missing`);
    expect(hits.length - before).toBe(3);
    expect([missing.status, missingAgain.status]).toEqual([404, 404]);
    expect(missingAgain.body.toString()).toBe('Not here');
  });

  it('passes every POST to the origin, body and all, and keeps none', async () => {
    const before = hits.length;
    const one = await get(`${host.url}/api/visit`, { method: 'POST', body: 'a=1' });
    const two = await get(`${host.url}/api/visit`, { method: 'POST', body: 'a=2' });
    expect(hits.length - before).toBe(2);
    expect(one.status).toBe(201);
    expect(one.body.toString()).toMatch(/^got a=1 #/);
    expect(two.body.toString()).toMatch(/^got a=2 #/);
  });

  it('answers 502 when the origin fails, and asks it again next time', async () => {
    failNext = true;
    const failed = await get(`${host.url}/AboutNgo`);
    expect(failed.status).toBe(502);
    const retried = await get(`${host.url}/AboutNgo`);
    expect(retried.status).toBe(200);
    expect(hits.filter((hit) => hit.startsWith('GET /AboutNgo ')).length).toBe(2);
  });

  it('counts what it recorded and replayed, and the misses since the last reset', async () => {
    host.resetCounts();
    const recorded = host.recorded();
    const replayed = host.replayed();
    await get(`${host.url}/AboutNgo`); // recorded by the test before
    expect(host.misses()).toBe(0);
    expect(host.replayed()).toBe(replayed + 1);
    await get(`${host.url}/Donate`);
    expect(host.misses()).toBe(1);
    expect(host.recorded()).toBe(recorded + 1);
  });
});
