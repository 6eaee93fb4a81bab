/**
 * How the browser's JavaScript is cut into files (vite.config.ts, decision 027). The browser runs
 * the entry (app/entry.client.tsx, plain scripts) and the islands a page holds; React Router
 * still emits a module per route, which no page loads. Those route modules share most app
 * modules with the entry and the islands, so without these groups every shared constant or
 * helper became a request of its own (15–20 per page on a 150 ms round trip).
 */

/** React, React DOM and the few lines that hydrate an island: fetched only for an island. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]app[\\/]islands[\\/]define-island\./;

/** What the entry imports: plain DOM code and the constants the server's markup shares with it. No React. */
const ENHANCE =
  /[\\/]app[\\/](enhance[\\/]|islands[\\/](mount|names)\.|tracking[\\/]|consent[\\/](choice|apply-choice|bootstrap)\.|config[\\/]site\.|stale-chunk-recovery\.|route-table\.|i18n[\\/](client-locale|locales|negotiate|number-format)\.|components[\\/]frame[\\/]menu-ids\.|components[\\/]pricing[\\/]swipe-hint\.)|[\\/]content[\\/](ids|pricing-constants)\./;

/** Each island's components, helpers and icons: one file per island page, with nothing of the other. */
const CALCULATOR = /[\\/]app[\\/]components[\\/](pricing[\\/](Calculator|ExampleCosts|calculator)|sections[\\/]figures)\./;
const DOWNLOADS =
  /[\\/]app[\\/](components[\\/]downloads[\\/]|release-notes[\\/]|seo[\\/]json-ld\.)|lucide-react[\\/]dist[\\/]esm[\\/](Icon|context|createLucideIcon|defaultAttributes|shared[\\/].*|icons[\\/](rotate-cw|chevron-down|download|loader-circle))\.mjs$/;

export const CLIENT_CHUNK_GROUPS = [
  { name: "react-dom", test: REACT, priority: 4 },
  { name: "enhance", test: ENHANCE, priority: 3 },
  { name: "calculator", test: CALCULATOR, priority: 2 },
  { name: "downloads", test: DOWNLOADS, priority: 2 },
];
