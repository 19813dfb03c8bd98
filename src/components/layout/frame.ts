/**
 * The page frame's behaviour, one script on every page: the header's menu and search, maps loaded
 * on request and the subscribe box. Each part works without it.
 * Imported by browser code: keep it small.
 */
import { subscribeMailto } from '~/components/layout/subscribe';

/** The header: menu groups by click or keyboard, one open at a time, Escape and outside clicks. */
function initSiteNav(): void {
  const DESKTOP = window.matchMedia('(min-width: 1180px)');
  const nav = document.querySelector<HTMLDetailsElement>('[data-site-nav]');
  const search = document.querySelector<HTMLDetailsElement>('[data-site-search]');
  const submenus = Array.from(document.querySelectorAll<HTMLDetailsElement>('[data-submenu]'));

  // On wide screens the menu is always shown: CSS shows the closed <details> content where the
  // browser supports ::details-content; opening it here also tells assistive technology so.
  if (nav && DESKTOP.matches) nav.open = true;
  DESKTOP.addEventListener('change', () => {
    if (nav) nav.open = DESKTOP.matches;
  });

  for (const menu of submenus) {
    menu.addEventListener('toggle', () => {
      if (!menu.open) return;
      for (const other of submenus) if (other !== menu) other.open = false;
    });
  }

  const closeAll = () => {
    for (const menu of submenus) menu.open = false;
  };

  // The search box: typing can start as soon as it opens; on phones it and the menu share the
  // space under the bar, so opening one closes the other.
  search?.addEventListener('toggle', () => {
    if (!search.open) return;
    if (nav && !DESKTOP.matches) nav.open = false;
    search.querySelector('input')?.focus();
  });
  nav?.addEventListener('toggle', () => {
    if (nav.open && !DESKTOP.matches && search) search.open = false;
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = submenus.find((m) => m.open);
    if (search?.open) {
      search.open = false;
      search.querySelector('summary')?.focus();
    } else if (open) {
      open.open = false;
      open.querySelector('summary')?.focus();
    } else if (nav?.open && !DESKTOP.matches) {
      nav.open = false;
      nav.querySelector('summary')?.focus();
    }
  });

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Node)) return;
    if (!submenus.some((m) => m.contains(event.target as Node))) closeAll();
    if (search?.open && !search.contains(event.target)) search.open = false;
  });
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof Node)) return;
    for (const menu of submenus) if (!menu.contains(event.target)) menu.open = false;
  });
}

/** Maps (MapEmbed.astro): the OpenStreetMap frame is made only when the visitor asks for it. */
function initMapEmbeds(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-map-embed]')) {
    const button = box.querySelector<HTMLButtonElement>('[data-map-load]');
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = box.dataset.src ?? '';
      frame.title = box.dataset.title ?? 'Map';
      frame.loading = 'lazy';
      frame.referrerPolicy = 'no-referrer';
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
      frame.className = 'map-embed__frame';
      box.replaceChildren(frame);
      frame.focus();
    });
  }
}

/** The footer's subscribe box: a clear e-mail to the foundation instead of a text/plain post. */
function initSubscribe(): void {
  // Without JavaScript the form posts its text/plain body to the mailto: action; with it, the mail
  // gets a clear subject and a one-line request instead.
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-subscribe]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const input = form.querySelector<HTMLInputElement>('input[type="email"]');
      if (!input || !input.reportValidity()) return;
      window.location.href = subscribeMailto(form.dataset.email ?? '', input.value);
    });
  }
}

/** Enables the site sheet, linked disabled (criticalCss.ts), for what islands show later. */
function loadSiteSheet(): void {
  const enable = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-site-sheet]')) {
      link.removeAttribute('disabled');
    }
  };
  if (document.readyState === 'complete') enable();
  else window.addEventListener('load', enable, { once: true });
}

/**
 * The language switch leads to the same view in the other language: an album's `?id=`, a
 * listing's filters and the `#` a link pointed at go with it.
 */
function keepViewOnLanguageSwitch(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-lang-switch]');
  if (link && link.dataset.langSwitch === 'twin') {
    link.href = `${link.pathname}${location.search}${location.hash}`;
  }
}

loadSiteSheet();
keepViewOnLanguageSwitch();
initSiteNav();
initMapEmbeds();
initSubscribe();
