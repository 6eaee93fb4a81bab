import { describe, expect, it } from "vitest";
import { copyOf } from "../i18n/catalog";
import { LOCALES } from "../shared/locales";
import { PAGES } from "../shared/route-table";
import { breadcrumbLd, isNested, menuLabel } from "./breadcrumbs";

const urlOf = (path: string) => `https://www.example.test${path}?lang=xx`;

describe.each(LOCALES)("breadcrumbLd in %s", async (locale) => {
  const { menu } = copyOf(locale, "frame");

  it.each(PAGES.filter(isNested))("runs from the home page to $path itself", (page) => {
    const trail = breadcrumbLd(page, menu, urlOf) as Record<string, any>;
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: menu.home, item: urlOf("/") },
      { "@type": "ListItem", position: 2, name: menuLabel(page.id, menu), item: urlOf(page.path) },
    ]);
  });

  it("names pages as the menu does", () => {
    expect(menuLabel("products.webshop", menu)).toBe(menu.productItems["products.webshop"]);
    expect(menuLabel("cases.sushi", menu)).toBe(menu.caseItems["cases.sushi"]);
    expect(menuLabel("info.faq", menu)).toBe(menu.infoItems.faq);
  });

  it("gives top-level pages no trail", () => {
    const topLevel = PAGES.filter((page) => !isNested(page));
    expect(topLevel.map((page) => page.path)).toEqual(["/", "/prijzen", "/downloads", "/integraties"]);
    for (const page of topLevel) expect(breadcrumbLd(page, menu, urlOf)).toBeUndefined();
  });
});
