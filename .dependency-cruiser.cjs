// The room rules: which folder may import which (docs/decisions/033-formatter-linter-and-room-rules.md).
// `npm run lint` runs this with `depcruise`; every rule is an error. Type-only imports count
// (tsPreCompilationDeps), so a cycle or a wrong-way import made only of types is reported too.

/** Code that never runs in production or in the build: tests, their support code and configs, the tooling that starts local parts, and the benchmarks. */
const TEST_CODE = ["\\.test\\.tsx?$", "^tests/", "^tooling/", "^vitest[^/]*\\.config\\.ts$", "^scripts/bench/"];
const TEST_SUPPORT = "^(tooling|tests)/";
/** What the browser runs (decisions 062 and 085): the page script, the inline head scripts, and the modules only they import. */
const BROWSER_CODE = "^app/browser/";
/** What the browser's code and the pages rendered in Node both import (decision 085): pure, neither side's. */
const APP_SHARED = "^app/shared/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "app-not-to-server-or-scripts",
      comment: "The pages and the browser script (app/) never import the server or the build scripts; what both need lives in shared/.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^(server|scripts)/" },
    },
    {
      name: "content-is-data",
      comment: "Copy (content/) imports nothing of the code that reads it: not app/, server/ or scripts/.",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^(app|server|scripts)/" },
    },
    {
      name: "server-not-to-scripts",
      comment: "The server never imports the build or release scripts; what both need lives in server/, app/ or shared/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^scripts/" },
    },
    {
      name: "shared-imports-nothing-of-ours",
      comment: "shared/ holds contracts that app/, server/ and scripts/ all import; it imports none of them (nor content/ or config/).",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(app|server|scripts|content|config|tests)/" },
    },
    {
      name: "config-imports-nothing-of-ours",
      comment: "config/ reads the environment; app/, server/ and scripts/ import it, so it imports none of them.",
      severity: "error",
      from: { path: "^config/" },
      to: { path: "^(app|server|scripts|content|tests)/" },
    },
    {
      name: "production-not-to-test-support",
      comment: "Code that runs in production (or in the build) never imports test support; only tests and benchmarks do.",
      severity: "error",
      from: { pathNot: TEST_CODE },
      to: { path: TEST_SUPPORT },
    },
    {
      name: "browser-code-not-to-rendered-code",
      comment:
        "The browser's code (app/browser/) imports from app/ only itself and app/shared/: the components, pages and renderer run in Node at build time (app/README.md), and what both sides need lives in app/shared/, shared/ or content/.",
      severity: "error",
      from: { path: BROWSER_CODE, pathNot: TEST_CODE },
      to: { path: "^app/", pathNot: [BROWSER_CODE, APP_SHARED] },
    },
    {
      name: "app-shared-imports-neither-side",
      comment:
        "app/shared/ is what the browser's code and the rendered pages both import, so it imports neither of them (app/README.md); tsconfig.shared.json references no other project.",
      severity: "error",
      from: { path: APP_SHARED, pathNot: TEST_CODE },
      to: { path: "^app/", pathNot: APP_SHARED },
    },
    {
      name: "node-not-to-browser-code",
      comment:
        "What runs in Node (the server, the scripts, the components and pages rendered at build time) never imports what the browser runs (server/README.md, app/README.md): markup and scripts meet through app/shared/markup/. tsconfig.render.json and tsconfig.node.json do not reference the browser's project (decision 062).",
      severity: "error",
      from: { path: "^(server|scripts|app)/", pathNot: [BROWSER_CODE, ...TEST_CODE] },
      to: { path: BROWSER_CODE },
    },
    {
      name: "nothing-imports-scripts",
      comment: "Nothing outside scripts/ imports from it (scripts/README.md): what the server or a test needs too lives in server/ or shared/.",
      severity: "error",
      from: { pathNot: ["^scripts/", ...TEST_CODE] },
      to: { path: "^scripts/" },
    },
    {
      name: "browser-and-shared-not-to-node",
      comment:
        "The browser's code, app/shared/, shared/ and content/ load in the browser (shared/README.md, decision 062): no Node module, which tsconfig.browser.json and tsconfig.shared.json refuse too.",
      severity: "error",
      from: { path: `${BROWSER_CODE}|${APP_SHARED}|^shared/|^content/`, pathNot: TEST_CODE },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "content-schemas-not-to-types",
      comment: "The copy schemas import schema/page.ts, never content/types.ts, which imports them (content/README.md).",
      severity: "error",
      from: { path: "^content/schema/" },
      to: { path: "^content/types\\.ts$" },
    },
    {
      name: "tooling-and-benchmarks-not-to-tests",
      comment:
        "tooling/ (local servers, sample releases, the browser) and the benchmarks serve the tests and the benchmarks alike, so they import nothing under tests/ (decision 063).",
      severity: "error",
      from: { path: "^(tooling|scripts/bench)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "no-circular",
      comment:
        "No import cycles, type-only imports included: a cycle means two modules are one, or one holds what belongs elsewhere. Cycles between folders: .dependency-cruiser-folders.cjs.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing is a typo or a missing package.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|var|\\.tools|\\.builds|\\.react-router|test-results|coverage|\\.bench)/" },
    // node: too, so a Node module imported where the browser runs is seen (browser-and-shared-not-to-node).
    includeOnly: { path: "^(app|content|config|server|scripts|shared|tests|tooling)/|^[^/]+\\.(ts|tsx|mts|cts)$|^(node:)?[a-z_]+$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
