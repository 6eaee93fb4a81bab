import type { ReactNode } from "react";
import type { FrameCopy } from "../../content/types";
import { ConsentBanner } from "../components/consent/ConsentBanner";
import { ConsentDefaults } from "../components/consent/ConsentDefaults";
import { ConsumerBanner } from "../components/frame/ConsumerBanner";
import { COPYRIGHT_ID, SiteFooter } from "../components/frame/SiteFooter";
import { SiteHeader } from "../components/frame/SiteHeader";
import { TagManagerNoscript } from "../components/frame/TagManagerNoscript";
import { type UnsupportedLanguage, UnsupportedLanguageNotice } from "../components/frame/UnsupportedLanguageNotice";
import { FrameProvider, type FrameValue } from "../i18n/frame-context";
import type { HeadTag } from "../i18n/page-meta";
import { SPECULATION_RULES_TEXT } from "../navigation/speculation-rules";
import { SiteStructuredData } from "../seo/SiteStructuredData";
import { HTML_LANG } from "../shared/locales";
import type { HeadScriptName } from "./assets";
import { HeadTags } from "./HeadTags";

interface DocumentProps extends FrameValue {
  frame: FrameCopy;
  /** Title, description, canonical, alternates and social tags (app/i18n/page-meta.ts). */
  head: readonly HeadTag[];
  /** The built stylesheets' files, in order. */
  stylesheets: readonly string[];
  /** The module script that loads the page's script after its first paint, compiled with the build's files (app/browser/enhance/boot.ts). */
  bootScript: string;
  /** The inline head scripts' compiled texts (app/browser/head-scripts/README.md). */
  headScripts: Readonly<Record<HeadScriptName, string>>;
  /** The page's own content, inside <main>. */
  children: ReactNode;
  /** A `?lang` code the page was asked for and does not support; only the server renders it (render-page.tsx). */
  unsupportedLanguage?: UnsupportedLanguage;
}

/**
 * The whole HTML document around a page: head, header, main, footer, and the one script that
 * enhances the page after its first paint. React renders it once per page and language at build
 * time (render-page.tsx); in the browser no React runs (decision 027).
 */
export function Document({ locale, frame, year, page, site, head, stylesheets, bootScript, headScripts, children, unsupportedLanguage }: DocumentProps) {
  // A page without it would never be enhanced: the render fails instead, and the server falls back to the page as built.
  if (!bootScript) throw new Error("Document: no boot script to load the page's script");
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First of all scripts: `?lang` leaves the address before any other script reads it (decision 061). */}
        <script dangerouslySetInnerHTML={{ __html: headScripts.locale }} />
        <ConsentDefaults script={headScripts.consent} site={site} />
        {/* The card for the visitor's system is marked before the cards paint (app/browser/enhance/visitor-os.ts). */}
        {page?.kind === "downloads" ? <script dangerouslySetInnerHTML={{ __html: headScripts.visitorOs }} /> : null}
        <meta name="theme-color" content="#1b2a4a" />
        <HeadTags tags={head} />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* A busy phone's parser yields mid-page and Chromium paints what it has; the rest then
            moves it (the hero by 20 px). The first paint waits until the page's last element is
            in the document. Chromium lets go when it is inserted, not when it is complete, so the
            target is the footer's last line, not the footer. Other browsers ignore this. */}
        <link rel="expect" href={`#${COPYRIGHT_ID}`} blocking="render" />
        <SiteStructuredData locale={locale} frame={frame} page={page} site={site} />
        {/* Fetches or renders the next page before the tap lands (decision 030). */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_TEXT }} />
      </head>
      {/* The site's address, which the print rules write before an internal link's path (app/app.css). */}
      <body data-site-address={site.publicBaseUrl}>
        <FrameProvider value={{ locale, frame, year, page, site }}>
          <TagManagerNoscript />
          {site.tagManagerId ? <ConsentBanner copy={frame.consent} privacy={{ label: frame.footer.legal.privacy, href: site.privacyUrl }} /> : null}
          <a href="#main" className="skip-link">
            {frame.skipLink}
          </a>
          <ConsumerBanner />
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {unsupportedLanguage ? <UnsupportedLanguageNotice {...unsupportedLanguage} /> : null}
            {children}
          </main>
          <SiteFooter />
        </FrameProvider>
        {/* Loads the page's script after the first paint (app/browser/enhance/boot.ts). */}
        <script type="module" dangerouslySetInnerHTML={{ __html: bootScript }} />
      </body>
    </html>
  );
}
