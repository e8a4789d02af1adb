/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the real API. Unset means demo mode: the portal runs on the in-browser mock backend. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
