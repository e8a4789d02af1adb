/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the real API. Unset means demo mode: the portal runs on the in-browser mock backend. */
  readonly VITE_API_BASE?: string;
  /** 'on' when a cross-origin VITE_API_BASE accepts the Idempotency-Key header (same origin always gets it). */
  readonly VITE_IDEMPOTENCY_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
