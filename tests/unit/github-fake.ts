/**
 * A local HTTP server on 127.0.0.1 that answers like GitHub's REST API for the calls
 * scripts/nightly-issue.ts makes: list a repository's issues (by state and label, pull requests
 * included as GitHub does), create an issue, create a label, comment, and close. It keeps issues
 * in memory, records every request, checks the bearer token, and can answer every request with an
 * error status or not at all, for tests/unit/nightly-issue.test.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** An issue (or pull request) the fake holds. */
export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  state_reason?: string | null;
  labels: string[];
  comments: string[];
  pullRequest?: boolean;
}

/** One request the fake received. */
export interface FakeRequest {
  method: string;
  /** Path and query, e.g. `/repos/o/r/issues?state=open`. */
  url: string;
  body: unknown;
}

/** What the fake does to every request, until changed. */
export type FakeFault = { status: number } | { hang: true } | undefined;

export interface FakeGitHub {
  /** Origin to use as GITHUB_API_URL. */
  url: string;
  issues: FakeIssue[];
  labels: Set<string>;
  requests: FakeRequest[];
  fault: FakeFault;
  /** Requests that changed something (anything but GET). */
  writes(): FakeRequest[];
  close(): Promise<void>;
}

/** Starts the fake for repository `repo`, accepting `token` only. */
export async function startFakeGitHub(repo: string, token: string): Promise<FakeGitHub> {
  const sockets = new Set<Socket>();
  const fake: FakeGitHub = {
    url: '',
    issues: [],
    labels: new Set(),
    requests: [],
    fault: undefined,
    writes: () => fake.requests.filter((r) => r.method !== 'GET'),
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
  const prefix = `/repos/${repo}`;

  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(value));
  };
  const issueJson = (issue: FakeIssue) => ({
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.state_reason ?? null,
    labels: issue.labels.map((name) => ({ name })),
    comments: issue.comments.length,
    html_url: `https://github.example/${repo}/issues/${issue.number}`,
    ...(issue.pullRequest && {
      pull_request: { url: `https://github.example/pr/${issue.number}` },
    }),
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    fake.requests.push({ method: req.method ?? '', url: req.url ?? '', body });
    const fault = fake.fault;
    if (fault && 'hang' in fault) return; // never answers
    if (fault) return json(res, fault.status, { message: 'Server Error' });
    if (req.headers.authorization !== `Bearer ${token}`) {
      return json(res, 401, { message: 'Bad credentials' });
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith(prefix)) return json(res, 404, { message: 'Not Found' });
    const path = url.pathname.slice(prefix.length);
    const data = (body ?? {}) as Record<string, unknown>;

    if (req.method === 'GET' && path === '/issues') {
      const state = url.searchParams.get('state') ?? 'open';
      const wanted = (url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
      const found = fake.issues
        .filter((i) => state === 'all' || i.state === state)
        .filter((i) => wanted.every((label) => i.labels.includes(label)))
        .sort((a, b) => b.number - a.number);
      if (url.searchParams.get('direction') === 'asc') found.reverse();
      return json(res, 200, found.map(issueJson));
    }
    if (req.method === 'POST' && path === '/labels') {
      const name = String(data.name ?? '');
      if (fake.labels.has(name)) {
        return json(res, 422, {
          message: 'Validation Failed',
          errors: [{ code: 'already_exists' }],
        });
      }
      fake.labels.add(name);
      return json(res, 201, { name });
    }
    if (req.method === 'POST' && path === '/issues') {
      // GitHub keeps only labels that exist (a token that may not create them loses them).
      const labels = ((data.labels as string[]) ?? []).filter((l) => fake.labels.has(l));
      const issue: FakeIssue = {
        number: fake.issues.length + 1,
        title: String(data.title),
        body: String(data.body ?? ''),
        state: 'open',
        labels,
        comments: [],
      };
      fake.issues.push(issue);
      return json(res, 201, issueJson(issue));
    }
    const one = /^\/issues\/(\d+)(\/comments)?$/.exec(path);
    const issue = one && fake.issues.find((i) => i.number === Number(one[1]));
    if (one && !issue) return json(res, 404, { message: 'Not Found' });
    if (issue && req.method === 'POST' && one?.[2]) {
      issue.comments.push(String(data.body));
      return json(res, 201, { id: issue.comments.length, body: data.body });
    }
    if (issue && req.method === 'PATCH' && !one?.[2]) {
      if (data.state === 'open' || data.state === 'closed') issue.state = data.state;
      if (typeof data.state_reason === 'string') issue.state_reason = data.state_reason;
      return json(res, 200, issueJson(issue));
    }
    return json(res, 404, { message: 'Not Found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
