import type { Architecture, OperatingSystem } from "../../shared/release-files";
import type { Manifest } from "../releases/manifest";
import type { Channel } from "./updates/offer";

/** Which answer handed a download link out: the downloads form or API, an update check's offer, electron-updater's file route. */
export type LinkRoute = "downloads" | "update_check" | "update_feed";

/**
 * What an update check answered: an offer; nothing newer; nothing newer for this installation
 * because a staged rollout holds the newer version back; or no answer (no catalogue, the store
 * failing, or the offered file gone from it).
 */
export type UpdateOutcome = "offered" | "up_to_date" | "held_back" | "unavailable";

export interface UpdateCheck {
  os: OperatingSystem;
  channel: Channel;
  /** The version the installation runs, as it said; the metrics keep it only when the manifest has it. */
  currentVersion: string;
  outcome: UpdateOutcome;
}

/**
 * What the API tells the operator's metrics (server/metrics/), at the point a route decides its
 * answer. The values come from the manifest and the checked input, never raw from a request.
 */
export interface ReleaseEvents {
  linkHandedOut(file: { os: OperatingSystem; version: string; arch: Architecture }, route: LinkRoute): void;
  updateChecked(check: UpdateCheck, manifest: Manifest | null): void;
  /** An electron-updater channel file was served; the installed version as the app sent it (INSTALLED_VERSION_HEADER), if it did. */
  feedChecked(check: FeedCheck, manifest: Manifest | null): void;
  /**
   * An update file's link was handed out: `full` for a whole download, `differential` for Range
   * requests (bytes: the ranges' length) and for the new version's blockmap, which starts a
   * differential download (bytes 0; `wholeBytes` what a full download would have cost).
   */
  updateDownload(download: UpdateDownload): void;
}

export interface FeedCheck {
  os: OperatingSystem;
  arch: Architecture;
  channel: Channel;
  /** Undefined when the app sent none; always present, so each check passes one object of one shape. */
  installedVersion: string | undefined;
}

export interface UpdateDownload {
  os: OperatingSystem;
  version: string;
  kind: "full" | "differential";
  /** Bytes the store is asked for. */
  bytes: number;
  /** Set once per differential download (its blockmap): the size of the whole file it replaces. */
  wholeBytes?: number;
}

/** For an app without metrics. */
export const IGNORED_RELEASE_EVENTS: ReleaseEvents = {
  linkHandedOut: () => undefined,
  updateChecked: () => undefined,
  feedChecked: () => undefined,
  updateDownload: () => undefined,
};
