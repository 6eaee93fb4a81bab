import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { bootLocale } from "./i18n/client-locale";
import { recoverFromStaleChunks } from "./stale-chunk-recovery";

recoverFromStaleChunks();
const wantedLocale = bootLocale();

// Evaluating this chunk (React DOM) is one task already; hydration starts in the next one, so
// the two never add up to one long task on a slow phone (scripts/defer-hydration.ts).
await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Exposed for the root, which switches after hydration when the page is still not in the
// stored choice: the head script could not reload into it (cookies blocked, or a static host).
window.__wantedLocale = wantedLocale;

declare global {
  interface Window {
    __wantedLocale?: string;
  }
}
