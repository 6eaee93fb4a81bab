/**
 * Rewrites React Router's pre-rendered HTML so that its JavaScript starts loading only after
 * the first paint. The page is complete without scripts (the copy is in the HTML), so the
 * visitor reads it as soon as HTML and CSS are in; hydration follows. Without this, twenty
 * module preloads compete with the CSS on a slow phone and push the first paint back by the
 * time the whole bundle takes to download (docs/decisions/008-hydrate-after-first-paint.md).
 *
 * React Router emits, per page: `<link rel="modulepreload">` tags in the head, and one inline
 * `<script type="module">` with static imports of the route modules that ends with
 * `import("…entry.client….js")`. Static imports start downloading at once, so they become
 * dynamic imports behind a wait for the first paint, and the preloads are added back then.
 * Anything unexpected fails the build rather than shipping a page that never hydrates.
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const boot = html.match(BOOT_SCRIPT);
  if (preloads.length === 0 || !boot) throw new Error("deferHydration: React Router's modulepreload links or boot script were not found");
  if (!boot[1]!.includes('import("/assets/entry.client')) throw new Error("deferHydration: the boot script does not import entry.client");

  const lines = boot[1]!.split("\n").map((line) => {
    const staticImport = line.trim().match(STATIC_IMPORT);
    if (!staticImport) return line;
    const [, binding, specifier] = staticImport;
    return binding ? `const ${binding} = await import(${specifier});` : `await import(${specifier});`;
  });
  if (lines.some((line) => /^\s*import\s/.test(line))) throw new Error("deferHydration: a static import was left in the boot script");

  const afterFirstPaint = "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));";
  const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  const script = `<script type="module">${afterFirstPaint}\n${preload}\n${lines.join("\n")}</script>`;
  return html.replace(MODULEPRELOAD, "").replace(BOOT_SCRIPT, () => script);
}
