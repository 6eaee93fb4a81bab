import type { FastifyRequest } from "fastify";
import semver from "semver";
import { isReleaseVersion } from "../../releases/manifest";
import { askedBytes } from "../downloads/range";

/**
 * The header an installed app sends its version in, through electron-updater's `requestHeaders`
 * (docs/operations/README.md): what the feeds' checks are counted by. Optional; without it a
 * check counts as "unsent".
 */
const INSTALLED_VERSION_HEADER = "x-bestelwijs-version";

/** The version an app says it runs, without build metadata; "invalid" for anything else, which the metrics count as "other". */
export function installedVersionOf(request: Pick<FastifyRequest, "headers">): string | undefined {
  const sent = request.headers[INSTALLED_VERSION_HEADER];
  if (typeof sent !== "string") return undefined;
  const version = sent.includes("+") && semver.valid(sent) ? sent.slice(0, sent.indexOf("+")) : sent;
  return isReleaseVersion(version) ? version : "invalid";
}

/**
 * The bytes a Range header asks for of a file of `size`, or null for the whole file: how a
 * differential download (electron-updater's Range requests) is told from a full one. Several
 * ranges ("bytes=0-9, 20-29") are summed as they are answered (coalesced, downloads/range.ts).
 */
export const rangeBytes = askedBytes;
