import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ConsumerBanner } from "./components/frame/ConsumerBanner";
import { SiteFooter } from "./components/frame/SiteFooter";
import { SiteHeader } from "./components/frame/SiteHeader";
import { TagManagerNoscript } from "./components/frame/TagManagerNoscript";
import { loadCopy } from "./i18n/catalog";
import { activeLocale } from "./i18n/client-locale";
import { FrameProvider } from "./i18n/frame-context";
import { HTML_LANG, type Locale } from "./i18n/locales";
import { requestLocale } from "./i18n/request-locale";
import { useSwitchLocale } from "./i18n/use-switch-locale";

async function frameData(locale: Locale) {
  return { locale, frame: await loadCopy(locale, "frame"), year: new Date().getFullYear() };
}

export const loader = ({ request }: Route.LoaderArgs) => frameData(requestLocale(request));
export const clientLoader = () => frameData(activeLocale());

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={HTML_LANG[data?.locale ?? "en"]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b2a4a" />
        <Meta />
        <Links />
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

  useEffect(() => {
    const wanted = window.__wantedLocale;
    if (wanted && wanted !== locale) switchLocale(wanted);
    // Only once, right after hydration; later switches come from the language switcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <FrameProvider value={{ locale, frame, year }}>
      <TagManagerNoscript />
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
  // Pre-rendered pages cannot fail at request time; this covers a chunk that failed to load
  // twice (see stale-chunk-recovery.ts), where a reload is the one thing a visitor can do.
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{status ?? "Oops"}</h1>
      <p className="mt-4">Er ging iets mis bij het laden. / Something went wrong while loading.</p>
      <p className="mt-6">
        <a className="btn btn-primary" href="/">
          Home
        </a>
      </p>
    </main>
  );
}
