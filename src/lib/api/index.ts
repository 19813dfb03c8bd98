/**
 * The API client: endpoints, client, errors. The Node-only retrying transport is imported from
 * './nodeTransport' by build-time code only.
 *
 * Browser code imports ./endpoints, ./http, ./errors and ./forms directly: this file re-exports
 * the client, which brings zod (a lint rule keeps it out of the islands).
 */
export { endpoints, imagePath, resolveImageUrl, RECENT_LIMIT } from './endpoints';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type FetchLike,
  type InvalidItemReport,
} from './client';
