import { useCallback, useEffect, useState } from "react";
import { DOWNLOADS_URL, type DownloadsData, embeddedCatalogue } from "./api";

export type DownloadsState = { status: "loading" } | { status: "error" } | { status: "ready"; data: DownloadsData };

/**
 * The list the server rendered into the page (server/seo/downloads-list.ts), read from the data
 * it embedded, so hydration renders the same HTML and fetches nothing. Without it (the page as
 * pre-rendered, or after a client-side navigation) the list is fetched after mount.
 */
export function useDownloads(initial?: DownloadsData | null): { state: DownloadsState; retry: () => void } {
  const [state, setState] = useState<DownloadsState>(() => {
    const data = initial ?? embeddedCatalogue();
    return data ? { status: "ready", data } : { status: "loading" };
  });
  // null: the page came with its list, nothing to fetch until a retry.
  const [attempt, setAttempt] = useState<number | null>(() => (state.status === "ready" ? null : 0));

  useEffect(() => {
    if (attempt === null) return;
    const controller = new AbortController();
    fetch(DOWNLOADS_URL, { headers: { accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${DOWNLOADS_URL} answered ${response.status}`);
        setState({ status: "ready", data: (await response.json()) as DownloadsData });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: "error" });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((value) => (value ?? 0) + 1);
  }, []);
  return { state, retry };
}
