/**
 * Sveltia CMS fields from the content schemas, so the editor at /admin asks for what the build
 * checks. Rules that compare fields or look at other files stay with the build;
 * tests/unit/editor-parity.test.ts keeps the two sides in step.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

/** One field of a Sveltia CMS (Decap-compatible) configuration. */
export interface EditorField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'number'
    | 'boolean'
    | 'datetime'
    | 'select'
    | 'list'
    | 'object'
    | 'image'
    | 'hidden';
  required?: false;
  hint?: string;
  /** `true`: translated in each language; `duplicate`: copied from English, not translated. */
  i18n?: true | 'duplicate';
  /** Text pattern and the message shown when it does not match. */
  pattern?: [string, string];
  minlength?: number;
  value_type?: 'int' | 'float';
  /** Numbers: range; lists: fewest and most rows. */
  min?: number;
  max?: number;
  /** select: the choices; `multiple` for a list of choices. */
  options?: (string | number)[];
  multiple?: boolean;
  /** datetime: stored as `yyyy-mm-dd`, no time. */
  format?: string;
  time_format?: false;
  type?: 'url';
  /** list and object: the fields of one row; list of lines: the one field of each line. */
  fields?: EditorField[];
  field?: EditorField;
  summary?: string;
  /** list: the file is this list, not a key of it (a YAML file that is a list of rows). */
  root?: true;
  modes?: ('rich_text' | 'raw')[];
  media_folder?: string;
  public_folder?: string;
  choose_url?: false;
}

/** Schemas made by {@link editorSchemaContext}'s stand-in `image()`: the walk spots pictures. */
const IMAGE_SCHEMAS = new WeakSet<z.ZodType>();

export function editorSchemaContext(): SchemaContext {
  const image = () => {
    const schema = z.string();
    IMAGE_SCHEMAS.add(schema);
    return schema;
  };
  return { image: image as unknown as SchemaContext['image'] };
}

export function isImageSchema(schema: z.ZodType): boolean {
  return IMAGE_SCHEMAS.has(schema);
}

/** A content schema as src/lib/content exports it: a zod schema or a function of the context. */
export type ContentSchema = z.ZodType | ((context: SchemaContext) => z.ZodType);

export function resolveSchema(schema: ContentSchema): z.ZodType {
  return typeof schema === 'function' ? schema(editorSchemaContext()) : schema;
}

/** How the editor shows one key, beyond what the schema says. */
export interface FieldNote {
  label?: string;
  hint?: string;
  multiline?: boolean;
  summary?: string;
  /** Translated in Hindi (`true`) or copied from English (`duplicate`); by default from the kind. */
  i18n?: true | 'duplicate';
}

export interface FieldOptions {
  /** Notes by key path (`registration.pan`, `forms.collects`) or by key alone (`alt`). */
  notes?: Readonly<Record<string, FieldNote>>;
  /** The entry has a Hindi twin: every field says whether it is translated. */
  i18n?: boolean;
  /** Whether the key at a path holds a fact, not words: copied from English in the Hindi twin. */
  isFixed?: (path: string) => boolean;
  media?: { folder: string; publicFolder: string };
}

/** The zod internals the walk reads (zod 4's documented `_zod.def`). */
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  format?: string;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checksOf(schema: z.ZodType): Record<string, unknown>[] {
  return (defOf(schema).checks ?? []).map((check) => check._zod.def);
}

/** The schema without `.optional()` / `.default()`, and whether the key may be missing. */
export function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if ((def.type === 'optional' || def.type === 'default') && def.innerType) {
      optional = true;
      inner = def.innerType;
    } else if (def.type === 'pipe' && def.in && defOf(def.out!).type === 'transform') {
      // `.transform()`: the file holds what goes in.
      inner = def.in;
    } else return { inner, optional };
  }
}

/** A label from a key: `sponsorCode` -> "Sponsor code" (src/lib/editor/collections.ts names the rest). */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The message of a check made with `error: (issue) => ...` (a string, or `{ message }`). */
function messageOf(check: Record<string, unknown>): string | undefined {
  if (typeof check.error !== 'function') return undefined;
  try {
    const message: unknown = check.error({ input: '' });
    const text =
      typeof message === 'string' ? message : (message as { message?: unknown })?.message;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Whether every option of a union is a number literal: a small whole-number range (1 or 2 teachers). */
function numberLiterals(def: Def): number[] | undefined {
  if (def.type !== 'union' || !def.options) return undefined;
  const values = def.options.map((option) => {
    const d = defOf(option);
    return d.type === 'literal' && d.values?.length === 1 && typeof d.values[0] === 'number'
      ? d.values[0]
      : undefined;
  });
  return values.every((v) => v !== undefined) ? (values as number[]) : undefined;
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (def.type === 'union' && def.options?.every((o) => defOf(o).type === 'object')) {
    // A discriminated union (FCRA registered or not): one group with every option's fields;
    // a key is required only where every option requires it.
    const shapes = def.options.map((option) => defOf(option).shape ?? {});
    const merged: Record<string, z.ZodType> = {};
    for (const key of new Set(shapes.flatMap((shape) => Object.keys(shape)))) {
      const schemas = shapes.map((shape) => shape[key]).filter((s): s is z.ZodType => !!s);
      const everywhere =
        schemas.length === shapes.length && schemas.every((s) => !unwrapOptional(s).optional);
      merged[key] = everywhere ? schemas[0]! : schemas[0]!.optional();
    }
    return merged;
  }
  return undefined;
}

/** Whether the value of a key is words (translated) rather than a fact (copied from English). */
function isWords(inner: z.ZodType, path: string, options: FieldOptions): boolean {
  if (options.isFixed?.(path)) return false;
  const def = defOf(inner);
  if (def.type === 'object' || def.type === 'array' || shapeOf(inner)) return true;
  // A figure written as a number or as words ("14", "1 or 2"): words.
  if (def.type === 'union') return def.options!.some((o) => defOf(o).type === 'string');
  if (def.type !== 'string' || isImageSchema(inner) || def.format) return false;
  return !checksOf(inner).some((c) => c.check === 'string_format');
}

/** The editor field of `key` (at `path`); throws on a kind it cannot edit, so it gets noticed. */
export function fieldOf(
  key: string,
  schema: z.ZodType,
  options: FieldOptions,
  path: string = key,
): EditorField {
  const { inner, optional } = unwrapOptional(schema);
  const note = { ...options.notes?.[key], ...options.notes?.[path] };
  const field: EditorField = {
    name: key,
    label: note.label ?? labelOf(key),
    widget: 'string',
    ...(optional ? { required: false as const } : {}),
    ...(note.hint ? { hint: note.hint } : {}),
  };
  if (options.i18n) {
    field.i18n = note.i18n ?? (isWords(inner, path, options) ? true : 'duplicate');
  }
  Object.assign(field, kindOf(inner, options, path, note));
  // A list of lines is translated line by line as the list is: a line without its own i18n
  // would be left out of the Hindi side (and out of the Hindi file on save).
  if (field.field && field.i18n) field.field.i18n = field.i18n;
  return field;
}

const DATE_FIELD = { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false } as const;

function kindOf(
  schema: z.ZodType,
  options: FieldOptions,
  path: string,
  note: FieldNote,
): Partial<EditorField> {
  const def = defOf(schema);
  if (isImageSchema(schema)) {
    return {
      widget: 'image',
      choose_url: false,
      ...(options.media
        ? { media_folder: options.media.folder, public_folder: options.media.publicFolder }
        : {}),
    };
  }
  switch (def.type) {
    case 'string': {
      if (def.format === 'date') return DATE_FIELD;
      if (def.format === 'url') return { widget: 'string', type: 'url' };
      const out: Partial<EditorField> = { widget: note.multiline ? 'text' : 'string' };
      for (const check of checksOf(schema)) {
        if (check.check === 'min_length' && typeof check.minimum === 'number' && check.minimum > 1)
          out.minlength = check.minimum;
        if (check.check === 'string_format' && check.format === 'regex' && check.pattern) {
          const pattern =
            check.pattern instanceof RegExp ? check.pattern.source : String(check.pattern);
          out.pattern = [pattern, messageOf(check) ?? `Use the form ${pattern}`];
        }
      }
      return out;
    }
    case 'number': {
      const out: Partial<EditorField> = { widget: 'number', value_type: 'float' };
      for (const check of checksOf(schema)) {
        if (check.check === 'number_format' && /int/.test(String(check.format)))
          out.value_type = 'int';
        if (check.check === 'greater_than' && typeof check.value === 'number')
          out.min = check.inclusive ? check.value : check.value + 1;
        if (check.check === 'less_than' && typeof check.value === 'number')
          out.max = check.inclusive ? check.value : check.value - 1;
      }
      return out;
    }
    case 'boolean':
      return { widget: 'boolean' };
    case 'literal': {
      const [value] = def.values ?? [];
      if (typeof value === 'boolean') return { widget: 'boolean' };
      break;
    }
    case 'date':
      return DATE_FIELD;
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries ?? {}) };
    case 'array': {
      const out: Partial<EditorField> = { widget: 'list' };
      for (const check of checksOf(schema)) {
        if (check.check === 'min_length' && typeof check.minimum === 'number')
          out.min = check.minimum;
        if (check.check === 'max_length' && typeof check.maximum === 'number')
          out.max = check.maximum;
        if (check.check === 'length_equals' && typeof check.length === 'number') {
          out.min = check.length;
          out.max = check.length;
        }
      }
      const element = unwrapOptional(def.element!).inner;
      const elementDef = defOf(element);
      if (elementDef.type === 'enum') {
        // A list of choices (the days a class meets): one multiple select, as many as the list.
        const options = Object.values(elementDef.entries ?? {});
        return { ...out, widget: 'select', multiple: true, options };
      }
      const rowShape = shapeOf(element);
      if (rowShape) {
        out.fields = fieldsOf(element, options, path);
        if (note.summary) out.summary = note.summary;
      } else {
        // A list of lines (paragraphs, topics): each line one field.
        out.field = fieldOf(path.split('.').pop()!, element, { ...options, i18n: false }, path);
        out.field.label = note.label ?? labelOf(path.split('.').pop()!);
        delete out.field.required;
      }
      return out;
    }
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema, options, path) };
    case 'union': {
      const numbers = numberLiterals(def);
      if (numbers) {
        return {
          widget: 'number',
          value_type: 'int',
          min: Math.min(...numbers),
          max: Math.max(...numbers),
        };
      }
      if (shapeOf(schema)) return { widget: 'object', fields: fieldsOf(schema, options, path) };
      // A figure written as a number or as words ("14", "1 or 2"): edited as text.
      const kinds = new Set(def.options!.map((o) => defOf(unwrapOptional(o).inner).type));
      if ([...kinds].every((k) => k === 'string' || k === 'number')) return { widget: 'string' };
      break;
    }
  }
  throw new Error(`The editor cannot edit ${path} (a zod ${def.type})`);
}

/** The editor fields of an object schema (a file, a row, a group), in the schema's order. */
export function fieldsOf(
  schema: ContentSchema,
  options: FieldOptions = {},
  prefix = '',
): EditorField[] {
  const resolved = resolveSchema(schema);
  const shape = shapeOf(unwrapOptional(resolved).inner);
  if (!shape) throw new Error(`Not an object schema: ${prefix || '(root)'}`);
  return Object.entries(shape).map(([key, value]) =>
    fieldOf(key, value, options, prefix ? `${prefix}.${key}` : key),
  );
}
