/**
 * Astro integration that writes `dist/_headers`: the CSP and security headers on every path,
 * immutable `/_astro/*`, revalidated pages, `/status.json` never stored. No header is set by two
 * rules that match one path: hosts join such values with a comma, which no cache reads sensibly.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EDITOR_DIR,
  IMMUTABLE_CACHE,
  NO_STORE,
  REVALIDATE_CACHE,
  SECURITY_HEADERS,
  cspHash,
  editorHeaders,
  formatPolicy,
  isEditorFile,
  headerPolicy,
  parsePolicy,
  runsAsScript,
} from '../config/securityPolicy';
import { STATUS_FILE } from '../lib/data/status';
import { afterBuild, listFiles } from './builtFiles';

/** Cloudflare Pages' documented limits for `_headers`. */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const;

const HASHED_ASSETS_DIR = '_astro';

/** Folders whose files some hosts send with a vaguer type: calendar apps need `text/calendar`. */
export const FOLDER_CONTENT_TYPES: Readonly<Record<string, string>> = {
  calendar: 'text/calendar; charset=utf-8',
};

const META_CSP =
  /<meta\s+http-equiv=["']content-security-policy["']\s+content=(?:"([^"]*)"|'([^']*)')\s*\/?>/gi;

function decodeAttribute(value: string): string {
  return value
    .replace(/&#39;|&#x27;|&apos;/gi, "'")
    .replace(/&quot;|&#34;/gi, '"')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

export function metaPolicies(html: string): string[] {
  return [...html.matchAll(META_CSP)].map((m) => decodeAttribute(m[1] ?? m[2] ?? ''));
}

export function withMetaPolicy(html: string, policy: string): string {
  const value = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(META_CSP, (tag) =>
    tag.replace(/\bcontent=(?:"[^"]*"|'[^']*')/i, () => `content="${value}"`),
  );
}

export interface HeadersRule {
  pattern: string;
  /** Headers set by earlier rules that this one removes (`! Name`) before setting its own. */
  detach?: string[];
  headers: Record<string, string>;
}

export function headersRules(
  files: readonly string[],
  pagePolicies: readonly string[],
): HeadersRule[] {
  const rules: HeadersRule[] = [
    {
      pattern: '/*',
      headers: { 'Content-Security-Policy': headerPolicy(pagePolicies), ...SECURITY_HEADERS },
    },
    { pattern: `/${HASHED_ASSETS_DIR}/*`, headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    // `/:page` is one path segment: `/AboutNgo`, `/robots.txt`; never `/_astro/...`.
    { pattern: '/', headers: { 'Cache-Control': REVALIDATE_CACHE } },
    { pattern: '/:page', headers: { 'Cache-Control': REVALIDATE_CACHE } },
  ];
  if (files.includes(STATUS_FILE)) {
    // After `/:page`, which matches it too: the detach line removes that rule's Cache-Control.
    rules.push({
      pattern: `/${STATUS_FILE}`,
      detach: ['Cache-Control'],
      headers: { 'Cache-Control': NO_STORE },
    });
  }
  const folders = new Set(
    files
      .filter((file) => file.includes('/'))
      .map((file) => file.slice(0, file.indexOf('/')))
      .filter((folder) => folder !== HASHED_ASSETS_DIR),
  );
  for (const folder of [...folders].sort()) {
    if (folder === EDITOR_DIR) {
      // The content editor: its own policy in place of the site's (see `editorHeaders`). After
      // the `/*` rule, so its detach lines remove what that rule set.
      const { detach, headers } = editorHeaders();
      rules.push({
        pattern: `/${EDITOR_DIR}/*`,
        detach,
        headers: { ...headers, 'Cache-Control': REVALIDATE_CACHE },
      });
      continue;
    }
    const type = FOLDER_CONTENT_TYPES[folder];
    rules.push({
      pattern: `/${folder}/*`,
      headers: { 'Cache-Control': REVALIDATE_CACHE, ...(type ? { 'Content-Type': type } : {}) },
    });
  }
  return rules;
}

/** Writes the rules in `_headers` syntax, and checks them against Cloudflare's limits. */
export function formatHeadersFile(rules: readonly HeadersRule[]): string {
  if (rules.length > HEADERS_FILE_LIMITS.rules) {
    throw new Error(
      `_headers has ${rules.length} rules; Cloudflare Pages allows ${HEADERS_FILE_LIMITS.rules}`,
    );
  }
  const lines = [
    '# Written by src/integrations/securityHeaders.ts after every build: edit that file, not this one.',
  ];
  for (const rule of rules) {
    lines.push(rule.pattern);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  const long = lines.find((line) => line.length > HEADERS_FILE_LIMITS.lineLength);
  if (long) {
    throw new Error(
      `_headers line of ${long.length} characters (Cloudflare Pages allows ${HEADERS_FILE_LIMITS.lineLength}): ${long.slice(0, 80)}...`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Hashes of inline data blocks (JSON-LD), which script-src ignores: the header leaves them out. */
export function dataBlockHashes(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!runsAsScript(type)) hashes.add(`'${cspHash(body)}'`);
  }
  return hashes;
}

/** A page's meta policy less its data blocks' hashes: what the header must allow too. */
export function headerRelevantPolicy(html: string): string {
  const found = metaPolicies(html);
  if (found.length !== 1) throw new Error(`${found.length} CSP meta tags (want exactly 1)`);
  const policy = parsePolicy(found[0]!);
  const data = dataBlockHashes(html);
  const scripts = policy.get('script-src');
  if (scripts)
    policy.set(
      'script-src',
      scripts.filter((source) => !data.has(source)),
    );
  return formatPolicy(policy);
}

export async function headersFileFor(dir: string): Promise<string> {
  const files = await listFiles(dir);
  const policies: string[] = [];
  // The content editor's page has a policy of its own (its `/admin/*` rule), not the site's.
  for (const file of files.filter((f) => f.endsWith('.html') && !isEditorFile(f))) {
    try {
      policies.push(headerRelevantPolicy(await readFile(join(dir, file), 'utf8')));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}; every page needs exactly one`, {
        cause: error,
      });
    }
  }
  return formatHeadersFile(headersRules(files, policies));
}

export default () =>
  afterBuild('porf:security-headers', async (outDir, logger) => {
    const text = await headersFileFor(outDir);
    await writeFile(join(outDir, '_headers'), text);
    logger.info(
      `_headers written (${text.split('\n').filter((l) => l.startsWith('/')).length} rules)`,
    );
  });
