import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import semver from "semver";
import { LOCALES } from "../../../shared/locale";
import { type Architecture, isOperatingSystem, OPERATING_SYSTEMS, type OperatingSystem } from "../../../shared/release-files";
import type { Clock } from "../../clock";
import type { DirectAnswer, DirectAnswers } from "../../direct-answers";
import { alternatives, apiLocale, type ErrorKey, type ErrorParams, sendError } from "../../error-messages";
import { registerRateLimit } from "../../rate-limits/register";
import type { RateLimits } from "../../rate-limits/shared-limits";
import { redirectToStoreLink } from "../../redirects";
import { type Catalogue, NO_CATALOGUE_RETRY_SECONDS } from "../../releases/catalogue";
import { ARCHITECTURES_OF, isArchitectureOf } from "../../releases/file-kinds";
import { BLOCKMAP_SUFFIX, blockmapFileOf, isReleaseVersion, isYanked, listsVersion, type Manifest, versionEntryOf } from "../../releases/manifest";
import type { ReleaseStore } from "../../releases/store";
import { askedBytes, parseRange } from "../downloads/range";
import { foundRecently, linkToFile, STORE_RETRY_AFTER_SECONDS, signedLink } from "../file-links";
import { IGNORED_RELEASE_EVENTS, type ReleaseEvents, type UpdateOutcome } from "../release-events";
import { refuseYanked } from "../yanked";
import { installedVersionOf, rangeBytes } from "./download-accounting";
import { electronFeedBytes, FEED_FILES, type FeedCandidates, feedCandidates, feedOffer, feedOfferAmong, stagingPlace } from "./electron-feed";
import { chooseInStore } from "./in-store";
import { CHANNELS, type Channel, findUpdate, INSTALLATION_ID, isHeldBack } from "./offer";
import { sendRangesFromStore } from "./ranges-from-store";
import { electronFeedSchema, electronFileSchema, updateSchema } from "./schemas";

export interface UpdatesApiOptions {
  catalogue: Catalogue;
  store: ReleaseStore;
  /** Update checks per client IP per minute, over each feed route; none when not given. */
  updateChecksPerMinute?: number;
  /** Single-range requests to the feed's file route per client IP per minute; none when not given. */
  updateRangesPerMinute?: number;
  rateLimits?: RateLimits;
  /** Where the rate limit's window counts from (the releases' clock). */
  clock: Clock;
  /** Told of each update check's outcome and each link handed out (the metrics). */
  events?: ReleaseEvents;
  /** The lane that answers electron-updater's plain feed checks before Fastify (server/direct-answers.ts). */
  direct?: DirectAnswers;
}

/** The schemas describe the endpoints for OpenAPI; the handlers check the input, so every refusal is a sentence in the visitor's language. */
const documentOnly = () => (value: unknown) => ({ value });

class Refusal {
  constructor(
    readonly key: ErrorKey,
    readonly params: ErrorParams = {},
  ) {}
}

/** Echoes of a caller's input are short: enough to recognise, never a page of it. */
const echo = (value: unknown) => (typeof value === "string" ? (value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value));

function checkSystem(request: FastifyRequest, os: unknown, arch: unknown): { os: OperatingSystem; arch: Architecture } {
  if (!isOperatingSystem(os)) throw new Refusal("unknownOs", { value: echo(os) });
  if (!isArchitectureOf(os, arch)) throw new Refusal("unknownArch", { value: echo(arch), os, allowed: alternatives(ARCHITECTURES_OF[os], apiLocale(request)) });
  return { os, arch };
}

function checkQuery(query: Record<string, unknown>): { channel: Channel; installationId?: string } {
  const channel = query.channel ?? "stable";
  if (typeof channel !== "string" || !(CHANNELS as readonly string[]).includes(channel)) throw new Refusal("unknownChannel", { value: echo(channel) });
  const installation = query.installation;
  if (installation !== undefined && (typeof installation !== "string" || !INSTALLATION_ID.test(installation))) throw new Refusal("badInstallation");
  return { channel: channel as Channel, ...(installation === undefined ? {} : { installationId: installation as string }) };
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof Refusal) return sendError(request, reply, 400, error.key, error.params);
  throw error;
}

/** The store cannot be asked: the same 503 as before any catalogue, with the store's Retry-After. */
const storeUnavailable = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply.header("retry-after", String(STORE_RETRY_AFTER_SECONDS)), 503, "updatesUnavailable");

/**
 * The fresh manifest still names a file the store lacks: a sentence for the app (it has no
 * downloads page to reload), and a time to check again, by which the manifest has been read again.
 */
const fileMissing = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply.header("retry-after", String(STORE_RETRY_AFTER_SECONDS)), 503, "updateNotDownloadable", { seconds: STORE_RETRY_AFTER_SECONDS });

/**
 * The installed version without its build metadata: we never publish one with it (decision 031),
 * but an app built elsewhere may report one, and semver orders as if it were not there.
 */
function installedVersion(reported: string): string {
  const plus = reported.indexOf("+");
  return plus === -1 || !semver.valid(reported) ? reported : reported.slice(0, plus);
}

/** The feed's 200 as the route sends it, headers in its order, per feed's bytes (themselves worked out once per manifest). */
const feedAnswers = new WeakMap<Buffer, DirectAnswer>();
function feedAnswer(body: Buffer, limited: boolean): DirectAnswer {
  let answer = feedAnswers.get(body);
  if (!answer) {
    answer = {
      ...(limited ? { perRequest: ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"] } : {}),
      headers: ["vary", "Accept-Language, X-User-Staging-Id", "content-type", "text/yaml; charset=utf-8"],
      after: ["cache-control", "no-store"],
      body,
    };
    feedAnswers.set(body, answer);
  }
  return answer;
}

/**
 * The installed app's update check (JSON) and electron-updater's generic feed (YAML), both from
 * the catalogue in memory (docs/decisions/021-release-feed-and-file-facts.md).
 */
export async function updatesApi(
  app: FastifyInstance,
  { catalogue, store, updateChecksPerMinute, updateRangesPerMinute, rateLimits, clock, events = IGNORED_RELEASE_EVENTS, direct }: UpdatesApiOptions,
): Promise<void> {
  const counted = await registerRateLimit(app, rateLimits, clock, "tooManyUpdateChecks");
  // Every answer of these routes depends on the installation (rollouts), the moment (a publish, a
  // remove, a pin) or is a signed link: no browser, CDN or proxy may keep one, errors and 429s
  // included (docs/deploy.md, CDN in front).
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("cache-control", "no-store");
    done(null, payload);
  });
  const limited = updateChecksPerMinute === undefined ? {} : { config: { rateLimit: { max: updateChecksPerMinute, timeWindow: 60_000 } } };
  // A differential download is one request per changed range when the app asks one range at a
  // time: those ranges are counted apart, on a budget of their own, so that neither they use up
  // what checks and whole downloads (blockmaps, the fall-back full download, a batch of several
  // ranges) are counted against, nor the other way round (docs/decisions/069-a-download-is-not-an-update-check.md).
  const oneRange = (request: FastifyRequest) => {
    const range = request.headers.range;
    return typeof range === "string" && !range.includes(",");
  };
  const fileLimited =
    updateChecksPerMinute === undefined
      ? {}
      : {
          config: {
            rateLimit: {
              timeWindow: 60_000,
              max: (request: FastifyRequest) => (oneRange(request) ? (updateRangesPerMinute ?? Number.MAX_SAFE_INTEGER) : updateChecksPerMinute),
              keyGenerator: (request: FastifyRequest) => `${normalizeIP(request.ip)}${oneRange(request) ? "|range" : ""}`,
            },
          },
        };
  app.get<{ Params: Record<string, string>; Querystring: Record<string, unknown> }>(
    "/updates/:os/:arch/:currentVersion",
    { schema: updateSchema, validatorCompiler: documentOnly, ...limited },
    async (request, reply) => {
      let query: ReturnType<typeof checkQuery> & ReturnType<typeof checkSystem>;
      const current = installedVersion(request.params.currentVersion ?? "");
      try {
        query = { ...checkSystem(request, request.params.os, request.params.arch), ...checkQuery(request.query) };
        if (!isReleaseVersion(current)) throw new Refusal("badVersion");
      } catch (error) {
        return refuse(request, reply, error);
      }
      // An app that already runs a version this replica has not seen was updated through a fresher one.
      if (catalogue.current && !listsVersion(catalogue.current.manifest, query.os, current)) await catalogue.readThrough();
      const loaded = catalogue.current;
      if (!loaded) {
        events.updateChecked({ os: query.os, channel: query.channel, currentVersion: current, outcome: "unavailable" }, null);
        return sendError(request, reply.header("retry-after", String(NO_CATALOGUE_RETRY_SECONDS)), 503, "updatesUnavailable");
      }
      const found = await chooseInStore(catalogue, store, request.log, loaded, (snapshot) =>
        findUpdate(snapshot.manifest, { ...query, current, nowMs: clock() }),
      );
      const snapshot = "refused" in found ? catalogue.current : found.snapshot;
      const checked = (outcome: UpdateOutcome) =>
        events.updateChecked({ os: query.os, channel: query.channel, currentVersion: current, outcome }, snapshot?.manifest ?? null);
      if ("refused" in found) {
        checked("unavailable");
        return found.refused === "missing" ? fileMissing(request, reply) : storeUnavailable(request, reply);
      }
      const offer = found.choice;
      if (!offer) {
        checked(isHeldBack(found.snapshot.manifest, { ...query, current, nowMs: clock() }) ? "held_back" : "up_to_date");
        return reply.code(204).send();
      }
      const link = await signedLink(store, offer.file, offer.file.path.split("/")[2]!, request.log);
      if ("refused" in link) {
        checked("unavailable");
        return storeUnavailable(request, reply);
      }
      checked("offered");
      events.linkHandedOut(offer.file, "update_check");
      const url = link.url;
      const notes = versionEntryOf(found.snapshot.manifest, query.os, offer.version)?.notes;
      return {
        version: offer.version,
        url,
        sha256: offer.file.sha256,
        sha512: offer.file.sha512,
        size: offer.file.size,
        notes: Object.fromEntries(LOCALES.map((locale) => [locale, notes?.[locale] ?? null])),
        publishedAt: offer.file.publishedAt,
        arch: offer.file.arch,
        kind: offer.file.kind,
      };
    },
  );

  app.get<{ Params: Record<string, string> }>(
    "/updates/electron/:os/:arch/:file",
    { schema: electronFeedSchema, validatorCompiler: documentOnly, ...limited },
    async (request, reply) => {
      let system: ReturnType<typeof checkSystem>;
      try {
        system = checkSystem(request, request.params.os, request.params.arch);
      } catch (error) {
        return refuse(request, reply, error);
      }
      const files = FEED_FILES[system.os];
      const name = request.params.file ?? "";
      const channel = Object.hasOwn(files, name) ? files[name] : undefined;
      if (channel === undefined) return sendError(request, reply, 404, "unknownFeedFile", { value: echo(request.params.file) });
      const current = catalogue.current;
      if (!current) return sendError(request, reply.header("retry-after", String(NO_CATALOGUE_RETRY_SECONDS)), 503, "updatesUnavailable");
      const place = stagingPlace(request.headers["x-user-staging-id"]);
      const now = clock();
      // The feed names one file to download: it must be in the store, or the feed is made from the manifest as it is now.
      const found = await chooseInStore(catalogue, store, request.log, current, (snapshot) =>
        feedOffer(snapshot.manifest, system.os, system.arch, channel, now, place),
      );
      if ("refused" in found) return found.refused === "missing" ? fileMissing(request, reply) : storeUnavailable(request, reply);
      const installedVersion = installedVersionOf(request);
      events.feedChecked({ os: system.os, arch: system.arch, channel, installedVersion }, found.snapshot.manifest);
      if (found.choice === null) return sendError(request, reply, 404, "noFeedBuild", { os: system.os, arch: system.arch, channel });
      const yaml = electronFeedBytes(found.snapshot.manifest, system.os, system.arch, found.choice, apiLocale(request));
      return reply.header("vary", "Accept-Language, X-User-Staging-Id").type("text/yaml; charset=utf-8").send(yaml);
    },
  );

  if (direct) {
    const pattern = `${app.prefix}/updates/electron/:os/:arch/:file`;
    const limit = updateChecksPerMinute === undefined ? null : counted.get("GET", pattern);
    // Counts kept in Redis cost a round trip, which the route makes: the lane only answers what this process counts, or nothing limits.
    if (limit !== undefined)
      for (const os of OPERATING_SYSTEMS)
        for (const arch of ARCHITECTURES_OF[os])
          for (const [name, channel] of Object.entries(FEED_FILES[os])) {
            // The channel's candidates, found again only when the catalogue has a new manifest.
            let known: { manifest: Manifest; candidates: FeedCandidates } | undefined;
            const maxText = limit ? String(limit.max) : "";
            direct.route(
              `${app.prefix}/updates/electron/${os}/${arch}/${name}`,
              (request, ip) => {
                const current = catalogue.current;
                if (!current) return undefined;
                if (known?.manifest !== current.manifest)
                  known = { manifest: current.manifest, candidates: feedCandidates(current.manifest, os, arch, channel) };
                const offer = feedOfferAmong(known.candidates, clock(), stagingPlace(request.headers["x-user-staging-id"]));
                // A file not found in the store within the last second, and every answer but a 200, is the route's to give.
                if (!offer || !foundRecently(store, offer.file.path, catalogue.clock())) return undefined;
                let values: string[] | undefined;
                if (limit) {
                  const count = ip === undefined ? null : limit.count(ip);
                  if (!count) return undefined;
                  values = [maxText, String(Math.max(0, limit.max - count.current)), String(Math.ceil(count.ttl / 1000))];
                }
                events.feedChecked({ os, arch, channel, installedVersion: installedVersionOf(request) }, current.manifest);
                const answer = feedAnswer(electronFeedBytes(current.manifest, os, arch, offer, apiLocale(request)), limit !== null);
                return values ? { answer, values } : { answer };
              },
              { label: pattern, anyQuery: true },
            );
          }
  }

  app.get<{ Params: Record<string, string> }>(
    "/updates/electron/:os/:arch/:version/:file",
    { schema: electronFileSchema, validatorCompiler: documentOnly, ...fileLimited },
    async (request, reply) => {
      try {
        checkSystem(request, request.params.os, request.params.arch);
      } catch (error) {
        return refuse(request, reply, error);
      }
      if (!catalogue.current) return sendError(request, reply.header("retry-after", String(NO_CATALOGUE_RETRY_SECONDS)), 503, "updatesUnavailable");
      const { version = "", file: fileName = "" } = request.params;
      const key = `${request.params.os}/${version}/${fileName}`;
      // Only an exact manifest key becomes a link, or the blockmap the manifest says a file has.
      // An app follows a feed it read earlier: a version removed since is not offered any more.
      const notOffered = () => sendError(request, reply, 404, "updateFileNotOffered", { file: echo(fileName), version: echo(version) });
      if (fileName.endsWith(BLOCKMAP_SUFFIX)) {
        const of = await catalogue.findFile(key.slice(0, -BLOCKMAP_SUFFIX.length));
        const blockmap = of && blockmapFileOf(of);
        if (!blockmap) return notOffered();
        // Also of a yanked version: installations that run it update from its blockmap.
        const link = await linkToFile(store, catalogue, blockmap, fileName, request.log);
        if ("refused" in link) return link.refused === "gone" ? notOffered() : storeUnavailable(request, reply);
        // The new version's blockmap starts a differential download; the installed version's own is the old side of one.
        if (installedVersionOf(request) !== of.version)
          events.updateDownload({ os: of.os, version: of.version, kind: "differential", bytes: 0, wholeBytes: of.size });
        return redirectToStoreLink(reply, link.url, 302);
      }
      const file = await catalogue.findFile(key);
      if (!file || !catalogue.current) return notOffered();
      if (isYanked(catalogue.current.manifest, file.os, file.version)) return refuseYanked(request, reply, file, catalogue.current.manifest);
      const found = await chooseInStore(catalogue, store, request.log, catalogue.current, (snapshot) => {
        const listed = snapshot.byPath.get(key);
        return listed ? { file: listed } : null;
      });
      if ("refused" in found) return found.refused === "missing" ? fileMissing(request, reply) : storeUnavailable(request, reply);
      if (!found.choice) return notOffered();
      const chosen = found.choice.file;
      // S3 answers one range per request: a request for several (electron-updater's default,
      // useMultipleRangeRequest) is answered here, with the parts fetched from the store; one
      // range or none goes to the store's link (docs/decisions/072-multiple-ranges.md).
      const range = request.headers.range;
      if (store.readRange && range?.includes(",") && request.headers["if-range"] === undefined) {
        const asked = parseRange(range, chosen.size);
        if (asked.kind === "unsatisfiable") {
          reply.header("content-range", `bytes */${chosen.size}`);
          return sendError(request, reply, 416, "rangeNotSatisfiable");
        }
        if (asked.kind !== "whole") {
          const parts = asked.kind === "part" ? [{ start: asked.start, end: asked.end }] : asked.ranges;
          const sent = await sendRangesFromStore(reply, store.readRange.bind(store), chosen, parts, request.log);
          if ("refused" in sent) return sent.refused === "gone" ? fileMissing(request, reply) : storeUnavailable(request, reply);
          events.updateDownload({ os: chosen.os, version: chosen.version, kind: "differential", bytes: askedBytes(range, chosen.size) ?? 0 });
          return reply;
        }
      }
      const link = await signedLink(store, found.choice.file, fileName, request.log);
      if ("refused" in link) return storeUnavailable(request, reply);
      events.linkHandedOut(found.choice.file, "update_feed");
      const asked = rangeBytes(request.headers.range, found.choice.file.size);
      events.updateDownload({
        os: found.choice.file.os,
        version: found.choice.file.version,
        kind: asked === null ? "full" : "differential",
        bytes: asked ?? found.choice.file.size,
      });
      return redirectToStoreLink(reply, link.url, 302);
    },
  );
}
