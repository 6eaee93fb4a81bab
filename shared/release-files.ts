/*
 * What a published file of the desktop app is, in the words the home API, the release store, the
 * release CLI and the downloads page all use: its operating system, processor architecture and
 * kind of file (docs/decisions/021-release-feed-and-file-facts.md). Both the server and the page
 * import this; it imports nothing of theirs (docs/decisions/033-formatter-linter-and-room-rules.md).
 */

/** Every system the store knows, in the order the API and the store list them. */
export const OPERATING_SYSTEMS = ["mac_os", "win"] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

/** The order the downloads page shows the systems in: its cards, previous and beta versions. */
export const OS_DISPLAY_ORDER: readonly OperatingSystem[] = ["win", "mac_os"];

export const isOperatingSystem = (value: unknown): value is OperatingSystem =>
  typeof value === "string" && (OPERATING_SYSTEMS as readonly string[]).includes(value);

const ARCHITECTURES = ["x64", "x86", "arm64", "universal"] as const;
export type Architecture = (typeof ARCHITECTURES)[number];

/**
 * The kinds an operator may publish, per system, main download first. `other` is only given by
 * the migration of a schema 1 manifest to a file whose kind cannot be told from its name.
 */
export const KINDS_OF = {
  win: ["installer", "msi", "msix", "zip"],
  mac_os: ["dmg", "pkg", "zip"],
} as const satisfies Record<OperatingSystem, readonly string[]>;

export type PublishableKind = (typeof KINDS_OF)[OperatingSystem][number];
export type FileKind = PublishableKind | "other";
