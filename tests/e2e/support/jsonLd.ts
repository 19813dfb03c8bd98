/**
 * JSON-LD checked against schema.org's vocabulary (tests/fixtures/schema-org-vocabulary.json, from
 * tools/schema-org-vocabulary.ts) and the rich-result rules @adobe/structured-data-validator knows
 * (BreadcrumbList, ListItem, Organization ...): every issue, errors and warnings, as text.
 */
import { readFileSync } from 'node:fs';
import Validator from '@adobe/structured-data-validator';

const vocabulary = JSON.parse(
  readFileSync(new URL('../../fixtures/schema-org-vocabulary.json', import.meta.url), 'utf8'),
) as object;

type JsonLd = Record<string, unknown> & { '@type': string };

export async function jsonLdIssues(objects: readonly JsonLd[]): Promise<string[]> {
  const jsonld: Record<string, JsonLd[]> = {};
  for (const object of objects) (jsonld[object['@type']] ??= []).push(structuredClone(object));
  const issues = (await new Validator(vocabulary).validate({ jsonld })) as {
    rootType: string;
    severity: string;
    issueMessage: string;
  }[];
  return issues.map((issue) => `${issue.rootType}: ${issue.severity} ${issue.issueMessage}`);
}
