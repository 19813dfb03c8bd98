/**
 * /Search: runs `?q=` with Pagefind, loaded on the first query without its worker; the URL follows.
 * Imported by browser code: keep it small.
 */
import {
  SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPE_FILTER,
  SEARCH_TYPE_PARAM,
  SEARCH_TYPES,
} from '~/features/search/model';
import { resultCount, resultView, type PagefindResultData, type SearchWords } from './results';

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const TYPING_PAUSE_MS = 300;

let pagefind: Promise<Pagefind> | undefined;

/** Pagefind's module, loaded once, on the first query. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    // A literal path, so the budget check (tools/lib/budget.ts) follows it and counts it. The
    // module exists only in the built site (dist/pagefind); its API is typed by `Pagefind`.
    // @ts-expect-error: no file at this path at type-check time
    const module = (await import(/* @vite-ignore */ '/pagefind/pagefind.js')) as Pagefind;
    await module.options({ noWorker: true, excerptLength: 24 });
    return module;
  })();
  // A failed load (offline, no index in `astro dev`) may be retried by the next query.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/** Text goes in as `textContent` only, never as HTML. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

const allowedType = (value: string | null) =>
  (SEARCH_TYPES as readonly string[]).includes(value ?? '') ? value! : '';

export function startSearchPage(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-search-form]')!;
  const input = form.querySelector<HTMLInputElement>('input[type="search"]')!;
  const typeSelect = form.querySelector<HTMLSelectElement>('select')!;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]')!;
  // The page's words, in its language (Search.astro writes them as JSON data).
  const words = JSON.parse(
    root.querySelector('[data-search-words]')?.textContent ?? '{}',
  ) as SearchWords;

  let run = 0;
  let results: { data(): Promise<PagefindResultData> }[] = [];
  let shown = 0;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const readUrl = () => {
    const params = new URLSearchParams(window.location.search);
    input.value = (params.get(input.name) ?? '').slice(0, SEARCH_MAX_LENGTH);
    typeSelect.value = allowedType(params.get(SEARCH_TYPE_PARAM));
  };

  const writeUrl = (push: boolean) => {
    const params = new URLSearchParams();
    if (input.value.trim()) params.set(input.name, input.value.trim());
    if (typeSelect.value) params.set(SEARCH_TYPE_PARAM, typeSelect.value);
    const url = `${window.location.pathname}${params.size ? `?${params}` : ''}`;
    if (url === `${window.location.pathname}${window.location.search}`) return;
    if (push) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };

  /** Adds the next page of results; returns the first new link (for focus). */
  async function showMore(id: number): Promise<HTMLAnchorElement | undefined> {
    const next = results.slice(shown, shown + SEARCH_PAGE_SIZE);
    const data = await Promise.all(next.map((result) => result.data()));
    if (id !== run) return undefined;
    shown += next.length;
    let first: HTMLAnchorElement | undefined;
    for (const item of data) {
      const view = resultView(item, window.location.origin, words.page);
      if (!view) continue;
      const li = element('li', 'search-result');
      const meta = element('p', 'search-result__meta');
      meta.append(element('span', 'search-result__category', view.category));
      if (view.date) meta.append(' · ', element('span', '', view.date));
      const title = element('h2', 'search-result__title');
      const link = element('a', '', view.title);
      link.href = view.href;
      if (view.external) {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        link.append(element('span', 'visually-hidden', words.fileNewTab));
      }
      title.append(link);
      const excerpt = element('p', 'search-result__excerpt');
      excerpt.append(
        ...view.excerpt.map((piece) => (piece.mark ? element('mark', '', piece.text) : piece.text)),
      );
      li.append(meta, title, excerpt);
      list.append(li);
      first ??= link;
    }
    more.hidden = shown >= results.length;
    return first;
  }

  async function search(): Promise<void> {
    const id = ++run;
    const query = input.value.trim();
    const type = typeSelect.value;
    if (!query) {
      results = [];
      list.replaceChildren();
      more.hidden = true;
      status.textContent = '';
      return;
    }
    status.textContent = words.searching;
    try {
      const found = await (
        await loadPagefind()
      ).search(query, type ? { filters: { [SEARCH_TYPE_FILTER]: type } } : {});
      // A later query has started (or this one was superseded by Pagefind's own debounce).
      if (id !== run || !found) return;
      results = found.results;
      shown = 0;
      list.replaceChildren();
      await showMore(id);
      if (id === run) status.textContent = resultCount(results.length, query, type, words);
    } catch (error) {
      if (id !== run) return;
      console.warn('The search could not run.', error);
      status.textContent = words.failed;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    writeUrl(true);
    void search();
  });
  input.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => {
      writeUrl(false);
      void search();
    }, TYPING_PAUSE_MS);
  });
  typeSelect.addEventListener('change', () => {
    writeUrl(true);
    void search();
  });
  more.addEventListener('click', async () => {
    const first = await showMore(run);
    first?.focus();
  });
  window.addEventListener('popstate', () => {
    readUrl();
    void search();
  });

  readUrl();
  form.dataset.ready = '';
  if (input.value.trim()) void search();
}
