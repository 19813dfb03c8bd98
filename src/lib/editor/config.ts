/**
 * The content editor's configuration (Sveltia CMS), generated from the content schemas and
 * EDITOR_COLLECTIONS; src/pages/admin/config.yml.ts writes it to `/admin/config.yml`.
 */
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import { SITE } from '~/config/site';
import { isFixedKeyPath } from '~/lib/content/twins';
import {
  COMMON_LABELS,
  EDITOR_COLLECTIONS,
  type EditorCollection,
  type EditorFile,
} from './collections';
import { fieldsOf, type EditorField, type FieldOptions } from './fields';

/** Languages of the site: English files are `x.yaml`, their Hindi twins `x.hi.yaml`. */
export const EDITOR_LOCALES = ['en', 'hi'] as const;

export interface EditorBackend {
  repo: string;
  /** The branch the publish workflow builds (every save is a commit on it). */
  branch: string;
  /** Origin of the OAuth helper for GitHub sign-in (sveltia-cms-auth on Cloudflare Workers). */
  authUrl?: string | undefined;
}

/** Placeholder repository of a build made outside GitHub Actions with no EDITOR_REPO. */
export const UNKNOWN_REPO = 'OWNER/REPOSITORY';

/** The backend from EDITOR_REPO (else GITHUB_REPOSITORY), EDITOR_BRANCH and EDITOR_AUTH_URL. */
export function editorBackend(env: Record<string, string | undefined>): EditorBackend {
  const repo = env.EDITOR_REPO || env.GITHUB_REPOSITORY || UNKNOWN_REPO;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`EDITOR_REPO is not owner/name: ${repo}`);
  const authUrl = env.EDITOR_AUTH_URL || undefined;
  if (authUrl && !/^https:\/\/[^/]+$/.test(authUrl.replace(/\/$/, ''))) {
    throw new Error(`EDITOR_AUTH_URL must be an https origin: ${authUrl}`);
  }
  return { repo, branch: env.EDITOR_BRANCH || 'main', authUrl: authUrl?.replace(/\/$/, '') };
}

/** The path of a file with `{{locale}}` where its Hindi twin says `hi`: `team.{{locale}}.yaml`. */
export function localePath(file: string): string {
  return file.replace(/\.(\w+)$/, '.{{locale}}.$1');
}

/** The fields of a file or folder in `dir`, with the Markdown body after them for `markdown`. */
function fieldsIn(
  dir: string,
  entry: Pick<EditorFile, 'schema' | 'notes' | 'media'>,
  markdown: boolean,
): EditorField[] {
  // Pictures' `public_folder` is relative to the file, as the schemas want: src/content ->
  // ../assets, src/content/x -> ../../assets.
  const up = '../'.repeat(dir.split('/').length - 1);
  const { notes, media } = entry;
  const options: FieldOptions = {
    notes: { ...COMMON_LABELS, ...notes },
    i18n: true,
    isFixed: isFixedKeyPath,
    ...(media && {
      media: { folder: `/src/assets/${media.folder}`, publicFolder: `${up}assets/${media.folder}` },
    }),
  };
  const fields = fieldsOf(entry.schema, options);
  if (!markdown) return fields;
  const label = notes?.body?.label ?? 'Text';
  return [...fields, { name: 'body', label, widget: 'markdown', required: false, i18n: true }];
}

/** Our fields as Sveltia's type: `EditorField` is the subset of its options we write. */
const asFields = (fields: EditorField[]) => fields as unknown as Field[];

function fileEntry(file: EditorFile): CollectionFile {
  const dir = file.file.slice(0, file.file.lastIndexOf('/'));
  let fields = fieldsIn(dir, file, file.shape === 'markdown');
  if (file.shape === 'list') {
    const rows = fields;
    fields = [
      {
        name: 'rows',
        label: file.label,
        widget: 'list',
        root: true,
        hint: file.hint,
        fields: rows,
        summary: `{{fields.${rows[0]!.name}}}`,
        i18n: true,
      },
    ];
  } else {
    // The file's purpose shown on its first field.
    fields[0] = { ...fields[0]!, hint: [file.hint, fields[0]!.hint].filter(Boolean).join(' ') };
  }
  return {
    name: file.name,
    label: file.label,
    file: localePath(file.file),
    format: file.shape === 'markdown' ? 'yaml-frontmatter' : 'yaml',
    i18n: true,
    preview_path: file.page,
    fields: asFields(fields),
  };
}

function collectionEntry(collection: EditorCollection): Collection {
  if (collection.kind === 'files') {
    return {
      name: collection.name,
      label: collection.label,
      description: collection.description,
      i18n: true,
      editor: { preview: false },
      files: collection.files.map(fileEntry),
    };
  }
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.singular,
    description: collection.description,
    folder: collection.folder,
    extension: 'md',
    format: 'yaml-frontmatter',
    create: collection.create,
    delete: collection.create,
    ...(collection.slug ? { slug: collection.slug } : {}),
    summary: collection.summary,
    i18n: true,
    editor: { preview: false },
    fields: asFields(fieldsIn(collection.folder, collection, true)),
  };
}

export function editorConfig(backend: EditorBackend, siteUrl?: string): CmsConfig {
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      commit_messages: {
        create: 'Content: create {{collection}} “{{slug}}” (editor, {{author-login}})',
        update: 'Content: update {{collection}} “{{slug}}” (editor, {{author-login}})',
        delete: 'Content: delete {{collection}} “{{slug}}” (editor, {{author-login}})',
        uploadMedia: 'Content: upload “{{path}}” (editor, {{author-login}})',
        deleteMedia: 'Content: delete “{{path}}” (editor, {{author-login}})',
      },
    },
    publish_mode: 'simple',
    app_title: `${SITE.name}: content editor`,
    logo_url: '/favicon.svg',
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // Uploads go under src/assets (the build makes the responsive versions); each collection
    // says which folder and how its files refer to it.
    media_folder: 'src/assets',
    public_folder: '/src/assets',
    // Pictures are the foundation's own: no stock-photo services (they would need keys, and
    // the editor's policy lets it talk to GitHub only).
    media_libraries: { stock_assets: false },
    output: {
      // An optional field left empty is left out of the file, as the schemas expect (an empty
      // `lead: ''` would fail `text.optional()`, an absent one passes).
      omit_empty_optional_fields: true,
    },
    i18n: {
      structure: 'multiple_files',
      locales: [...EDITOR_LOCALES],
      default_locale: 'en',
      // English files keep their names (team.yaml), Hindi twins are team.hi.yaml.
      omit_default_locale_from_file_path: true,
    },
    collections: EDITOR_COLLECTIONS.map(collectionEntry),
  };
}
