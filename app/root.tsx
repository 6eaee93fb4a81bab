import { Suspense, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { LoadError } from "./components/LoadError";
import { isChunkLoadError, reloadOnce } from "./stale-chunk-recovery";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ConsumerBanner } from "./components/frame/ConsumerBanner";
import { ConsentBanner } from "./consent/ConsentBanner";
import { ConsentDefaults } from "./consent/ConsentDefaults";
import { SiteFooter } from "./components/frame/SiteFooter";
import { SiteHeader } from "./components/frame/SiteHeader";
import { TagManagerNoscript } from "./components/frame/TagManagerNoscript";
import { loadCopy } from "./i18n/catalog";
import { activeLocale } from "./i18n/client-locale";
import { FrameProvider } from "./i18n/frame-context";
import { LocaleHeadScript } from "./i18n/LocaleHeadScript";
import { HTML_LANG, type Locale } from "./i18n/locales";
import { requestLocale } from "./i18n/request-locale";
import { useSwitchLocale } from "./i18n/use-switch-locale";
import { useClickTracking } from "./tracking/track";
import { SiteStructuredData } from "./seo/SiteStructuredData";

async function frameData(locale: Locale) {
  return { locale, frame: await loadCopy(locale, "frame"), year: new Date().getFullYear() };
}

export const loader = ({ request }: Route.LoaderArgs) => frameData(requestLocale(request));
export const clientLoader = () => frameData(activeLocale());

/**
 * The frame depends on the language only, and the language changes only through
 * useSwitchLocale's revalidate() (same URL). Navigations keep the frame they have.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href;

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
        <SiteStructuredData locale={data?.locale} frame={data?.frame} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, frame, year } = loaderData;
  const switchLocale = useSwitchLocale();
  useClickTracking();

  useEffect(() => {
    // Lets tests (and anyone debugging) know the page has become interactive.
    document.documentElement.setAttribute("data-hydrated", "");
    // A stored choice the head script could not reload into (cookies blocked, a cache that
    // ignores Cookie): switch to it now (app/i18n/locale-head-script.ts).
    const wanted = window.__wantedLocale;
    if (wanted && wanted !== locale) switchLocale(wanted);
    // Only once, right after hydration; later switches come from the language switcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <FrameProvider value={{ locale, frame, year }}>
      <TagManagerNoscript />
      <ConsentBanner />
      <a href="#main" className="skip-link">
        {frame.skipLink}
      </a>
      <ConsumerBanner />
      <SiteHeader />
      {/* Boundaries of their own, so React hydrates and commits the page body and the footer in
          tasks apart from the frame's: one commit of the whole document was a long task. */}
      <main id="main" tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </FrameProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const staleChunk = isChunkLoadError(error);
  useEffect(() => {
    // A page whose code or copy vanished in a deploy: one reload gets the new files.
    if (staleChunk) reloadOnce();
  }, [staleChunk]);
  if (!isRouteErrorResponse(error)) console.error(error);
  return <LoadError copy={data?.frame.loadError} />;
}
