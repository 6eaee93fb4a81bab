/**
 * A manifest's entry for one Windows installer, as the tests that read manifests write it: the
 * facts a valid entry needs, with `overrides` for the one fact a test is about (or `undefined` to
 * leave a fact out). No sha512 unless a test gives one (`SHA512`): manifests written before the
 * feed needed it have none.
 */
export const releaseFile = <Overrides extends Record<string, unknown>>(version: string, overrides: Overrides = {} as Overrides) => ({
  path: `win/${version}/setup-${version}.exe`,
  os: "win",
  version,
  arch: "x64",
  kind: "installer",
  sha256: "a".repeat(64),
  size: 10,
  publishedAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

/** A well-formed sha512 in base64, as the update feed lists it. */
export const SHA512 = `${"A".repeat(86)}==`;
