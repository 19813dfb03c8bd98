/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Origin the browser islands call, baked in at build. Unset: islands use the snapshot only. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** Optional bearer credential sent by the islands. Public once shipped. */
  readonly PUBLIC_API_TOKEN?: string;
  /** Site code the API knows this site by (default PORF). */
  readonly PUBLIC_SITE_CODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
