/**
 * The part of js-yaml this project uses. js-yaml is the YAML parser Astro itself uses for content
 * files; it ships without type declarations and @types/js-yaml is not installed.
 */
declare module 'js-yaml' {
  /** Parses one YAML document; throws a YAMLException naming the file, line and column. */
  export function load(text: string, options?: { filename?: string }): unknown;
}
