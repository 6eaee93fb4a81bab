import type { ReactNode } from "react";
import type { DownloadsCopy } from "../../../content/types";
import type { ReleaseNotes as Notes } from "../../../shared/downloads-api";
import { type NotesInline, parseNotes, pickNotes } from "../../release-notes/markdown";
import { HTML_LANG, type Locale } from "../../shared/locales";

function inline(nodes: NotesInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    // Text is a React string child: escaped, never HTML (app/release-notes/markdown.ts).
    if (node.type === "text") return node.text;
    if (node.type === "link") {
      return (
        <a key={index} href={node.href} rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {inline(node.children)}
        </a>
      );
    }
    const Tag = node.type;
    return <Tag key={index}>{inline(node.children)}</Tag>;
  });
}

interface ReleaseNotesProps {
  notes: Notes | undefined;
  locale: Locale;
  copy: Pick<DownloadsCopy, "notesInOtherLanguage">;
  /** The heading or label above the notes, in the page's language. */
  title: ReactNode;
  className?: string;
}

/**
 * A version's notes in the page's language, else in the other one, marked with its lang so a
 * screen reader reads it in the right voice, and said to be so. Nothing when there are none.
 */
export function ReleaseNotes({ notes, locale, copy, title, className = "" }: ReleaseNotesProps) {
  const picked = pickNotes(notes, locale);
  if (!picked) return null;
  const blocks = parseNotes(picked.markdown);
  if (blocks.length === 0) return null;
  const foreign = picked.lang !== locale;
  return (
    <div data-release-notes className={`text-ink-700 ${className}`}>
      {title}
      {foreign ? <p className="mt-1 text-sm italic">{copy.notesInOtherLanguage}</p> : null}
      <div lang={foreign ? HTML_LANG[picked.lang] : undefined} className="mt-2 space-y-2 break-words">
        {blocks.map((block, index) =>
          block.type === "paragraph" ? (
            <p key={index}>{inline(block.children)}</p>
          ) : (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{inline(item)}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </div>
  );
}
