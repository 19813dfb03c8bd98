/**
 * Which values of a content file are facts rather than words: a Hindi twin keeps them exactly as in
 * the English file, and the content editor copies them instead of offering them for translation.
 * Beyond these keys, every number, yes/no, date and PDF path is a fact.
 */

/** Keys whose values are not words but facts, names a check depends on, or files. */
export const FIXED_KEYS: ReadonlySet<string> = new Set([
  // lists the build checks against (states, roles, kinds, age categories, form ids, weekdays)
  'state',
  'role',
  'kind',
  'category',
  'id',
  'page',
  'days',
  'href',
  'residents',
  // pictures and links
  'src',
  'logo',
  'image',
  'map',
  'url',
  'auditedStatements',
  'auditorsReport',
  'itrAcknowledgement',
  'document',
  // registrations, codes, dates and years
  'sponsorCode',
  'number',
  'pan',
  'darpanId',
  'firmRegistrationNumber',
  'year',
  'financialYear',
  'registeredOn',
  'validFrom',
  'validTo',
  'auditedOn',
  'itrFiledOn',
  'lastUpdated',
  'lastReviewed',
]);

/** Parts made only of words (the page's labels), where `number` or `year` name a column. */
export const WORDS_ONLY: ReadonlySet<string> = new Set(['labels', 'formLabels']);

/** Fixed keys that hold words in places: a healthcare centre's staff `role`, a blog post's. */
export const WORDS_PATHS: readonly RegExp[] = [/\.staff\[\d+\]\.role$/, /^role$/];

/** Whether the key at an editor path (`registration.pan`: keys only, no positions) is a fact. */
export function isFixedKeyPath(path: string): boolean {
  const keys = path.split('.');
  if (keys.some((key) => WORDS_ONLY.has(key))) return false;
  // The editor's paths have no list positions: `staff.role` stands for `staff[0].role`.
  const indexed = `.${keys.join('[0].')}`;
  if (WORDS_PATHS.some((words) => words.test(indexed))) return false;
  return FIXED_KEYS.has(keys[keys.length - 1]!);
}
