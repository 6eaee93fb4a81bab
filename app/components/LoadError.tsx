import type { FrameCopy } from "../../content/types";

/** Used when even the frame's copy may be missing, so it must not depend on it. */
const FALLBACK: FrameCopy["loadError"] = {
  title: "Deze pagina laadt niet goed / This page didn't load properly",
  text: "Laad de pagina opnieuw. / Please reload the page.",
  retry: "Opnieuw laden / Reload",
  home: "Home",
};

export function LoadError({ copy = FALLBACK }: { copy?: FrameCopy["loadError"] }) {
  return (
    <main id="main" className="container-page py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A link to this very address: it reloads without a script. */}
        {/* biome-ignore lint/a11y/useValidAnchor: an empty href is this very address, on purpose */}
        <a className="btn btn-primary" href="">
          {copy.retry}
        </a>
        <a className="btn btn-secondary" href="/">
          {copy.home}
        </a>
      </div>
    </main>
  );
}
