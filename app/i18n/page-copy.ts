import type { CopyCatalog } from "../../content/types";
import { type PageId, type PageKind, pageByPath } from "../route-table";
import { loadCopy } from "./catalog";
import { requestLocale } from "./request-locale";

/** A route module serves every page of its kind; the request's path says which one. */
function pageIdOf<Id extends PageId>(request: Request, kind: PageKind): Id {
  const page = pageByPath(new URL(request.url).pathname);
  if (!page || page.kind !== kind) throw new Response("Not found", { status: 404 });
  return page.id as Id;
}

/** The pre-renderer's (or the server's) request says which language to render. */
export function serverPageCopy<Id extends PageId>(request: Request, kind: PageKind): Promise<CopyCatalog[Id]> {
  return loadCopy(requestLocale(request), pageIdOf<Id>(request, kind));
}
