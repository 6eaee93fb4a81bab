import { LOCALES } from "../../../shared/locale";

/*
 * JSON schemas of the update endpoints, for the OpenAPI document. The handlers check the input
 * themselves (index.ts), so that every refusal is a sentence in the visitor's language.
 */

const error = {
  type: "object",
  required: ["error"],
  properties: { error: { type: "string", description: "A sentence a person can read, in the language of Accept-Language (nl or en)." } },
} as const;

const os = { type: "string", enum: ["mac_os", "win"] } as const;
const arch = {
  type: "string",
  enum: ["x64", "x86", "arm64", "universal"],
  description: "win: x64, arm64, x86; mac_os: universal, arm64, x64 (a universal build is offered to every Mac).",
} as const;

export const updateSchema = {
  tags: ["updates"],
  summary: "Is there a newer version for this installation?",
  description:
    "200 with the update, or 204 when the installation is up to date. The offer follows a pin (every channel is held on the pinned version) and a staged rollout: an installation is in or out by a hash of the version and its `installation` id, so the same id always gets the same answer. Without an id, a version under rollout is not offered. Betas only on `channel=beta`. Other query parameters are ignored.",
  params: {
    type: "object",
    required: ["os", "arch", "currentVersion"],
    properties: {
      os,
      arch,
      currentVersion: { type: "string", description: "The installed version, a semantic version.", examples: ["2.10.0", "2.11.0-beta.1"] },
    },
  },
  querystring: {
    type: "object",
    properties: {
      channel: { type: "string", enum: ["stable", "beta"], default: "stable" },
      installation: { type: "string", pattern: "^[A-Za-z0-9._-]{1,64}$", description: "A stable id of this installation (a UUID), for staged rollouts." },
    },
  },
  response: {
    200: {
      type: "object",
      required: ["version", "url", "sha256", "sha512", "size", "notes", "publishedAt", "arch", "kind"],
      properties: {
        version: { type: "string" },
        url: {
          type: "string",
          description: "A signed download link, valid for RELEASE_LINK_TTL_SECONDS; relative to this server with the local store, an S3 URL otherwise.",
        },
        sha256: { type: "string", pattern: "^[0-9a-f]{64}$" },
        sha512: { type: "string", description: "SHA-512 of the file, base64." },
        size: { type: "integer", minimum: 1 },
        notes: {
          type: "object",
          required: [...LOCALES],
          properties: Object.fromEntries(LOCALES.map((locale) => [locale, { type: ["string", "null"] }])),
          description: "Release notes in Markdown (paragraphs, bullets, https links, emphasis); null where none were written.",
        },
        publishedAt: { type: "string", format: "date-time" },
        arch,
        kind: { type: "string", enum: ["installer", "msi", "msix", "dmg", "pkg", "zip"] },
      },
    },
    204: { type: "null", description: "Up to date: nothing newer for this system, architecture and channel (or not yet for this installation)." },
    400: error,
    404: error,
    429: error,
    503: error,
  },
} as const;

export const electronFeedSchema = {
  tags: ["updates"],
  summary: "electron-updater's generic feed",
  description:
    "Point electron-updater's generic provider at `/api/home/v1/updates/electron/{os}/{arch}`; it asks for `latest.yml` / `beta.yml` (win) or `latest-mac.yml` / `beta-mac.yml` (mac_os). YAML with version, files[{url, sha512, size}], path, sha512, releaseDate, stagingPercentage (during a rollout) and releaseNotes (HTML, in the language of Accept-Language). The version is the highest whose rollout band holds the installation, placed as electron-updater places it from the `x-user-staging-id` header it sends (a lowercase UUID); without one, the highest version offered to all. File URLs are relative and redirect to a fresh signed link.",
  params: {
    type: "object",
    required: ["os", "arch", "file"],
    properties: { os, arch, file: { type: "string", enum: ["latest.yml", "beta.yml", "latest-mac.yml", "beta-mac.yml"] } },
  },
  response: { 400: error, 404: error, 429: error, 503: error },
} as const;

export const electronFileSchema = {
  tags: ["updates"],
  summary: "A file named in an electron-updater feed",
  description: "302 to a fresh signed download link (`Cache-Control: no-store`).",
  params: { type: "object", required: ["os", "arch", "version", "file"], properties: { os, arch, version: { type: "string" }, file: { type: "string" } } },
  response: { 302: { type: "null", description: "Location is the signed link." }, 400: error, 404: error, 429: error, 503: error },
} as const;
