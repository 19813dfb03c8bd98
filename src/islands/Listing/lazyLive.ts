/**
 * The live refresh, loaded only after the island has hydrated: it brings the readers of live
 * answers and the card builders, which the first paint and hydration do not need. Without an API configured at build time nothing is ever
 * loaded.
 *
 * Imported by browser code: keep it small (this module must not import ./live statically).
 */
import { PUBLIC_API_BASE_URL } from '~/lib/shared/env';
import type { AwardCard, CardOf, ListingKind, PublicationCard } from '~/lib/shared/listingCards';
import type { PublicationCategory } from '~/schemas/publication';
import type { LiveLoader } from './live';

/** Loads the live module, then gives the loader to call. */
export type LazyLoader<C> = () => Promise<LiveLoader<C> | undefined>;

/** Whether the build has an API to refresh from. */
export const liveConfigured = PUBLIC_API_BASE_URL !== undefined;

/** The lazy live loader of a listing, or undefined when the build has no API. */
export function lazyListing<K extends ListingKind>(kind: K): LazyLoader<CardOf[K]> | undefined {
  return liveConfigured ? () => import('./live').then((live) => live.liveListing(kind)) : undefined;
}

/** The lazy live loader of the award pictures (Achievements). */
export const lazyAwards: LazyLoader<AwardCard> | undefined = liveConfigured
  ? () => import('./live').then((live) => live.liveAwards())
  : undefined;

/** The lazy live loader of one publication category. */
export function lazyPublications(
  category: PublicationCategory,
): LazyLoader<PublicationCard> | undefined {
  return liveConfigured
    ? () => import('./live').then((live) => live.livePublications(category))
    : undefined;
}
