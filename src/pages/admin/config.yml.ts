/** `/admin/config.yml`: the content editor's configuration (src/lib/editor/config.ts). */
import type { APIRoute } from 'astro';
import { stringify } from 'yaml';
import { editorBackend, editorConfig } from '~/lib/editor/config';

export const GET: APIRoute = ({ site }) => {
  const config = editorConfig(editorBackend({ ...import.meta.env, ...process.env }), site?.origin);
  const text = stringify(config, { lineWidth: 0 });
  return new Response(
    `# Written by src/pages/admin/config.yml.ts from the content schemas: edit src/lib/editor.\n${text}`,
    { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } },
  );
};
