/**
 * schema.org JSON-LD for search engines: the foundation as an `NGO`, `NewsArticle`, `Event` and
 * `ImageGallery`. API text may hold CMS HTML: every text field goes through `htmlToText`.
 */
import type { SiteConfig } from '~/config/site';
import type { Transparency } from '~/lib/content/trustSchemas';
import { isoDate } from '~/lib/items';
import { htmlToText } from '~/lib/plainText';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Longest description we hand to search engines (they show about 160 characters anyway). */
const MAX_DESCRIPTION = 300;

function describe(text: string | undefined): string | undefined {
  const plain = htmlToText(text ?? '');
  if (!plain) return undefined;
  return plain.length > MAX_DESCRIPTION
    ? `${plain.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`
    : plain;
}

/** The India calendar day (`yyyy-mm-dd`) of an API date; unreadable values pass unchanged. */
export function calendarDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : isoDate(date);
}

/** Drops undefined, empty-string and empty-list properties so the output stays valid and small. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028 and U+2029 escaped, so
 * no text (`</script>`, `<!--`) can end or change the element; it parses back to the same data.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Splits the last address line (`New Delhi 110077, India`) into locality, postal code, country. */
export function postalAddress(lines: readonly string[]): JsonLdObject {
  const last = lines.at(-1) ?? '';
  const match = /^(.*?)\s+(\d{6})\s*,\s*India$/i.exec(last.trim());
  if (!match) return { '@type': 'PostalAddress', streetAddress: lines.join(', ') };
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -1).join(', '),
    addressLocality: match[1],
    postalCode: match[2],
    addressCountry: 'IN',
  };
}

export type Registration = Transparency['registration'];

function identifier(propertyID: string, name: string, value: string): JsonLdObject {
  return { '@type': 'PropertyValue', propertyID, name, value };
}

/** The foundation's registrations as schema.org identifiers (FCRA only when registered). */
export function registrationIdentifiers(registration: Registration): JsonLdObject[] {
  const { fcra } = registration;
  return [
    identifier(
      'Society registration',
      `Registration number (${registration.registeredWith})`,
      registration.number,
    ),
    identifier('PAN', 'Permanent Account Number', registration.pan),
    identifier(
      '12AB',
      'Registration under section 12A/12AB of the Income-tax Act, 1961',
      registration.section12AB.number,
    ),
    identifier(
      '80G',
      'Approval under section 80G of the Income-tax Act, 1961',
      registration.section80G.number,
    ),
    identifier(
      'CSR-1',
      'CSR-1 registration, Ministry of Corporate Affairs',
      registration.csr1.number,
    ),
    identifier('NGO Darpan', 'NGO Darpan unique ID, NITI Aayog', registration.darpanId),
    ...(fcra.registered
      ? [
          identifier(
            'FCRA',
            'Registration under the Foreign Contribution (Regulation) Act, 2010',
            fcra.number,
          ),
        ]
      : []),
  ];
}

/** The foundation as a schema.org `NGO`; `logoUrl` is an absolute square raster logo. */
export function ngoJsonLd(
  site: SiteConfig,
  siteUrl: URL,
  logoUrl: string,
  registration?: Registration,
): JsonLdObject {
  const url = new URL('/', siteUrl).href;
  return compact({
    '@context': CONTEXT,
    '@type': 'NGO',
    '@id': `${url}#organization`,
    name: site.name,
    alternateName: site.shortName,
    url,
    logo: logoUrl,
    description: site.tagline,
    email: site.email,
    telephone: site.phone,
    foundingDate: registration?.registeredOn ?? site.registeredOn,
    address: postalAddress(site.address),
    taxID: registration?.pan,
    identifier: registration ? registrationIdentifiers(registration) : undefined,
    sameAs: site.social.map((s) => s.url),
  });
}

/** The publisher reference every article points to (the NGO of the home page). */
function publisher(site: SiteConfig, siteUrl: URL): JsonLdObject {
  const url = new URL('/', siteUrl).href;
  return { '@type': 'NGO', '@id': `${url}#organization`, name: site.name, url };
}

/** What a news article or an album needs. Dates are ISO 8601 strings; image URLs absolute. */
export interface ArticleInput {
  title: string;
  description?: string;
  datePublished: string;
  url: string;
  /** The first few are enough. */
  images?: readonly string[];
}

export function newsArticleJsonLd(
  item: ArticleInput,
  site: SiteConfig,
  siteUrl: URL,
): JsonLdObject {
  const org = publisher(site, siteUrl);
  return compact({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: htmlToText(item.title).slice(0, 110),
    description: describe(item.description),
    datePublished: calendarDay(item.datePublished),
    url: item.url,
    mainEntityOfPage: item.url,
    image: [...(item.images ?? [])],
    author: org,
    publisher: org,
  });
}

export interface EventInput extends Omit<ArticleInput, 'datePublished'> {
  startDate: string;
  /** Where it happens; search engines require a location, so events without one get none. */
  venue: string;
}

/** A schema.org `Event`; undefined without a venue (required, and inventing one misleads). */
export function eventJsonLd(
  item: EventInput,
  site: SiteConfig,
  siteUrl: URL,
): JsonLdObject | undefined {
  const venue = htmlToText(item.venue);
  if (!venue) return undefined;
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: htmlToText(item.title),
    description: describe(item.description),
    startDate: calendarDay(item.startDate),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: venue, address: venue },
    url: item.url,
    image: [...(item.images ?? [])],
    organizer: publisher(site, siteUrl),
  });
}

export function albumJsonLd(item: ArticleInput, site: SiteConfig, siteUrl: URL): JsonLdObject {
  return compact({
    '@context': CONTEXT,
    '@type': 'ImageGallery',
    name: htmlToText(item.title),
    description: describe(item.description),
    datePublished: calendarDay(item.datePublished),
    url: item.url,
    image: [...(item.images ?? [])],
    publisher: publisher(site, siteUrl),
  });
}

/** A schema.org `BreadcrumbList` of a page's trail, each crumb with its absolute URL. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, url }, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: url,
    })),
  };
}
