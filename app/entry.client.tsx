import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { recoverFromStaleChunks } from "./stale-chunk-recovery";

recoverFromStaleChunks();

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
