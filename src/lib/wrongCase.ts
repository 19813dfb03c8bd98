/**
 * Where the 404 page sends an address that meant a page: the wrong case, a story's old title.
 * Imported by browser code: keep it small (the route list comes in as data, not as an import).
 */

/** The known path `pathname` differs from only in case, a trailing slash or `.html`. */
export function resolveWrongCase(
  pathname: string,
  knownPaths: readonly string[],
): string | undefined {
  const trimmed = pathname.replace(/\.html$/i, '').replace(/\/+$/, '') || '/';
  if (knownPaths.includes(trimmed) && trimmed === pathname) return undefined;
  const lower = trimmed.toLowerCase();
  const match = knownPaths.find((p) => p.toLowerCase() === lower);
  return match && match !== pathname ? match : undefined;
}

/** The story of `pathname` (an old title, the wrong case, no title) among `stories`, by folder and id. */
export function storyOf(pathname: string, stories: readonly string[]): string | undefined {
  const [, hindi, stem] = /^(\/hi)?(\/[^/]+\/[^/]+)/i.exec(pathname) ?? [];
  const wanted = stem?.toLowerCase();
  const found = stories.find((path) => wanted && `${path.toLowerCase()}/`.startsWith(`${wanted}/`));
  return found && (hindi ? `/hi${found}` : found);
}
