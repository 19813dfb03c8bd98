/**
 * The browser-safe API client: endpoints, client, errors. The Node-only retrying transport is
 * imported from './nodeTransport' by build-time code only.
 *
 * Imported by browser code: keep it small.
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
