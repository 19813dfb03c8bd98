/**
 * Reading a `_headers` file the way Netlify and Cloudflare Pages do, for the unit tests of the
 * header rules (tests/unit/security-policy.test.ts). The browser tests check the real thing:
 * the built site served by `wrangler pages dev`.
 */

/** One block of a `_headers` file: a path pattern and the headers for matching paths. */
export interface HeaderRule {
  pattern: string;
  /** `! Name` lines: headers of earlier matching rules that this one removes. */
  detach: string[];
  headers: [name: string, value: string][];
}

/** Parses a Netlify/Cloudflare `_headers` file. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (/^\s+!/.test(raw)) {
      current?.detach.push(raw.replace(/^\s+!\s*/, '').trim());
    } else if (/^\s/.test(raw)) {
      const colon = raw.indexOf(':');
      if (current && colon > 0) {
        current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
      }
    } else {
      current = { pattern: raw.trim(), detach: [], headers: [] };
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

/**
 * The headers a path gets, as Cloudflare Pages applies the rules (its asset worker): every
 * matching rule in file order first removes its detached headers, then adds its own; a header
 * added twice keeps both values (hosts join them with a comma).
 */
export function headersForPath(rules: readonly HeaderRule[], path: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, path)) continue;
    for (const name of rule.detach) seen.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      seen.set(name.toLowerCase(), [...(seen.get(name.toLowerCase()) ?? []), value]);
    }
  }
  return seen;
}
