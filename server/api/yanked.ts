import type { FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../error-messages";
import type { ReleaseFile } from "../releases/manifest";
import { type Manifest, versionEntryOf } from "../releases/manifest";

/**
 * A file of a yanked version: 410, with a sentence in the visitor's language; why it was yanked
 * is for the operators, so it goes to the log only (docs/decisions/057-yank-and-scheduled-rollouts.md).
 */
export function refuseYanked(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Pick<ReleaseFile, "os" | "version" | "path">,
  manifest?: Manifest,
): FastifyReply {
  const reason = manifest ? versionEntryOf(manifest, file.os, file.version)?.yanked?.reason : undefined;
  request.log.info({ path: file.path, ...(reason === undefined ? {} : { yankReason: reason }) }, "refused a file of a yanked version");
  return sendError(request, reply.header("cache-control", "no-store"), 410, "versionYanked", { version: file.version });
}
