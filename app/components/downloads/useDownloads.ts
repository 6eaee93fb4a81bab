import { useCallback, useEffect, useState } from "react";
import { DOWNLOADS_URL, type DownloadsData } from "./api";

export type DownloadsState = { status: "loading" } | { status: "error" } | { status: "ready"; data: DownloadsData };

/** The list is fetched after mount, so the pre-rendered page never holds stale versions. */
export function useDownloads(): { state: DownloadsState; retry: () => void } {
  const [state, setState] = useState<DownloadsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
