/**
 * A static file server that behaves like the static hosts we publish to (GitHub Pages, Netlify,
 * Cloudflare Pages): `/AboutNgo` serves `AboutNgo.html`, unknown paths get `404.html` with status
 * 404, and the rules of a Netlify-style `_headers` file are applied when present.
 *
 * `npm run preview` serves `dist` on http://localhost:4321; tests import `startStaticServer`.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Content types a static host sends gzip-compressed when the browser accepts it. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** One block of a `_headers` file: a path pattern and the headers for matching paths. */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/** Parses a Netlify/Cloudflare `_headers` file. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (/^\s/.test(raw)) {
      const colon = raw.indexOf(':');
      if (current && colon > 0) {
        current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
      }
    } else {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
    }
  }
  return rules;
}

/**
 * Whether a `_headers` pattern (`/*`, `/_astro/*`, `/News`, `/:page`) matches a request path.
 * `*` matches anything; a `:name` placeholder matches one path segment, as on Netlify and Cloudflare.
 */
export function patternMatches(pattern: string, path: string): boolean {
  const re = new RegExp(
    '^' +
      pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
        .join('.*') +
      '$',
  );
  return re.test(path);
}

export interface StaticServerOptions {
  /** Directory to serve (the build output). */
  dir: string;
  port?: number;
  host?: string;
  /** Apply the `_headers` file of `dir`, as Netlify and Cloudflare Pages do. Default true. */
  applyHeaders?: boolean;
}

export interface RunningServer {
  /** Origin, e.g. `http://127.0.0.1:4321`. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

async function fileIfExists(path: string): Promise<string | undefined> {
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the server; resolves once it listens. Port 0 picks a free port. */
export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = resolve(options.dir);
  const host = options.host ?? '127.0.0.1';
  let rules: HeaderRule[] = [];
  if (options.applyHeaders !== false) {
    const headersFile = await fileIfExists(join(root, '_headers'));
    if (headersFile) rules = parseHeadersFile(await readFile(headersFile, 'utf8'));
  }

  const resolveFile = async (pathname: string): Promise<string | undefined> => {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const base = join(root, safe);
    if (base !== root && !base.startsWith(root + sep)) return undefined;
    if (pathname.endsWith('/')) return fileIfExists(join(base, 'index.html'));
    return (
      (await fileIfExists(base)) ??
      (await fileIfExists(`${base}.html`)) ??
      (await fileIfExists(join(base, 'index.html')))
    );
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let file = await resolveFile(url.pathname);
      let status = 200;
      if (!file) {
        file = await fileIfExists(join(root, '404.html'));
        status = 404;
      }
      const headers: Record<string, string> = {};
      for (const rule of rules) {
        if (!patternMatches(rule.pattern, url.pathname)) continue;
        for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
      }
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
        res.end('Not found');
        return;
      }
      const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      let body = await readFile(file);
      const extra: Record<string, string> = {};
      // Static hosts compress text; so do we, or audits measure a slower site than visitors get.
      if (
        COMPRESSIBLE.test(type) &&
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      ) {
        body = gzipSync(body, { level: 6 });
        extra['content-encoding'] = 'gzip';
        extra.vary = 'Accept-Encoding';
      }
      res.writeHead(status, {
        'content-type': type,
        'content-length': String(body.length),
        ...extra,
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Server error: ${(error as Error).message}`);
    }
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT ?? '4321' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    },
  });
  const running = await startStaticServer({
    dir: values.dir,
    port: Number(values.port),
    host: values.host,
  });
  console.log(`Serving ${values.dir} at ${running.url.replace('127.0.0.1', 'localhost')}`);
}
