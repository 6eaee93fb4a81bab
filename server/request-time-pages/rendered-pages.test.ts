import { describe, expect, it } from "vitest";
import { builtPage, TEST_BUILD_FACTS } from "../../tests/support/built-pages";
import { fakeCatalogue } from "../../tests/support/fake-catalogue";
import { DOWNLOADS_PATH, DownloadsPage } from "./downloads-page";
import { LanguageNoticePages } from "./language-notice-pages";
import { builtRenderer, type PageRenderer } from "./page-renderer";
import { type PageToRender, RenderedPages } from "./rendered-pages";

/** A renderer that counts its renderings, fails while `failing` is set, and whose revision a test moves. */
function countingRenderer(html = (n: number) => `<!DOCTYPE html><p>rendering ${n}</p>`) {
  const state = { renders: 0, failing: false, revision: 0 };
  const renderer: PageRenderer = {
    render: async () => {
      state.renders += 1;
      if (state.failing) throw new Error("no entry file");
      return html(state.renders);
    },
    revision: () => state.revision,
    tagManager: false,
  };
  return { renderer, state };
}

const pageWith = (renderer: PageRenderer): PageToRender => ({
  renderer,
  request: () => ({ page: "not-found", locale: "en" }),
  serve: { status: 404, locale: "en", path: null },
  compress: "gzip",
});

describe("the cache of pages rendered while the server runs", () => {
  it("renders a key once, however many ask for it at the same time, and serves it as the pages plugin does", async () => {
    const { renderer, state } = countingRenderer();
    const rendered = new RenderedPages();
    const [first, second] = await Promise.all([rendered.page("a", pageWith(renderer)), rendered.page("a", pageWith(renderer))]);
    expect(state.renders).toBe(1);
    expect(second).toBe(first);
    expect(await rendered.page("a", pageWith(renderer))).toBe(first);
    expect(first).toMatchObject({ status: 404, locale: "en", path: null, tagManager: false });
    expect(first.bodies.gzip?.length).toBeGreaterThan(0);
    expect(first.bodies.br).toBeUndefined();
    expect(rendered.has(renderer, "a")).toBe(true);
  });

  it("keeps at most maxPages, dropping the least recently used", async () => {
    const { renderer, state } = countingRenderer();
    const rendered = new RenderedPages({ maxPages: 2 });
    await rendered.page("a", pageWith(renderer));
    await rendered.page("b", pageWith(renderer));
    await rendered.page("a", pageWith(renderer)); // now the most recently used
    await rendered.page("c", pageWith(renderer)); // drops b
    expect(rendered.size).toBe(2);
    expect([rendered.has(renderer, "a"), rendered.has(renderer, "b"), rendered.has(renderer, "c")]).toEqual([true, false, true]);
    await rendered.page("b", pageWith(renderer));
    expect(state.renders).toBe(4);
  });

  it("keeps at most maxBytes of pages, compressed twins included", async () => {
    // Each page is 10 KB of text that gzip cannot shrink much below a few hundred bytes.
    const { renderer } = countingRenderer((n) => `<p>${String(n).padEnd(10_000, "x")}</p>`);
    const one = await new RenderedPages().page("probe", pageWith(renderer));
    const bytes = one.bodies.identity.length + (one.bodies.gzip?.length ?? 0);
    const rendered = new RenderedPages({ maxBytes: Math.floor(bytes * 2.5) });
    for (const key of ["a", "b", "c", "d"]) await rendered.page(key, pageWith(renderer));
    expect(rendered.size).toBe(2);
    expect([rendered.has(renderer, "c"), rendered.has(renderer, "d")]).toEqual([true, true]);
  });

  it("keeps no failed rendering: the next request renders again", async () => {
    const { renderer, state } = countingRenderer();
    const rendered = new RenderedPages();
    state.failing = true;
    await expect(rendered.page("a", pageWith(renderer))).rejects.toThrow("no entry file");
    expect(rendered.size).toBe(0);
    expect(rendered.has(renderer, "a")).toBe(false);
    state.failing = false;
    const page = await rendered.page("a", pageWith(renderer));
    expect(page.bodies.identity.toString()).toContain("rendering 2");
    expect(rendered.size).toBe(1);
  });

  it("renders again at a new revision of the renderer (a saved change in development)", async () => {
    const { renderer, state } = countingRenderer();
    const rendered = new RenderedPages();
    const before = await rendered.page("a", pageWith(renderer));
    state.revision += 1;
    expect(rendered.has(renderer, "a")).toBe(false);
    const after = await rendered.page("a", pageWith(renderer));
    expect(after.bodies.identity.toString()).toContain("rendering 2");
    expect(after.hash).not.toBe(before.hash);
  });

  it("answers the requests that wait for a rendering even when the cache drops it meanwhile", async () => {
    const { renderer } = countingRenderer();
    const rendered = new RenderedPages({ maxPages: 1 });
    const waiting = rendered.page("a", pageWith(renderer));
    const other = rendered.page("b", pageWith(renderer)); // drops a, still rendering
    expect((await waiting).bodies.identity.toString()).toContain("rendering");
    expect((await other).bodies.identity.toString()).toContain("rendering");
  });

  it("holds the downloads page and the notice pages under one bound, as the server shares it (server/app.ts)", async () => {
    const { catalogue } = fakeCatalogue("2.10.0");
    const renderer = builtRenderer(TEST_BUILD_FACTS, false);
    const log = { error: () => {} };
    const rendered = new RenderedPages({ maxPages: 2 });
    const downloads = new DownloadsPage(catalogue, renderer, log, rendered);
    const notices = new LanguageNoticePages({ catalogue, renderer, log, rendered });
    const first = await downloads.variant(builtPage("en", DOWNLOADS_PATH));
    await notices.withNotice(builtPage("en", "/prijzen"), "fr");
    expect(rendered.size).toBe(2);
    expect(await downloads.variant(builtPage("en", DOWNLOADS_PATH))).toBe(first);
    await notices.withNotice(builtPage("en", "/prijzen"), "de"); // drops the notice for fr, the least recently used
    await notices.withNotice(builtPage("en", "/prijzen"), "it"); // drops the downloads page
    expect(rendered.size).toBe(2);
    expect(await downloads.variant(builtPage("en", DOWNLOADS_PATH))).not.toBe(first);
  });
});
