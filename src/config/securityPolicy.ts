/**
 * The site's Content Security Policy and security headers, in one place.
 *
 * Build-time only (astro.config.mjs, the `securityHeaders` integration and tests import it).
 *
 * Two copies of the policy reach a browser:
 * - a `<meta http-equiv="content-security-policy">` on every page, written by Astro
 *   (`security.csp`): `cspDirectives()` below plus Astro's own `script-src`/`style-src` with the
 *   hashes of that page's inline scripts and styles. It works on every host, GitHub Pages included.
 * - a `Content-Security-Policy` header from `dist/_headers` on hosts that honour it (Netlify,
 *   Cloudflare Pages), built by `headerPolicy()`: the same directives plus `frame-ancestors`, which
 *   browsers ignore in a meta tag. See `headerPolicy` for why its script and style sources are the
 *   union of every page's hashes.
 */

import { createHash } from 'node:crypto';

/** The only site framed by our pages: the OpenStreetMap embed (src/components/ui/MapEmbed.astro). */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/** What the policy depends on, read from the build's environment. */
export interface PolicyInput {
  /**
   * `PUBLIC_API_BASE_URL`: the origin islands call at runtime (fetch) and pictures are served
   * from. Undefined when the build has no API configured: then the browser talks to nobody.
   */
  apiBaseUrl?: string | undefined;
  /**
   * Where pictures of the snapshot live when no API is configured (the snapshot's source, which
   * src/lib/data/images.ts falls back to for pictures missing from the image cache).
   */
  snapshotSource?: string | undefined;
}

/** The origin (`scheme://host:port`) of a URL, or undefined for a missing or invalid one. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** Directives this module writes (Astro's `security.csp.directives` accepts these names). */
type DirectiveName =
  | 'default-src'
  | 'connect-src'
  | 'img-src'
  | 'frame-src'
  | 'font-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'worker-src'
  | 'manifest-src'
  | 'media-src';

/** One directive with its sources, e.g. `object-src 'none'`. */
export type Directive = `${DirectiveName} ${string}`;

/**
 * The directives every page carries besides `script-src` and `style-src` (which Astro writes with
 * each page's hashes). `default-src 'none'` closes everything not named; every directive the
 * site needs is spelled out and opens exactly what it uses.
 */
export function cspDirectives(input: PolicyInput): Directive[] {
  const api = originOf(input.apiBaseUrl);
  const pictures = api ?? originOf(input.snapshotSource);
  return [
    "default-src 'none'",
    // Islands refresh from the API and send forms there; without an API nothing leaves the site.
    `connect-src ${unique(["'self'", api]).join(' ')}`,
    // Pictures: our own optimised copies, and the API's image endpoint for newer ones.
    `img-src ${unique(["'self'", pictures]).join(' ')}`,
    // The only framed site: the map, loaded on request. (The video gallery links out.)
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    // The footer's subscribe box falls back to a mailto: action when JavaScript is off.
    "form-action 'self' mailto:",
    "worker-src 'none'",
    "manifest-src 'self'",
    "media-src 'none'",
  ];
}

/** The hash of an inline script or style as CSP and Astro write it: `sha256-<base64>`. */
export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/**
 * Whether a `<script type="...">` runs as JavaScript (no type, a JavaScript MIME type, `module`).
 * Other types (`application/ld+json`, `application/json`) are data blocks that never run and that
 * `script-src` does not govern.
 */
export function runsAsScript(type: string | null | undefined): boolean {
  const t = (type ?? '').trim().toLowerCase();
  return t === '' || t === 'module' || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(t);
}

/** A policy split into directive name -> sources, in order. */
export type ParsedPolicy = Map<string, string[]>;

/** Parses a CSP string (`a b; c d;`) into its directives. Later duplicates are ignored, as browsers do. */
export function parsePolicy(policy: string): ParsedPolicy {
  const parsed: ParsedPolicy = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!parsed.has(key)) parsed.set(key, sources);
  }
  return parsed;
}

/** Writes a parsed policy back as one header line. */
export function formatPolicy(policy: ParsedPolicy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The policy for the `Content-Security-Policy` header, from the meta policies of every built page.
 *
 * A page's meta policy and the header policy both apply, so the header must allow at least what
 * each page's meta allows. One header for all pages, whose script and style sources are the union
 * of every page's hashes, does that with a single `_headers` rule: Cloudflare Pages allows only 100
 * rules, and one rule per page would not fit once hundreds of albums are pre-rendered. The meta tag
 * still limits each page to its own hashes, so nothing runs that its page did not ship.
 *
 * Styles are the exception: every page carries its own inline share of the site sheet
 * (src/integrations/criticalCss.ts), one hash per page, which no `_headers` line could list. The
 * header's `style-src` therefore allows inline styles (its other sources stay; hashes would make
 * browsers ignore `'unsafe-inline'`), and each page's meta policy, which comes before any style
 * in the page, keeps it to its own: a browser enforces both. Scripts stay hash-only in both.
 * `frame-ancestors 'none'` is added here because browsers ignore it in a meta tag.
 */
export function headerPolicy(metaPolicies: readonly string[]): string {
  if (metaPolicies.length === 0) throw new Error('headerPolicy needs at least one page policy');
  const merged: ParsedPolicy = new Map();
  for (const meta of metaPolicies) {
    for (const [name, sources] of parsePolicy(meta)) {
      const known = merged.get(name);
      if (!known) merged.set(name, [...sources]);
      else for (const source of sources) if (!known.includes(source)) known.push(source);
    }
  }
  const styles = merged.get('style-src');
  if (styles) {
    merged.set('style-src', [
      ...styles.filter((source) => !/^'(?:sha256|sha384|sha512|nonce)-/i.test(source)),
      "'unsafe-inline'",
    ]);
  }
  merged.set('frame-ancestors', ["'none'"]);
  return formatPolicy(merged);
}

/**
 * Headers every response gets on hosts that honour `_headers`, besides the CSP.
 *
 * Cross-origin isolation: `Cross-Origin-Opener-Policy` and `Cross-Origin-Resource-Policy` are set;
 * `Cross-Origin-Embedder-Policy: require-corp` is not, because it would block the OpenStreetMap
 * frame and the API's pictures, neither of which sends `Cross-Origin-Resource-Policy`.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Old browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
  // Features no page uses are switched off for the page and everything it frames.
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'encrypted-media=()',
    'fullscreen=(self)',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'picture-in-picture=()',
    'publickey-credentials-get=()',
    'screen-wake-lock=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Cache-Control of content-hashed build assets (`/_astro/*`): they never change under a name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control of pages and other unhashed files: always revalidate (a cheap 304). A page kept
 * longer could ask for hashed files that the next deploy has removed.
 */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/**
 * Cache-Control of files that monitors read to learn the site's state (`/status.json`): a copy
 * kept anywhere, even for a moment, could hide a site that stopped refreshing.
 */
export const NO_STORE = 'no-store';

/** The content editor's folder: `/admin/` (src/integrations/contentEditor.ts). */
export const EDITOR_DIR = 'admin';

/**
 * Whether a built file (its path relative to the build folder) is the content editor's, not the
 * site's: its page and bundle have their own policy and rules (scripts/check-dist.ts), and the
 * site's policy, search index and page checks leave them out.
 */
export function isEditorFile(file: string): boolean {
  return file.startsWith(`${EDITOR_DIR}/`);
}

/** GitHub's REST and GraphQL API, where the editor reads and commits the site's files. */
export const GITHUB_API_ORIGIN = 'https://api.github.com';

/** GitHub's status page, which the editor asks whether GitHub is working before it signs in. */
export const GITHUB_STATUS_ORIGIN = 'https://www.githubstatus.com';

/** Where GitHub serves the signed-in person's picture, shown in the editor's menu. */
export const GITHUB_AVATARS_ORIGIN = 'https://avatars.githubusercontent.com';

/**
 * The policy of the content editor at `/admin/` (Sveltia CMS), which replaces the site's policy
 * there: only what the editor needs, measured in Chromium (tests/e2e/admin.test.ts fails on any
 * violation).
 * - `script-src 'self'`: its bundle and chunks come from the site; no inline script, no eval.
 * - `style-src 'unsafe-inline'`: Svelte writes its components' styles and style attributes at
 *   run time. Scripts stay locked, so injected markup still cannot run.
 * - `connect-src`: GitHub's API (reading and committing files) and status page (the editor says
 *   when GitHub is down); `blob:` and `data:` for pictures it reads back (uploads, its logo, which
 *   it turns into an app icon). Working on a local clone (the File System Access API) needs no
 *   network.
 * - `img-src`: the site's own pictures, previews of new ones (`blob:`, `data:`) and the GitHub avatar.
 * - `frame-ancestors 'none'` (header only): the editor cannot be framed.
 */
export function editorCspDirectives(): string[] {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' blob: data: ${GITHUB_API_ORIGIN} ${GITHUB_STATUS_ORIGIN}`,
    `img-src 'self' blob: data: ${GITHUB_AVATARS_ORIGIN}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'none'",
    "media-src 'self' blob:",
  ];
}

/** The editor's policy as its page's `<meta>` carries it (no `frame-ancestors` in a meta tag). */
export function editorMetaPolicy(): string {
  return editorCspDirectives().join('; ');
}

/**
 * Headers of `/admin/*` on hosts that honour `_headers`. The rule comes after the site's `/*`
 * rule and first detaches the site's CSP and opener policy (`! Name`, Cloudflare Pages' syntax),
 * so these replace them instead of being joined to them; every other path keeps the site's
 * policy unchanged.
 * - Cross-Origin-Opener-Policy `same-origin-allow-popups`: GitHub sign-in opens the OAuth
 *   helper in a popup that hands the token back to this page through `window.opener`.
 * - `X-Robots-Tag: noindex`: the editor is not a page of the site (also a `<meta name="robots">`).
 */
export function editorHeaders(): { detach: string[]; headers: Record<string, string> } {
  return {
    detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'],
    headers: {
      'Content-Security-Policy': `${editorMetaPolicy()}; frame-ancestors 'none'`,
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  };
}
