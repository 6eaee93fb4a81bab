import type { FrameCopy } from "../../content/types";
import { Breakable } from "../i18n/word-breaks";

/** Each locale's 404 file (scripts/prerender/index.ts), which the server sends, with that status, for an unknown address. */
export function NotFoundPage({ copy }: { copy: FrameCopy["notFound"] }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
        {copy.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900 sm:text-4xl">
        <Breakable text={copy.title} />
      </h1>
      <p className="mt-4 text-lg text-ink-700">{copy.description}</p>
      <a className="btn btn-primary mt-8" href="/">
        {copy.back}
      </a>
    </section>
  );
}
