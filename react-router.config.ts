import type { Config } from "@react-router/dev/config";
import { buildDir } from "./config/build-dir.ts";

// ssr stays on only so that the build emits a server bundle: scripts/prerender.ts renders
// every page in both locales with it at build time. Nothing is rendered at request time.
// See docs/decisions/001-prerendering-per-locale.md.
export default {
  buildDirectory: buildDir(),
  ssr: true,
  prerender: false,
  // The static server has no /__manifest endpoint, so ship the whole (small) manifest.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
