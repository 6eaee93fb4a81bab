import { Globe } from "lucide-react";
import { copyOf } from "../../i18n/catalog";
import { useFrame } from "../../i18n/frame-context";
import { LOCALES } from "../../shared/locales";

/** What the notice names: the code as given, or null for a code too odd to repeat (server/request-time-pages/language-notice-pages.ts). */
export interface UnsupportedLanguage {
  code: string | null;
}

/**
 * First in <main> of a page asked for with a `?lang` that names no supported language: it says
 * so, in the page's language (English, which such a code selects), and links to the page in each
 * other language, each link in its own language. The
 * server renders it (the build never does), so it reads the same with JavaScript off; it takes
 * its place before the first paint, so nothing below it moves.
 */
export function UnsupportedLanguageNotice({ code }: UnsupportedLanguage) {
  const { locale, frame } = useFrame();
  const copy = frame.unsupportedLanguage;
  const others = LOCALES.filter((candidate) => candidate !== locale);
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <div role="status" className="container-page flex items-start gap-3 py-3 text-ink-900">
        <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          {`${code === null ? copy.unnamed : copy.named.replace("{code}", () => code)} ${copy.shownIn}`}
          {others.map((other) => (
            <span key={other}>
              {" "}
              <a
                href={`?lang=${other}`}
                hrefLang={other}
                lang={other}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {copyOf(other, "frame").unsupportedLanguage.readIn}
              </a>
              .
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}
