import { attr, parseHtml, queryAll, textContent } from "../../render/dom";

/** The head's title, meta and link tags of a page, as a crawler reads them. */
export interface Head {
  title: string | undefined;
  meta: (key: string) => string | undefined;
  link: (rel: string, hrefLang?: string) => string | undefined;
}

export function parseHead(html: string): Head {
  const inHead = queryAll(parseHtml(html), "head > *");
  const metas = inHead.filter((element) => element.tagName === "meta");
  const links = inHead.filter((element) => element.tagName === "link");
  const title = inHead.find((element) => element.tagName === "title");
  return {
    title: title && textContent(title),
    meta: (key) => {
      const tag = metas.find((meta) => attr(meta, "property") === key || attr(meta, "name") === key);
      return (tag && attr(tag, "content")) ?? undefined;
    },
    link: (rel, hrefLang) => {
      const tag = links.find((link) => attr(link, "rel") === rel && (!hrefLang || attr(link, "hreflang") === hrefLang));
      return (tag && attr(tag, "href")) ?? undefined;
    },
  };
}
