/**
 * The API client for every call of SPEC.md section 7, used by the snapshot command (Node, with
 * the retrying undici transport of ./nodeTransport.ts). Build time only: it brings every entity
 * schema, where each island needs a few. The islands make the same calls with
 * src/lib/live/api.ts and read the answers with the same schemas and the same
 * functions (./read.ts, ./readStrict.ts), so both sides read an answer alike.
 *
 * Every call has a time limit (SPEC's "0, none" would hang forever: DESIGN.md differs on
 * purpose), unwraps the answer's `data` field, validates it with the entity schema, drops bad items
 * (reporting each through `onInvalid`) and returns normalised items. Anything else throws an
 * `ApiError` whose `kind` says what went wrong.
 */
import { BROWSER_FETCH_TIMEOUT_MS, FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import { AlbumSchema, type Album } from '~/schemas/album';
import { CircularSchema, type Circular } from '~/schemas/circular';
import { EventItemSchema, type EventItem } from '~/schemas/event';
import type { FormPayloads, FormType } from '~/schemas/forms';
import { GalleryItemSchema, type GalleryItem } from '~/schemas/galleryItem';
import { HighlightSchema, type Highlight } from '~/schemas/highlight';
import { NewsItemSchema, type NewsItem } from '~/schemas/newsItem';
import { NotificationSchema, type Notification } from '~/schemas/notification';
import { TestimonialSchema, type Testimonial } from '~/schemas/testimonial';
import { VideoSchema, type Video } from '~/schemas/video';
import { visitorCountOf } from '~/schemas/visitor';
import { endpoints, resolveImageUrl } from './endpoints';
import { ApiError } from './errors';
import { request as httpRequest, type FetchLike, type RequestSpec } from './http';
import { postForm } from './forms';
import { dataOf, type ItemSchema } from './read';
import { readList, readOne, type InvalidItemReport } from './readStrict';
import type * as v from 'valibot';

export type { FetchLike } from './http';
export type { InvalidItemReport } from './readStrict';

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** API origin, e.g. `https://api.example.org` (a trailing slash is ignored). */
  baseUrl: string;
  /** Site code for `{site}` in paths and the visit body (SPEC: PORF). */
  siteCode: string;
  /** Optional bearer credential, sent on POSTs (forms, visits) only. It is public in a browser. */
  token?: string | undefined;
  /** Time limit for a whole read call, body included (default BROWSER_FETCH_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Time limit for a POST (default FORM_SUBMIT_TIMEOUT_MS). */
  submitTimeoutMs?: number;
  /** Transport; defaults to the global `fetch`. */
  fetch?: FetchLike;
  /** Called for every item dropped because it failed validation. */
  onInvalid?: (report: InvalidItemReport) => void;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call (e.g. when an island unmounts); it then rejects with kind `network`. */
  signal?: AbortSignal;
}

/** What `createApiClient` returns: one method per API call. */
export interface ApiClient {
  /** Recent news (short endpoint). */
  news(options?: CallOptions): Promise<NewsItem[]>;
  /** Every news item. */
  allNews(options?: CallOptions): Promise<NewsItem[]>;
  events(options?: CallOptions): Promise<EventItem[]>;
  allEvents(options?: CallOptions): Promise<EventItem[]>;
  /** Recent highlights, every category the API sends (filter with the listing helpers). */
  highlights(options?: CallOptions): Promise<Highlight[]>;
  allHighlights(options?: CallOptions): Promise<Highlight[]>;
  /** Recent gallery items of every category. */
  gallery(options?: CallOptions): Promise<GalleryItem[]>;
  allGallery(options?: CallOptions): Promise<GalleryItem[]>;
  /** One album by id, or null when the API has no such album. */
  album(id: string, options?: CallOptions): Promise<Album | null>;
  circulars(options?: CallOptions): Promise<Circular[]>;
  videos(options?: CallOptions): Promise<Video[]>;
  testimonials(options?: CallOptions): Promise<Testimonial[]>;
  notifications(options?: CallOptions): Promise<Notification[]>;
  /** The visit count so far. */
  visitorCount(options?: CallOptions): Promise<number>;
  /** Records one visit (`POST /api/visitor` with `{ schoolcode }`). */
  registerVisit(options?: CallOptions): Promise<void>;
  /**
   * Sends a form as JSON to `/api/form/{site}/{formType}` (type URL-encoded, bearer header when a
   * token is set). Resolves with the answer's `data` (or the whole JSON answer when it has none)
   * only on a 2xx answer with a JSON body; never retried, so a form is never sent twice.
   */
  submitForm<T extends FormType>(
    formType: T,
    payload: FormPayloads[T],
    options?: CallOptions,
  ): Promise<unknown>;
  /** `{baseUrl}/api/image/{path}` for a stored image or attachment path. */
  imageUrl(path: string): string;
  /** The base URL in use, without a trailing slash. */
  readonly baseUrl: string;
}

/** Creates a client. Nothing is fetched until a method is called. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const site = options.siteCode;
  const readTimeout = options.timeoutMs ?? BROWSER_FETCH_TIMEOUT_MS;
  const submitTimeout = options.submitTimeoutMs ?? FORM_SUBMIT_TIMEOUT_MS;
  const doFetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));

  const http = { baseUrl, token: options.token, fetch: doFetch };
  const request = (spec: RequestSpec) => httpRequest(http, spec);

  /** The answer's `data` field (./read.ts `dataOf`). */
  async function getData(
    path: string,
    callOptions?: CallOptions,
  ): Promise<{ url: string; data: unknown }> {
    const url = `${baseUrl}${path}`;
    const body = await request({
      method: 'GET',
      path,
      timeoutMs: readTimeout,
      signal: callOptions?.signal,
    });
    return { url, data: dataOf(url, body) };
  }

  function list<const S extends ItemSchema>(call: string, path: string, schema: S) {
    return async (callOptions?: CallOptions): Promise<v.InferOutput<S>[]> => {
      const { url, data } = await getData(path, callOptions);
      return readList(call, url, data, schema, options.onInvalid);
    };
  }

  return {
    baseUrl,
    news: list('news', endpoints.news(site), NewsItemSchema),
    allNews: list('allNews', endpoints.allNews(site), NewsItemSchema),
    events: list('events', endpoints.events(site), EventItemSchema),
    allEvents: list('allEvents', endpoints.allEvents(site), EventItemSchema),
    highlights: list('highlights', endpoints.highlights(site), HighlightSchema),
    allHighlights: list('allHighlights', endpoints.allHighlights(site), HighlightSchema),
    gallery: list('gallery', endpoints.gallery(site), GalleryItemSchema),
    allGallery: list('allGallery', endpoints.allGallery(site), GalleryItemSchema),
    circulars: list('circulars', endpoints.circulars(site), CircularSchema),
    videos: list('videos', endpoints.videos(site), VideoSchema),
    testimonials: list('testimonials', endpoints.testimonials(site), TestimonialSchema),
    notifications: list('notifications', endpoints.notifications(site), NotificationSchema),

    async album(id, callOptions) {
      const { url, data } = await getData(endpoints.album(id), callOptions);
      return readOne('album', 'an album', url, data, AlbumSchema, options.onInvalid);
    },

    async visitorCount(callOptions) {
      const { url, data } = await getData(endpoints.visitorCount(site), callOptions);
      const count = visitorCountOf(data);
      if (count === undefined) throw new ApiError('shape', url, `${url} answered no visitor count`);
      return count;
    },

    async registerVisit(callOptions) {
      await request({
        method: 'POST',
        path: endpoints.registerVisit(),
        body: { schoolcode: site },
        timeoutMs: submitTimeout,
        signal: callOptions?.signal,
        ignoreBody: true,
      });
    },

    submitForm: (formType, payload, callOptions) =>
      postForm(
        { ...http, siteCode: site, timeoutMs: submitTimeout, signal: callOptions?.signal },
        formType,
        payload,
      ),

    imageUrl: (path) => resolveImageUrl(baseUrl, path),
  };
}
