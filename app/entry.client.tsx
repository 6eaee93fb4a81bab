import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { bootLocale } from "./i18n/client-locale";
import { recoverFromStaleChunks } from "./stale-chunk-recovery";

recoverFromStaleChunks();
const wantedLocale = bootLocale();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Exposed for the root, which switches after hydration when a static host served the
// other language (the Fastify server never does: it negotiates on the first byte).
window.__wantedLocale = wantedLocale;

declare global {
  interface Window {
    __wantedLocale?: string;
  }
}
