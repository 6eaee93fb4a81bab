import type { HeadTag } from "../i18n/page-meta";

/** A page's head metadata (app/i18n/page-meta.ts), each tag with its attributes in the order written there. */
export function HeadTags({ tags }: { tags: readonly HeadTag[] }) {
  return tags.map((tag) => {
    if ("title" in tag) return <title key="title">{tag.title}</title>;
    if ("tagName" in tag) {
      const { tagName: _link, ...attributes } = tag;
      return <link key={JSON.stringify(attributes)} {...attributes} />;
    }
    return <meta key={JSON.stringify(tag)} {...tag} />;
  });
}
