/**
 * Writes the schema.org vocabulary the JSON-LD tests validate against, from a release file of
 * schema.org's repository (`data/releases/<version>/schemaorg-current-https.jsonld`), kept to what
 * @adobe/structured-data-validator reads: every type with its parents, every property with the
 * types it belongs to. Tests run offline against the file it writes.
 *
 *   npx tsx tools/schema-org-vocabulary.ts <release.jsonld> [tests/fixtures/schema-org-vocabulary.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Node = Record<string, unknown> & { '@id': string; '@type': string | string[] };

const [source, out = 'tests/fixtures/schema-org-vocabulary.json'] = process.argv.slice(2);
if (!source)
  throw new Error('usage: schema-org-vocabulary.ts <schemaorg-current-https.jsonld> [out]');
const release = JSON.parse(readFileSync(source, 'utf8')) as { '@graph': Node[] };
const kept = ['@id', '@type', 'rdfs:subClassOf', 'schema:domainIncludes'];
const graph = release['@graph']
  .filter((node) => ['rdfs:Class', 'rdf:Property'].includes(String(node['@type'])))
  .map((node) => Object.fromEntries(kept.filter((k) => k in node).map((k) => [k, node[k]])));
const version = /releases\/([\d.]+)\//.exec(source)?.[1] ?? source;
writeFileSync(out, `${JSON.stringify({ version, '@graph': graph })}\n`);
console.log(`${out}: ${graph.length} types and properties`);
