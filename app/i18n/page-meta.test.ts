import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import { type HeadTag, notFoundMeta, pageMeta } from "./page-meta";

const site = readSiteConfig({});
const META = { title: "Prijzen en pakketten | Bestelwijs", description: "Start gratis of kies een vast bedrag." };

/** Tags as plain records: HeadTag is a union the lookups below need not narrow. */
const records = (tags: HeadTag[]) => tags as Array<Record<string, unknown>>;

/** The `content` of the first descriptor with that property or name. */
function content(tags: HeadTag[], key: string): string | undefined {
  const tag = records(tags).find((descriptor) => "content" in descriptor && (descriptor.property === key || descriptor.name === key));
  return tag ? String(tag.content) : undefined;
}

function link(tags: HeadTag[], rel: string, hrefLang?: string): string | undefined {
  const tag = records(tags).find((descriptor) => descriptor.tagName === "link" && descriptor.rel === rel && (!hrefLang || descriptor.hrefLang === hrefLang));
  return tag ? String(tag.href) : undefined;
}

describe("pageMeta", () => {
  const nl = pageMeta(site, META, "nl", "/prijzen/", "Bestelwijs: Start gratis");
  const en = pageMeta(site, META, "en", "/prijzen", "Bestelwijs: Start for free");

  it("starts with title and description, which the not-found page keeps on their own", () => {
    expect(nl.slice(0, 2)).toEqual([{ title: META.title }, { name: "description", content: META.description }]);
  });

  it("points canonical and og:url at the page's own language, and the alternates at each other", () => {
    expect(link(nl, "canonical")).toBe(`${site.publicBaseUrl}/prijzen?lang=nl`);
    expect(content(nl, "og:url")).toBe(link(nl, "canonical"));
    expect(link(nl, "alternate", "en")).toBe(link(en, "canonical"));
    expect(link(en, "alternate", "nl")).toBe(link(nl, "canonical"));
    expect(link(nl, "alternate", "x-default")).toBe(`${site.publicBaseUrl}/prijzen`);
  });

  it("describes the page for Open Graph and Twitter in its language", () => {
    expect(content(nl, "og:title")).toBe(META.title);
    expect(content(nl, "twitter:description")).toBe(META.description);
    expect(content(nl, "og:site_name")).toBe(site.brandName);
    expect(content(nl, "og:locale")).toBe("nl_NL");
    expect(content(nl, "og:locale:alternate")).toBe("en_GB");
    expect(content(en, "og:locale")).toBe("en_GB");
    expect(content(en, "twitter:card")).toBe("summary_large_image");
  });

  it("links the page's own share image per language, with its size and alt text", () => {
    expect(content(nl, "og:image")).toBe(`${site.publicBaseUrl}/og/nl/pricing.index.png`);
    expect(content(en, "twitter:image")).toBe(`${site.publicBaseUrl}/og/en/pricing.index.png`);
    expect([content(nl, "og:image:width"), content(nl, "og:image:height"), content(nl, "og:image:type")]).toEqual(["1200", "630", "image/png"]);
    expect(content(en, "og:image:alt")).toBe("Bestelwijs: Start for free");
    expect(content(en, "twitter:image:alt")).toBe("Bestelwijs: Start for free");
  });

  it("adds no share image for a path outside the route table", () => {
    expect(content(pageMeta(site, META, "en", "/bestaat/niet"), "og:image")).toBeUndefined();
  });
});

describe("notFoundMeta", () => {
  it("keeps the title and description of pageMeta, and asks not to be indexed", () => {
    const tags = notFoundMeta(META);
    expect(tags.slice(0, 2)).toEqual(pageMeta(site, META, "en", "/").slice(0, 2));
    expect(content(tags, "robots")).toBe("noindex");
    expect(link(tags, "canonical")).toBeUndefined();
  });
});
