/**
 * Wrong-case path resolution for the 404 page.
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
