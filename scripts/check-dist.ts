/**
 * Security check of a build folder: every page's CSP, inline hashes, attributes and links, and no
 * credential in any text file except the public API token. The content editor (`/admin/`) has its
 * own rules. `npx tsx scripts/check-dist.ts [dir]` (default dist; exit 1 when anything is found).
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, serializeOuter, type DefaultTreeAdapterTypes as Html } from 'parse5';
import { metaPolicies } from '../src/integrations/securityHeaders';
import { listFiles } from '../src/integrations/builtFiles';
import { escapesSite } from '../src/lib/links';
import {
  EDITOR_DIR,
  MAP_FRAME_ORIGIN,
  cspHash,
  editorMetaPolicy,
  isEditorFile,
  originOf,
  parsePolicy,
  runsAsScript,
} from '../src/config/securityPolicy';

export interface Finding {
  /** Path relative to the build folder. */
  file: string;
  rule: string;
  detail: string;
}

export interface CheckOptions {
  apiBaseUrl?: string | undefined;
  /** `PUBLIC_API_TOKEN` the build was made with: the one credential allowed in the output. */
  publicToken?: string | undefined;
  /** Values that must appear nowhere (canary secrets). */
  forbidden?: readonly string[];
}

/** Everything a browser or crawler can fetch as text. */
const TEXT_EXTENSIONS = new Set([
  '',
  ...'.html .js .mjs .css .json .xml .txt .svg .webmanifest .map'.split(' '),
]);

export const CREDENTIAL_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { name: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  {
    name: 'GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})/,
  },
  { name: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'Stripe live key', pattern: /\b[rs]k_live_[0-9a-zA-Z]{16,}/ },
  {
    name: 'JSON Web Token',
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/,
  },
  { name: 'bearer credential', pattern: /\bBearer\s+[A-Za-z0-9\-._~+/]{16,}=*/ },
  {
    name: 'secret assignment',
    pattern:
      /\b(?:api[_-]?key|api[_-]?secret|client[_-]?secret|secret[_-]?key|access[_-]?token|auth[_-]?token|password|passwd)["']?\s*[:=]\s*["'`][^"'`\s]{12,}["'`]/i,
  },
];

const UNSAFE_SCRIPT_SOURCES =
  "'unsafe-inline' 'unsafe-eval' 'unsafe-hashes' * data: http: https: blob:".split(' ');

const URL_ATTRIBUTES = 'href src action formaction xlink:href data poster srcset'.split(' ');
const DANGEROUS_URL = /^\s*(?:javascript|vbscript|data\s*:\s*text\/html)/i;

/** The only pages whose policy may allow `'wasm-unsafe-eval'`: the search pages run Pagefind. */
export const WASM_PAGES = ['Search.html', 'hi/Search.html'];

const sha256 = (text: string) => `'${cspHash(text)}'`;

type Add = (rule: string, detail: string) => void;

function findingsOf(file: string): { findings: Finding[]; add: Add } {
  const findings: Finding[] = [];
  return { findings, add: (rule, detail) => void findings.push({ file, rule, detail }) };
}

/**
 * A page's elements in document order, parsed as a browser without scripts parses it (parse5,
 * the parser jsdom uses, without jsdom's DOM: a tenth of the CPU over a build's pages). Template
 * contents are left out, as `querySelectorAll` leaves them. Attributes by qualified name.
 */
function elementsOf(html: string) {
  const nodes: Html.Element[] = [];
  const walk = (node: Html.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      nodes.push(child);
      walk(child);
    }
  };
  walk(parse(html, { scriptingEnabled: false }));
  return nodes.map((node) => {
    const attributes = node.attrs.map((a) => ({
      name: a.prefix ? `${a.prefix}:${a.name}` : a.name,
      value: a.value,
    }));
    return {
      tag: node.tagName.toLowerCase(),
      attributes,
      get: (name: string) => attributes.find((a) => a.name.toLowerCase() === name)?.value ?? null,
      text: () => node.childNodes.map((text) => ('value' in text ? text.value : '')).join(''),
      html: () => serializeOuter(node),
    };
  });
}

type PageElement = ReturnType<typeof elementsOf>[number];

/** What every page starts with: its elements and exactly one CSP meta tag. */
function readPage(file: string, html: string) {
  const { findings, add } = findingsOf(file);
  const policies = metaPolicies(html);
  if (policies.length !== 1) add('csp-meta', `${policies.length} CSP meta tags (want exactly 1)`);
  return { findings, add, policies, elements: elementsOf(html) };
}

/** Nothing that runs may come before the policy. */
function checkOrder(elements: PageElement[], script: PageElement, add: Add): void {
  const isPolicy = (e: PageElement) => /^content-security-policy$/i.test(e.get('http-equiv') ?? '');
  const meta = elements.findIndex((e) => e.tag === 'meta' && isPolicy(e));
  if (meta > elements.indexOf(script)) {
    add('csp-order', `a script comes before the CSP meta tag: ${script.html().slice(0, 80)}`);
  }
}

export function checkPage(file: string, html: string, options: CheckOptions = {}): Finding[] {
  const { findings, add, policies, elements } = readPage(file, html);
  const policy = parsePolicy(policies[0] ?? '');
  const scriptSrc = policy.get('script-src') ?? [];
  const styleSrc = policy.get('style-src') ?? [];
  if (!policy.has('script-src')) add('csp-strict', 'no script-src');
  for (const source of scriptSrc) {
    if (UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase()))
      add('csp-strict', `script-src allows ${source}`);
    if (source.toLowerCase() === "'wasm-unsafe-eval'" && !WASM_PAGES.includes(file))
      add('csp-strict', `script-src allows ${source} on a page that runs no WebAssembly`);
  }
  if (styleSrc.some((s) => s === "'unsafe-inline'"))
    add('csp-strict', "style-src allows 'unsafe-inline'");
  for (const name of ['default-src', 'base-uri', 'form-action']) {
    if (!policy.has(name)) add('csp-strict', `no ${name}`);
  }
  if ((policy.get('object-src') ?? []).join(' ') !== "'none'")
    add('csp-strict', "object-src is not 'none'");
  const api = originOf(options.apiBaseUrl);
  const connect = [...(policy.get('connect-src') ?? [])].sort();
  const wantConnect = ["'self'", ...(api ? [api] : [])].sort();
  if (connect.join(' ') !== wantConnect.join(' ')) {
    add('csp-connect', `connect-src is "${connect.join(' ')}", want "${wantConnect.join(' ')}"`);
  }
  for (const source of policy.get('frame-src') ?? ['(missing: falls back to default-src)']) {
    if (source !== MAP_FRAME_ORIGIN) add('csp-frame', `frame-src allows ${source}`);
  }

  const hashed = (kind: 'script' | 'style', text: string, allowed: readonly string[]) => {
    if (!allowed.includes(sha256(text)))
      add('csp-hash', `inline ${kind} not in ${kind}-src: ${text.slice(0, 80)}`);
  };
  for (const script of elements.filter((element) => element.tag === 'script')) {
    const type = script.get('type');
    if (runsAsScript(type)) checkOrder(elements, script, add);
    if (script.get('src') !== null) continue;
    if ((type ?? '').trim().toLowerCase() === 'application/json') continue;
    hashed('script', script.text(), scriptSrc);
  }
  for (const style of elements.filter((element) => element.tag === 'style'))
    hashed('style', style.text(), styleSrc);
  checkAttributes(file, elements, add);
  return findings;
}

function checkAttributes(file: string, elements: PageElement[], add: Add): void {
  for (const element of elements) {
    const { tag } = element;
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name === 'style') add('inline-style', `<${tag} style="${attribute.value.slice(0, 60)}">`);
      if (name.startsWith('on'))
        add('inline-handler', `<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
      if (URL_ATTRIBUTES.includes(name) && DANGEROUS_URL.test(attribute.value)) {
        add('dangerous-url', `<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
      }
    }
    // The link rule of src/lib/links.ts: nothing that looks site-relative may lead away.
    const href = tag === 'a' || tag === 'area' ? element.get('href') : null;
    if (href !== null && escapesSite(href, `https://site.invalid/${file}`)) {
      add('link-escape', `a link that leaves the site unmarked: ${element.html().slice(0, 120)}`);
    }
    if (element.get('target')?.toLowerCase() === '_blank') {
      const rel = (element.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
        add('blank-noopener', `${element.html().slice(0, 120)}`);
      }
    }
    const unguarded = ['referrerpolicy', 'sandbox'].some((name) => element.get(name) === null);
    if (tag === 'iframe' && unguarded) {
      add('iframe', `iframe without referrerpolicy or sandbox: ${element.html().slice(0, 120)}`);
    }
  }
}

/** The content editor's page: exactly the editor's policy, `noindex`, scripts only from /admin/. */
export function checkEditorPage(file: string, html: string): Finding[] {
  const { findings, add, policies, elements } = readPage(file, html);
  if (policies.length === 1 && policies[0] !== editorMetaPolicy()) {
    add('csp-editor', `the editor's policy is not editorMetaPolicy(): ${policies[0]}`);
  }
  const robots = elements.find((e) => e.tag === 'meta' && e.get('name') === 'robots');
  if (!/\bnoindex\b/.test(robots?.get('content') ?? ''))
    add('noindex', 'the editor page has no <meta name="robots" content="noindex">');
  for (const script of elements.filter((element) => element.tag === 'script')) {
    const src = script.get('src');
    if (!src) add('csp-hash', `inline script on the editor page: ${script.text().slice(0, 80)}`);
    else if (!src.startsWith(`/${EDITOR_DIR}/`))
      add('editor-script', `script from outside /${EDITOR_DIR}/: ${src}`);
    checkOrder(elements, script, add);
  }
  checkAttributes(file, elements, add);
  return findings;
}

export function checkText(file: string, text: string, options: CheckOptions = {}): Finding[] {
  const { findings, add } = findingsOf(file);
  const { publicToken } = options;
  const masked = publicToken ? text.replaceAll(publicToken, 'PUBLIC_API_TOKEN') : text;
  for (const value of options.forbidden ?? []) {
    if (value && text.includes(value))
      add('secret', `contains a forbidden value (${value.slice(0, 4)}…)`);
  }
  // The editor's bundle is the locked npm package, whose CSS selectors and field names
  // (`password:"[type=password]"`) look like assignments; its page and configuration are scanned.
  const vendored = isEditorFile(file) && /\.js$/.test(file);
  for (const { name, pattern } of vendored ? [] : CREDENTIAL_PATTERNS) {
    const match = pattern.exec(masked);
    if (match) add('credential', `${name}: ${match[0].slice(0, 24)}…`);
  }
  return findings;
}

export async function checkDist(dir: string, options: CheckOptions = {}): Promise<Finding[]> {
  const files = await listFiles(dir);
  if (!files.some((file) => file.endsWith('.html'))) {
    return [{ file: dir, rule: 'build', detail: 'no HTML files: is this a build folder?' }];
  }
  const findings: Finding[] = [];
  for (const file of files) {
    if (!TEXT_EXTENSIONS.has(extname(file).toLowerCase())) continue;
    const text = await readFile(join(dir, file), 'utf8');
    if (file.endsWith('.html')) {
      findings.push(
        ...(isEditorFile(file) ? checkEditorPage(file, text) : checkPage(file, text, options)),
      );
    }
    findings.push(...checkText(file, text, options));
  }
  return findings;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const findings = await checkDist(dir, {
    apiBaseUrl: process.env.PUBLIC_API_BASE_URL,
    publicToken: process.env.PUBLIC_API_TOKEN,
  });
  for (const f of findings) console.error(`${f.file}: [${f.rule}] ${f.detail}`);
  console.log(
    findings.length
      ? `check-dist: ${findings.length} problem(s) in ${dir}`
      : `check-dist: ${dir} keeps every rule`,
  );
  process.exit(findings.length ? 1 : 0);
}
