/**
 * The listings' per-year data files: an island loads only the years its filter needs, so a page
 * stays the same size however large the archive grows.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { cardsOfYear, listingIndex } from '~/features/listing/build';
import { LISTING_KINDS, type ListingKind } from '~/items/model';
import type { YearFile } from '~/features/listing/model';

export const getStaticPaths = (async () => {
  const paths = await Promise.all(
    LISTING_KINDS.map(async (kind) =>
      (await listingIndex(kind)).years.map(({ year }) => ({
        params: { kind, year: String(year) },
      })),
    ),
  );
  return paths.flat();
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const kind = params.kind as ListingKind;
  const year = Number(params.year);
  const file: YearFile = { kind, year, items: await cardsOfYear(kind, year) };
  return new Response(JSON.stringify(file), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
