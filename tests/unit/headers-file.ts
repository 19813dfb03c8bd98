/**
 * Reading a `_headers` file the way Netlify and Cloudflare Pages do, for the unit tests of the
 * header rules (tests/unit/security-policy.test.ts). The browser tests check the real thing:
 * the built site served by `wrangler pages dev`.
 */

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
