/**
 * The site's Content Security Policy and security headers (build-time only). A browser gets two
 * copies: Astro's `<meta>` on every page (`cspDirectives()` plus that page's hashes; works on any
 * host) and the `_headers` header from `headerPolicy()`, which adds `frame-ancestors`.
 */

import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';

/** The only site framed by our pages: the OpenStreetMap embed (src/components/ui/MapEmbed.astro). */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

export interface PolicyInput {
  /** `PUBLIC_API_BASE_URL`; undefined without an API, and the browser talks to nobody. */
  apiBaseUrl?: string | undefined;
  /** Where the snapshot's pictures live when no API is configured (src/lib/data/images.ts). */
  snapshotSource?: string | undefined;
  /** `MEDIA_BASE_URL`: the media store that serves the API's pictures when one is configured. */
  mediaBaseUrl?: string | undefined;
}

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

/** A directive as Astro's `security.csp.directives` takes it. */
export type Directive = NonNullable<
  Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>['directives']
>[number];

/** All but `script-src`/`style-src` (Astro writes those); `default-src 'none'` shuts the rest. */
export function cspDirectives(input: PolicyInput): Directive[] {
  const api = originOf(input.apiBaseUrl);
  const pictures = [api ?? originOf(input.snapshotSource), originOf(input.mediaBaseUrl)];
  return [
    "default-src 'none'",
    // Islands refresh from the API and send forms there; without an API nothing leaves the site.
    `connect-src ${unique(["'self'", api]).join(' ')}`,
    // Pictures: our own optimised copies (or the media store's), the API's for newer ones.
    `img-src ${unique(["'self'", ...pictures]).join(' ')}`,
    // The only framed site: the map, loaded on request.
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
 * Whether a `<script type="...">` runs as JavaScript; data blocks (`application/ld+json`) never
 * run, and `script-src` does not govern them.
 */
export function runsAsScript(type: string | null | undefined): boolean {
  const t = (type ?? '').trim().toLowerCase();
  return t === '' || t === 'module' || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(t);
}

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

export function formatPolicy(policy: ParsedPolicy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The CSP header. It and each page's meta policy both apply, so it allows every page's hashes in
 * one `_headers` rule (Cloudflare Pages allows 100). Each page inlines its own share of the site
 * sheet, so `style-src` allows inline styles, without hashes, which would make browsers ignore
 * `'unsafe-inline'`; the meta policy keeps each page to its own. Scripts stay hash-only.
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
 * Headers every response gets besides the CSP. No `Cross-Origin-Embedder-Policy: require-corp`: it
 * would block the OpenStreetMap frame and the API's pictures, which send no CORP header.
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

/** Pages and unhashed files: a page kept longer could ask for hashed files a new deploy removed. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** For files monitors read (`/status.json`): any cached copy could hide a stalled site. */
export const NO_STORE = 'no-store';

export const EDITOR_DIR = 'admin';

/** Whether a built file is the content editor's: it has its own policy; site checks skip it. */
export function isEditorFile(file: string): boolean {
  return file.startsWith(`${EDITOR_DIR}/`);
}

/**
 * The content editor's policy at `/admin/` (tests/e2e/admin.test.ts fails on any violation):
 * Svelte writes styles at run time (`'unsafe-inline'`), while scripts stay locked.
 */
export function editorCspDirectives(): string[] {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // GitHub's API, and its status page, which the editor asks before it signs in.
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    // The signed-in person's picture in the editor's menu.
    "img-src 'self' blob: data: https://avatars.githubusercontent.com",
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
 * Headers of `/admin/*`. The rule follows the site's `/*` and first detaches its CSP and opener
 * policy (`! Name`, Cloudflare Pages' syntax) so these replace them. `same-origin-allow-popups`:
 * the GitHub sign-in popup hands the token back through `window.opener`.
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
