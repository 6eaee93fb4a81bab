import { describe, expect, it } from "vitest";
import { attr, byId, queryAll } from "../../../tests/render/dom";
import { renderedPage, site } from "../../../tests/render/rendered-page";
import { toggleId } from "../../shared/markup/menu-ids";
import { pathOf } from "../../shared/route-table";

// Two entries that land on one place (the same external site, or two anchors of one card) read
// as two different things and make the visitor choose between them for nothing.
const destination = (href: string) => {
  const url = new URL(href, "https://site.test/");
  return url.origin === "https://site.test" ? url.pathname : url.origin;
};

describe.each(["nl", "en"] as const)("the Info menu in %s", (locale) => {
  it("has one entry per destination, in the header and in the footer", async () => {
    const page = await renderedPage("home.index", locale);
    const info = byId(page, toggleId("info"))!.parentNode!;
    const header = queryAll(info, "a").map((link) => destination(attr(link, "href")!));
    expect(header.length).toBeGreaterThan(3);
    expect(header).toEqual([...new Set(header)]);
    const footer = queryAll(page, "footer a").map((link) => destination(attr(link, "href")!));
    for (const place of [destination(site.helpCentreUrl), pathOf("info.support")]) {
      expect(
        footer.filter((to) => to === place),
        place,
      ).toHaveLength(1);
    }
  });
});
