/** JSON schemas of the downloads endpoints: they validate requests and make the OpenAPI document. */

const error = {
  type: "object",
  required: ["error"],
  properties: { error: { type: "string", description: "A sentence a person can read." } },
} as const;

const fileLink = {
  type: "object",
  required: ["url", "sha256", "size"],
  properties: {
    url: {
      type: "string",
      description: "The file's path in the release store; POST it to get a download link.",
      examples: ["win/2.5.0/bestelwijs-2.5.0-x64.exe"],
    },
    sha256: { type: "string", pattern: "^[0-9a-f]{64}$", description: "SHA-256 of the file, lowercase hex." },
    size: { type: "integer", minimum: 0, description: "Size in bytes." },
    arch: { type: "string", enum: ["x64", "x86", "arm64", "universal"], description: "The processor architecture it runs on (schema 2)." },
    kind: {
      type: "string",
      enum: ["installer", "msi", "msix", "dmg", "pkg", "zip", "other"],
      description: "What kind of file it is (schema 2); `other` only for files from before schema 2 whose kind could not be told.",
    },
    label: {
      type: "string",
      description:
        'English label composed from arch and kind, e.g. "Installer (64-bit)": the key in `files`. Pages compose their own in the visitor\'s language.',
    },
    publishedAt: { type: "string", format: "date-time" },
  },
} as const;

const notes = {
  type: "object",
  properties: { nl: { type: "string" }, en: { type: "string" } },
  description:
    "Release notes in Markdown (paragraphs, bullet lists, https links, emphasis; app/release-notes/markdown.ts renders them safely). A language without notes is absent.",
} as const;

const byVersion = { type: "object", additionalProperties: { type: "object", additionalProperties: fileLink } } as const;

const latestVersion = {
  type: "object",
  required: ["url", "title", "version", "sha256", "size"],
  properties: { ...fileLink.properties, title: { type: "string" }, version: { type: "string", description: "Semantic version." }, notes },
} as const;

const osKeys = { type: "string", enum: ["mac_os", "win"] } as const;

export const listSchema = {
  tags: ["downloads"],
  summary: "The published desktop software, by operating system and version",
  description: "Strong ETag (answers 304 to If-None-Match) and a short max-age. Versions are ordered highest first.",
  response: {
    200: {
      type: "object",
      required: ["files", "latestVersions"],
      properties: {
        files: {
          type: "object",
          propertyNames: osKeys,
          description: "os → version → link label → file",
          additionalProperties: { type: "object", additionalProperties: { type: "object", additionalProperties: fileLink } },
        },
        latestVersions: {
          type: "object",
          propertyNames: osKeys,
          additionalProperties: latestVersion,
          description: "Per system: the pinned version, else the highest that is not a pre-release, and its main file.",
        },
        betaVersions: {
          type: "object",
          propertyNames: osKeys,
          description: "os → version → label → file: pre-releases newer than the highest release, never latest.",
          additionalProperties: byVersion,
        },
        versions: {
          type: "object",
          propertyNames: osKeys,
          description: "os → version → facts, for every version in files and betaVersions.",
          additionalProperties: {
            type: "object",
            additionalProperties: {
              type: "object",
              required: ["channel", "publishedAt", "notes"],
              properties: {
                channel: { type: "string", enum: ["stable", "beta"] },
                publishedAt: { type: "string", format: "date-time", description: "When its first file was published." },
                notes,
              },
            },
          },
        },
      },
    },
    304: { type: "null", description: "Not modified: the If-None-Match ETag is current." },
    503: error,
  },
} as const;

export const linkSchema = {
  tags: ["downloads"],
  summary: "A short-lived signed link for one file",
  description:
    "The path must be an exact `url` from GET /downloads. Rate-limited per client; at most 1 KB. JSON answers 200 `{url}`. The downloads page's form (`application/x-www-form-urlencoded`, field `path`, posted to `?lang=nl|en` for browsers without JavaScript) is answered 303 to that link, and refusals as a small HTML page in that language with the same status.",
  consumes: ["application/json", "application/x-www-form-urlencoded"],
  body: {
    type: "object",
    required: ["path"],
    additionalProperties: false,
    properties: { path: { type: "string", minLength: 1, maxLength: 300 } },
  },
  response: {
    200: { type: "object", required: ["url"], properties: { url: { type: "string", description: "Where to send the browser; valid for a few minutes." } } },
    303: { type: "null", description: "A form post: Location is the signed link." },
    400: error,
    404: error,
    413: error,
    415: error,
    429: error,
    503: error,
  },
} as const;

export const fileSchema = {
  tags: ["downloads"],
  summary: "The file behind a signed link (local store only)",
  description: "Content-Disposition: attachment; strong ETag; a single byte range answers 206, several ranges the whole file.",
  querystring: {
    type: "object",
    // Untyped on purpose: a repeated or odd value is a bad signature (403), not a schema error.
    properties: { expires: { description: "Unix time in seconds after which the link stops working." }, signature: { description: "HMAC-SHA256, base64url." } },
  },
  response: { 403: error, 404: error, 410: error, 416: error, 503: error },
} as const;
