import type { KnipConfig } from "knip";

/**
 * What `npm run lint` checks for unused files, exports and dependencies (decision 063). knip's own plugins already read package.json's scripts, vite.config.ts,
 * vitest.config.ts (its projects, setup files and global setups) and every test file; the
 * entries below are the ones no configuration names, as code starts them by path.
 */
const config: KnipConfig = {
  entry: [
    // Bundled by scripts/build-server.ts (esbuild's entryPoints) into build/server.js.
    "server/server.ts",
    // Compiled one by one at build time from the paths in app/render/assets.ts.
    "app/browser/head-scripts/*.ts",
    "app/browser/enhance/boot.ts",
    // Run by hand: `npx tsx scripts/bench/probe-tbt.ts` (README.md), `probe-tasks.ts` (decision 015), `page-outline.ts` (its header).
    "scripts/bench/probe-tbt.ts",
    "scripts/bench/probe-tasks.ts",
    "scripts/page-outline.ts",
    // Bundled by path for the editor's page (scripts/cms/editor-routes.ts, esbuild's entryPoints).
    "scripts/cms/admin-app.tsx",
    // A child process tests/e2e/checks/observatory.ts starts by path.
    "tests/e2e/checks/observatory-child.ts",
  ],
  ignoreDependencies: [
    // Read as files through require.resolve (scripts/pictures/render.ts, scripts/og/render.ts), which knip does not follow.
    "@fontsource/inter",
    // Its jar's path through createRequire("vnu-jar") (tests/e2e/checks/nu-checker.ts).
    "vnu-jar",
    // electron-updater's own runtime, imported at the version electron-updater pins
    // (tooling/releases/electron-updater-client.ts); listing it would change package-lock.json.
    "builder-util-runtime",
  ],
  // Debian packages the tests and benchmarks start (docs/deploy.md, docs/commands.md), not npm packages;
  ignoreBinaries: ["nginx", "redis-server", "wrk"],
};

export default config;
