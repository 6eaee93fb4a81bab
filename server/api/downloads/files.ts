import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../error-messages";
import type { Catalogue } from "../../releases/catalogue";
import type { LocalReleaseStore } from "../../releases/local-store";
import { isYanked } from "../../releases/manifest";
import type { LinkSigner } from "../../releases/signing";
import { refuseYanked } from "../yanked";
import { contentDisposition, multipartBody, multipartLayout, parseRange } from "./range";
import { fileSchema } from "./schemas";

export interface FileRouteOptions {
  catalogue: Catalogue;
  store: LocalReleaseStore;
  signer: LinkSigner;
}

/** Serves a local-store file behind a signed link, resumable with Range (curl -C -), several ranges as multipart/byteranges. */
export async function fileRoute(app: FastifyInstance, { catalogue, store, signer }: FileRouteOptions): Promise<void> {
  app.get<{ Params: { "*": string }; Querystring: { expires?: string; signature?: string } }>("/files/*", { schema: fileSchema }, async (request, reply) => {
    const key = request.params["*"];
    const check = signer.check(key, request.query.expires, request.query.signature);
    if (check !== "valid") {
      // The remedy is the same for both, a new link; 403 (altered, or signed with a secret this
      // replica does not hold) and 410 (expired) only say why. Never kept by a cache: during a
      // secret rotation the same link is refused by one replica and served by the next.
      reply.header("cache-control", "no-store");
      return check === "expired" ? sendError(request, reply, 410, "linkExpired") : sendError(request, reply, 403, "linkInvalid");
    }

    // Only a key found in the manifest ever becomes a filesystem path.
    // A link signed by a replica that read the manifest more recently than this one: read through.
    const file = await catalogue.findStored(key);
    if (!file) return sendError(request, reply, 404, "fileGone");
    // A blockmap stays: installations that run a yanked version update from it (decision 057).
    const snapshot = catalogue.current;
    if (snapshot?.byPath.has(key) && isYanked(snapshot.manifest, file.os, file.version)) return refuseYanked(request, reply, file, snapshot.manifest);
    const onDisk = store.filePath(file.path);
    const info = await stat(onDisk).catch(() => null);
    if (!info?.isFile() || info.size !== file.size) {
      // Removed since this replica's last refresh (remove() takes it out of the manifest first)?
      await catalogue.readThrough();
      if (!catalogue.current?.byPath.has(key) && !catalogue.current?.blockmaps.has(key)) return sendError(request, reply, 404, "fileGone");
      request.log.error({ path: file.path }, "published file is missing or has the wrong size");
      return sendError(request, reply, 503, "fileUnavailable");
    }

    const etag = `"${file.sha256}"`;
    reply.headers({
      etag,
      "accept-ranges": "bytes",
      "cache-control": "private, max-age=300",
      "content-type": "application/octet-stream",
      "content-disposition": contentDisposition(file.path.split("/").pop() as string),
    });
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    // If-Range with another validator means the client holds a different file: send it whole.
    const ifRange = request.headers["if-range"];
    const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, file.size) : ({ kind: "whole" } as const);
    if (range.kind === "unsatisfiable") {
      reply.removeHeader("content-disposition");
      reply.header("content-range", `bytes */${file.size}`);
      return sendError(request, reply, 416, "rangeNotSatisfiable");
    }
    if (range.kind === "parts") {
      const layout = multipartLayout(range.ranges, file.size, "application/octet-stream");
      reply.code(206).type(layout.contentType).header("content-length", layout.length);
      return reply.send(multipartBody(layout, (start, end) => createReadStream(onDisk, { start, end })));
    }
    if (range.kind === "part") {
      reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
        .header("content-length", range.end - range.start + 1);
      return reply.send(createReadStream(onDisk, { start: range.start, end: range.end }));
    }
    reply.header("content-length", file.size);
    return reply.send(createReadStream(onDisk));
  });
}
