/**
 * The content editor at /admin accepts what the build accepts. Both read one registry
 * (src/lib/editor/collections.ts): src/content.config.ts makes a collection of each entry and of
 * its Hindi twin; the editor's configuration (`/admin/config.yml`) is generated from it. Checked here:
 * - every file the build reads is edited in its language, and every file under src/content is;
 * - field by field, both ways, the editor's fields match each schema as zod itself describes it
 *   (`z.toJSONSchema`): names, required or not, kind, shortest text and patterns, list limits;
 * - on the real files: leaving out a field the editor calls optional still passes the schema, and
 *   leaving out one it calls required fails it;
 * - the checker catches a missing field, an extra one and a wrong `required` (it can fail).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import * as contentSchemas from '~/lib/content/schemas';
import { EDITOR_COLLECTIONS, REGISTRY_ENTRIES } from '~/lib/editor/collections';
import { editorBackend, editorConfig } from '~/lib/editor/config';
import {
  isImageSchema,
  resolveSchema,
  type ContentSchema,
  type EditorField,
} from '~/lib/editor/fields';

const ROOT = process.cwd();
const CONTENT = join(ROOT, 'src/content');

// ---------------------------------------------------------------------------------------------
// The build's side: the files each collection of src/content.config.ts reads, English and Hindi.

interface BuildCollection {
  name: string;
  schema: ContentSchema;
  /** Files of the collection, from the project root. */
  files: string[];
}

/** The collections the content config makes of the registry, and the files their loaders read. */
function buildCollections(): BuildCollection[] {
  return REGISTRY_ENTRIES.flatMap((entry) => {
    const exists = (path: string) => existsSync(join(ROOT, path));
    const markdown = (folder: string, hindi: boolean) =>
      readdirSync(join(ROOT, folder))
        .filter((name) => name.endsWith('.md') && name.endsWith('.hi.md') === hindi)
        .map((name) => `${folder}/${name}`)
        .sort();
    const twin = (path: string) => path.replace(/\.(md|yaml)$/, '.hi.$1');
    const [english, hindi] =
      'folder' in entry
        ? [markdown(entry.folder, false), markdown(entry.folder, true)]
        : [[entry.file], [twin(entry.file)]].map((files) => files.filter(exists));
    return [
      { name: entry.collection, schema: entry.schema, files: english! },
      { name: `${entry.collection}Hi`, schema: entry.schema, files: hindi! },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// The editor's side: the generated configuration, and the schema each entry was made from.

const CONFIG = editorConfig(editorBackend({ EDITOR_REPO: 'foundation/site' }));

interface ConfigFile {
  name: string;
  file: string;
  fields: EditorField[];
}
interface ConfigCollection {
  name: string;
  folder?: string;
  i18n?: boolean;
  fields?: EditorField[];
  files?: ConfigFile[];
}

/** One editable thing: an entry of a files collection, or a folder collection. */
interface EditorEntry {
  id: string;
  schema: ContentSchema;
  fields: EditorField[];
  markdown: boolean;
  /** path -> language, for every file it edits. */
  files: Map<string, 'en' | 'hi'>;
}

function editorEntries(): EditorEntry[] {
  const config = CONFIG.collections as ConfigCollection[];
  const entries: EditorEntry[] = [];
  for (const collection of EDITOR_COLLECTIONS) {
    const configured = config.find((c) => c.name === collection.name)!;
    if (collection.kind === 'folder') {
      const files = new Map<string, 'en' | 'hi'>();
      for (const name of readdirSync(join(ROOT, collection.folder)).filter((n) =>
        n.endsWith('.md'),
      )) {
        const hindi = configured.i18n === true && name.endsWith('.hi.md');
        files.set(`${collection.folder}/${name}`, hindi ? 'hi' : 'en');
      }
      entries.push({
        id: collection.name,
        schema: collection.schema,
        fields: configured.fields!,
        markdown: true,
        files,
      });
    } else {
      for (const file of collection.files) {
        const entry = configured.files!.find((f) => f.name === file.name)!;
        const files = new Map<string, 'en' | 'hi'>();
        files.set(entry.file.replace('.{{locale}}', ''), 'en');
        const hindi = entry.file.replace('{{locale}}', 'hi');
        if (entry.file.includes('{{locale}}') && existsSync(join(ROOT, hindi)))
          files.set(hindi, 'hi');
        entries.push({
          id: `${collection.name}/${file.name}`,
          schema: file.schema,
          fields: entry.fields,
          markdown: file.shape === 'markdown',
          files,
        });
      }
    }
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------
// Field parity: the editor's fields against zod's own JSON Schema of the schema.

type Json = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** zod's JSON Schema of a content schema; pictures and dates marked (JSON Schema has neither). */
export function jsonSchemaOf(schema: ContentSchema): Json {
  return z.toJSONSchema(resolveSchema(schema), {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
      if (isImageSchema(ctx.zodSchema as unknown as z.ZodType)) ctx.jsonSchema.format = 'x-image';
      if (def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date' });
    },
  }) as Json;
}

/** Properties and required keys of an object, or of every option of a union of objects. */
function objectOf(json: Json): { properties: Record<string, Json>; required: Set<string> } | null {
  if (json.type === 'object' && json.properties) {
    return { properties: json.properties, required: new Set(json.required ?? []) };
  }
  const options = json.oneOf ?? json.anyOf;
  if (options?.every((o) => o.type === 'object')) {
    const properties: Record<string, Json> = {};
    for (const option of options) Object.assign(properties, option.properties);
    const required = new Set(
      Object.keys(properties).filter((key) => options.every((o) => o.required?.includes(key))),
    );
    return { properties, required };
  }
  return null;
}

/** Differences between a schema's object and the editor's fields of it, as readable lines. */
export function parity(json: Json, fields: EditorField[], path = ''): string[] {
  const object = objectOf(json);
  if (!object) return [`${path || '(root)'}: the schema is not an object`];
  const problems: string[] = [];
  const at = (key: string) => (path ? `${path}.${key}` : key);
  for (const key of Object.keys(object.properties)) {
    if (!fields.some((f) => f.name === key)) problems.push(`${at(key)}: no editor field`);
  }
  for (const field of fields) {
    const property = object.properties[field.name];
    if (!property) {
      problems.push(`${at(field.name)}: editor field not in the schema`);
      continue;
    }
    const required = object.required.has(field.name);
    if (required !== (field.required !== false)) {
      problems.push(`${at(field.name)}: ${required ? 'required' : 'optional'} in the schema`);
    }
    problems.push(...sameKind(property, field, at(field.name)));
  }
  return problems;
}

/** Whether one value's schema and its editor field are the same kind, with the same limits. */
function sameKind(json: Json, field: EditorField, path: string): string[] {
  const problems: string[] = [];
  const want = (what: string, ok: boolean) => {
    if (!ok)
      problems.push(
        `${path}: ${what} (editor: ${JSON.stringify({ ...field, fields: undefined, field: undefined })})`,
      );
  };
  const numbers = (json.anyOf ?? []).map((o) => o.const);
  if (json.format === 'x-image') {
    want('a picture', field.widget === 'image');
  } else if (json.type === 'string' && json.format === 'date') {
    want(
      'a yyyy-mm-dd date',
      field.widget === 'datetime' && field.format === 'YYYY-MM-DD' && field.time_format === false,
    );
  } else if (json.type === 'string' && json.format === 'uri') {
    want('a web address', field.widget === 'string' && field.type === 'url');
  } else if (json.type === 'string' && json.enum) {
    want(
      'one of the schema’s choices',
      field.widget === 'select' &&
        !field.multiple &&
        JSON.stringify(field.options) === JSON.stringify(json.enum),
    );
  } else if (json.type === 'string') {
    want('text', ['string', 'text', 'markdown'].includes(field.widget));
    const shortest = json.minLength && json.minLength > 1 ? json.minLength : undefined;
    want(`at least ${shortest} characters`, field.minlength === shortest);
    want(`the pattern ${json.pattern}`, (field.pattern?.[0] ?? undefined) === json.pattern);
  } else if (json.type === 'number' || json.type === 'integer') {
    want('a number', field.widget === 'number');
    want(
      json.type === 'integer' ? 'a whole number' : 'any number',
      field.value_type === (json.type === 'integer' ? 'int' : 'float'),
    );
    const min = json.minimum;
    const max =
      json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER
        ? json.maximum
        : undefined;
    want(`min ${min}`, field.min === min);
    want(`max ${max}`, field.max === max);
  } else if (numbers.length && numbers.every((n) => typeof n === 'number')) {
    const values = numbers as number[];
    want(
      `a whole number from ${Math.min(...values)} to ${Math.max(...values)}`,
      field.widget === 'number' &&
        field.value_type === 'int' &&
        field.min === Math.min(...values) &&
        field.max === Math.max(...values) &&
        values.length === Math.max(...values) - Math.min(...values) + 1,
    );
  } else if (json.type === 'boolean') {
    want('yes/no', field.widget === 'boolean');
  } else if (json.anyOf?.every((o) => o.type === 'number' || o.type === 'string')) {
    want('text (a figure as a number or words)', field.widget === 'string');
  } else if (json.type === 'array' && json.items) {
    const min = json.minItems;
    const max = json.maxItems;
    if (json.items.type === 'string' && json.items.enum) {
      want(
        'several of the schema’s choices',
        field.widget === 'select' &&
          field.multiple === true &&
          JSON.stringify(field.options) === JSON.stringify(json.items.enum),
      );
    } else if (objectOf(json.items)) {
      want('a list of rows', field.widget === 'list' && !!field.fields);
      problems.push(...parity(json.items, field.fields ?? [], path));
    } else {
      want('a list of lines', field.widget === 'list' && !!field.field);
      if (field.field) problems.push(...sameKind(json.items, field.field, `${path}[]`));
    }
    want(`at least ${min} rows`, field.min === min);
    want(`at most ${max} rows`, field.max === max);
  } else if (objectOf(json)) {
    want('a group of fields', field.widget === 'object' && !!field.fields);
    problems.push(...parity(json, field.fields ?? [], path));
  } else {
    problems.push(`${path}: a kind of value the editor has no field for: ${JSON.stringify(json)}`);
  }
  return problems;
}

/** The fields the schema describes: a list file's one root list is its rows; Markdown's body is the text. */
function schemaFields(entry: EditorEntry): EditorField[] {
  const [first] = entry.fields;
  if (entry.fields.length === 1 && first?.root) return first.fields!;
  return entry.fields.filter((f) => !(entry.markdown && f.name === 'body'));
}

// ---------------------------------------------------------------------------------------------
// The real files, for the behavioural checks.

function readData(path: string): unknown {
  const text = readFileSync(join(ROOT, path), 'utf8');
  if (path.endsWith('.md')) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
    return parseYaml(match![1]!) as unknown;
  }
  return parseYaml(text) as unknown;
}

/** The schema for one file of the entry (a row's schema for a list file), with pictures checked. */
function fileSchema(entry: EditorEntry, path: string): z.ZodType {
  const schema = entry.schema;
  if (typeof schema !== 'function') return schema;
  const dir = join(ROOT, path, '..');
  const image = () => z.string().refine((p) => existsSync(join(dir, p)), 'picture missing');
  return schema({ image } as never);
}

/** Every (data, field) pair found by following the editor's fields into the data (first rows). */
function* fieldsInData(
  data: Record<string, unknown>,
  fields: EditorField[],
  path: string[] = [],
): Generator<{ path: string[]; field: EditorField }> {
  for (const field of fields) {
    if (!(field.name in data)) continue;
    yield { path: [...path, field.name], field };
    const value = data[field.name];
    if (field.fields && Array.isArray(value) && value[0] && typeof value[0] === 'object') {
      yield* fieldsInData(value[0] as Record<string, unknown>, field.fields, [
        ...path,
        field.name,
        '0',
      ]);
    } else if (field.fields && value && typeof value === 'object' && !Array.isArray(value)) {
      yield* fieldsInData(value as Record<string, unknown>, field.fields, [...path, field.name]);
    }
  }
}

function without(data: unknown, path: string[]): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  delete at[path[path.length - 1]!];
  return copy;
}

// ---------------------------------------------------------------------------------------------

const build = buildCollections();
const entries = editorEntries();

describe('the content editor and the content collections', () => {
  it('makes a collection of every registry entry and of its Hindi twin, each with files', () => {
    expect(build.length).toBeGreaterThanOrEqual(40);
    expect(build.map((c) => c.name)).toEqual(
      expect.arrayContaining(['team', 'teamHi', 'pages', 'pagesHi', 'blog', 'blogHi']),
    );
    for (const collection of build)
      expect(collection.files.length, collection.name).toBeGreaterThan(0);
  });

  it('edits every file of every collection, in its language, with the collection’s schema', () => {
    const problems: string[] = [];
    for (const collection of build) {
      const language = collection.name.endsWith('Hi') ? 'hi' : 'en';
      if (collection.files.length === 0 && language === 'en')
        problems.push(`${collection.name}: no files`);
      for (const file of collection.files) {
        const entry = entries.find((e) => e.files.has(file));
        if (!entry) problems.push(`${collection.name}: ${file} is not in the editor`);
        else {
          if (entry.files.get(file) !== language)
            problems.push(
              `${file}: edited as ${entry.files.get(file)}, the build reads it as ${language}`,
            );
          if (entry.schema !== collection.schema)
            problems.push(`${file}: the editor uses another schema than ${collection.name}`);
        }
      }
    }
    // And nothing the build does not read.
    const read = new Set(build.flatMap((c) => c.files));
    for (const entry of entries) {
      for (const file of entry.files.keys()) {
        if (!read.has(file)) problems.push(`${entry.id}: edits ${file}, which no collection reads`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no file under src/content out of the editor (but its README)', () => {
    const all = (readdirSync(CONTENT, { recursive: true }) as string[])
      .map((name) => `src/content/${name.split('\\').join('/')}`)
      .filter((path) => /\.(md|ya?ml)$/.test(path) && path !== 'src/content/README.md');
    const edited = new Set(entries.flatMap((e) => [...e.files.keys()]));
    expect(all.filter((path) => !edited.has(path))).toEqual([]);
    expect(all.length).toBeGreaterThan(70);
  });

  it('has, for every schema field, an editor field of the same kind and limits, and no other', () => {
    const problems: Record<string, string[]> = {};
    for (const entry of entries) {
      const found = parity(jsonSchemaOf(entry.schema), schemaFields(entry));
      if (found.length) problems[entry.id] = found;
      if (entry.markdown) {
        const body = entry.fields.find((f) => f.name === 'body');
        if (body?.widget !== 'markdown') (problems[entry.id] ??= []).push('body: not Markdown');
      }
    }
    expect(problems).toEqual({});
  });

  it('says for every field of a file with a Hindi twin whether it is translated or copied', () => {
    // A field with no i18n setting inside a translated entry is left out of the Hindi side, and
    // the Hindi file loses it on the next save (seen in Chromium: the lines of `intro`).
    const missing: string[] = [];
    const walk = (fields: EditorField[], path: string) => {
      for (const field of fields) {
        const here = `${path}.${field.name}`;
        if (field.i18n !== true && field.i18n !== 'duplicate') missing.push(here);
        if (field.fields) walk(field.fields, here);
        if (field.field) walk([field.field], `${here}[]`);
      }
    };
    for (const entry of entries) {
      if ([...entry.files.values()].includes('hi')) walk(entry.fields, entry.id);
    }
    expect(missing).toEqual([]);
    // Facts are copied from English: the twin rule of tests/unit/hindi-twins.test.ts.
    const transparency = entries.find((e) => e.id === 'trust/transparency')!;
    const registration = transparency.fields.find((f) => f.name === 'registration')!;
    const pan = registration.fields!.find((f) => f.name === 'pan')!;
    expect(pan.i18n).toBe('duplicate');
    const intro = transparency.fields.find((f) => f.name === 'intro')!;
    expect([intro.i18n, intro.field?.i18n]).toEqual([true, true]);
  });

  it('writes no empty optional field, which the schemas refuse (`lead: ""`)', () => {
    expect(CONFIG.output).toMatchObject({ omit_empty_optional_fields: true });
    expect(() => contentSchemas.teamMemberSchema.parse({ name: '', designation: 'x' })).toThrow();
  });

  it('on the real files: an optional field may be left out, a required one may not', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const entry of entries) {
      const fields = schemaFields(entry);
      for (const path of entry.files.keys()) {
        const schema = fileSchema(entry, path);
        const data = readData(path);
        const rows = Array.isArray(data) ? data.slice(0, 1) : [data];
        for (const row of rows) {
          const ok = schema.safeParse(row);
          if (!ok.success) {
            problems.push(`${path}: ${z.prettifyError(ok.error)}`);
            continue;
          }
          for (const { path: keys, field } of fieldsInData(
            row as Record<string, unknown>,
            fields,
          )) {
            const accepted = schema.safeParse(without(row, keys)).success;
            checked += 1;
            if (accepted !== (field.required === false)) {
              problems.push(
                `${path}: without ${keys.join('.')} the build ${accepted ? 'accepts' : 'refuses'} the file, the editor calls it ${field.required === false ? 'optional' : 'required'}`,
              );
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('puts uploaded pictures where the files’ picture paths point, relative to each file', () => {
    const problems: string[] = [];
    const walk = (value: unknown, fields: EditorField[], file: string) => {
      if (Array.isArray(value)) return value.forEach((v) => walk(v, fields, file));
      if (!value || typeof value !== 'object') return;
      for (const field of fields) {
        const v = (value as Record<string, unknown>)[field.name];
        if (field.widget === 'image' && typeof v === 'string') {
          if (!v.startsWith(`${field.public_folder}/`))
            problems.push(`${file}: ${v} is not under ${field.public_folder}`);
          const target = join(ROOT, field.media_folder!.replace(/^\//, ''));
          if (!existsSync(join(target, v.slice(field.public_folder!.length))))
            problems.push(`${file}: ${v} is not in ${field.media_folder}`);
        }
        if (field.fields) walk(v, field.fields, file);
      }
    };
    for (const entry of entries) {
      for (const path of entry.files.keys()) walk(readData(path), schemaFields(entry), path);
    }
    expect(problems).toEqual([]);
  });
});

describe('the parity check itself', () => {
  const team = entries.find((e) => e.id === 'about/team')!;
  const json = jsonSchemaOf(team.schema);
  const rows = schemaFields(team);

  it('passes the Our Team table as it is', () => {
    expect(parity(json, rows)).toEqual([]);
  });

  it('catches a schema field with no editor field, an editor field with no schema field, and a wrong required', () => {
    const designation = rows.find((f) => f.name === 'designation')!;
    const broken: EditorField[] = [
      { ...rows.find((f) => f.name === 'name')!, required: false },
      { ...designation, name: 'title' },
    ];
    expect(parity(json, broken)).toEqual([
      'designation: no editor field',
      'name: required in the schema',
      'title: editor field not in the schema',
    ]);
  });

  it('catches a wrong kind, a lost pattern and lost list limits deep in a schema', () => {
    const centres = entries.find((e) => e.id === 'centres/outreach-centres')!;
    const fields = schemaFields(centres).map((f) =>
      f.name === 'sponsorCode'
        ? { ...f, pattern: undefined }
        : f.name === 'since'
          ? { ...f, widget: 'string' as const }
          : f,
    );
    const problems = parity(jsonSchemaOf(centres.schema), fields);
    expect(problems.some((p) => p.startsWith('sponsorCode: the pattern'))).toBe(true);
    expect(problems.some((p) => p.startsWith('since: a number'))).toBe(true);

    const camps = entries.find((e) => e.id === 'camps')!;
    const photos = schemaFields(camps).map((f) =>
      f.name === 'photos' ? { ...f, max: undefined } : f,
    );
    expect(parity(jsonSchemaOf(camps.schema), photos)).toEqual([
      expect.stringMatching(/^photos: at most 6 rows/),
    ]);
  });
});
