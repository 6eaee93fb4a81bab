import { Links, Meta, Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { LoadError } from "./components/LoadError";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ConsumerBanner } from "./components/frame/ConsumerBanner";
import { ConsentDefaults } from "./consent/ConsentDefaults";
import { COPYRIGHT_ID, SiteFooter } from "./components/frame/SiteFooter";
import { SiteHeader } from "./components/frame/SiteHeader";
import { TagManagerNoscript } from "./components/frame/TagManagerNoscript";
import { loadCopy } from "./i18n/catalog";
import { FrameProvider } from "./i18n/frame-context";
import { LocaleHeadScript } from "./i18n/LocaleHeadScript";
import { HTML_LANG, type Locale } from "./i18n/locales";
import { requestLocale } from "./i18n/request-locale";
import { ConsentBanner } from "./consent/ConsentBanner";
import { site } from "./config/site";
import { SiteStructuredData } from "./seo/SiteStructuredData";
import { SPECULATION_RULES_TEXT } from "./navigation/speculation-rules";

async function frameData(locale: Locale) {
  return { locale, frame: await loadCopy(locale, "frame"), year: new Date().getFullYear() };
}

export const loader = ({ request }: Route.LoaderArgs) => frameData(requestLocale(request));

// The favicon is not here: the pre-renderer writes it into each page as a data: URL
// (scripts/inline-favicon.ts), so React never renders or re-requests it.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={HTML_LANG[data?.locale ?? "en"]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First of all scripts: it may reload into the stored language before anything paints. */}
        <LocaleHeadScript />
        <ConsentDefaults />
        <meta name="theme-color" content="#1b2a4a" />
        <Meta />
        <Links />
        {/* A busy phone's parser yields mid-page and Chromium paints what it has; the rest then
            moves it (the hero by 20 px). The first paint waits until the page's last element is
            in the document. Chromium lets go when it is inserted, not when it is complete, so the
            target is the footer's last line, not the footer. Other browsers ignore this. */}
        <link rel="expect" href={`#${COPYRIGHT_ID}`} blocking="render" />
        <SiteStructuredData locale={data?.locale} frame={data?.frame} />
        {/* Fetches or renders the next page before the tap lands (decision 030). */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_TEXT }} />
      </head>
      <body>
        {children}
        {/* No <Scripts />: the browser runs no router. The pre-renderer adds the one script that
            enhances the page (scripts/boot-script.ts, decision 027). */}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, frame, year } = loaderData;
  return (
    <FrameProvider value={{ locale, frame, year }}>
      <TagManagerNoscript />
      {site.tagManagerId ? <ConsentBanner copy={frame.consent} /> : null}
      <a href="#main" className="skip-link">
        {frame.skipLink}
      </a>
      <ConsumerBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </FrameProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!isRouteErrorResponse(error)) console.error(error);
  return <LoadError copy={data?.frame.loadError} />;
}
