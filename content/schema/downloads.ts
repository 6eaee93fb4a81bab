import type { PageCopy } from "../types";

type OperatingSystem = "mac_os" | "win";

/** The copy of the downloads page. {os}, {version}, {title} and {label} are filled in by the page. */
export interface DownloadsCopy extends PageCopy {
  systems: Record<OperatingSystem, { name: string; supported: string }>;
  listTitle: string;
  supportedLabel: string;
  /** "{os} {version}" style sentence for the newest release of a system. */
  latestVersion: string;
  recommended: string;
  download: string;
  /** Accessible name of the download button: "{title} for {os}, version {version}". */
  downloadLabel: string;
  busy: string;
  loading: string;
  loadError: { title: string; text: string; retry: string };
  empty: string;
  fileDetails: { summary: string; size: string; sha256: string; howTo: string };
  previous: { title: string; intro: string; versionLabel: string };
  /**
   * The small page the server answers a download form with when it cannot give the file (no
   * JavaScript, or before hydration): {seconds} in tooMany is the wait the rate limit asks for.
   */
  formError: { title: string; invalid: string; notFound: string; tooMany: string; unavailable: string; back: string };
}
