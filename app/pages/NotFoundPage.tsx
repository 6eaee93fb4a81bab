import { Link, data } from "react-router";
import { useFrame } from "../i18n/frame-context";
import { pageMeta } from "../i18n/page-meta";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/not-found";

/** The status matters to crawlers; the pre-renderer stores this page as each locale's 404 file. */
export const loader = () => data(null, { status: 404 });

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Awaited<ReturnType<typeof rootLoader>> | undefined;
  return [...pageMeta(root?.frame.notFound.meta, root?.locale, location.pathname).slice(0, 2), { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  const { notFound } = useFrame().frame;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900 sm:text-4xl">{notFound.title}</h1>
      <p className="mt-4 text-lg text-ink-700">{notFound.description}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {notFound.back}
      </Link>
    </section>
  );
}
