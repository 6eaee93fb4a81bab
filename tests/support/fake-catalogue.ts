import { type Catalogue, type CatalogueSnapshot, downloadsOf } from "../../server/releases/catalogue";
import { emptyManifest, type Manifest } from "../../server/releases/manifest";

/** A store's manifest with one Windows release of `winVersion` (with notes) and macOS 2.9.0. */
function manifest(winVersion: string): Manifest {
  const file = (os: "win" | "mac_os", version: string, name: string) => ({
    path: `${os}/${version}/${name}`,
    os,
    version,
    arch: "x64" as const,
    kind: os === "win" ? ("installer" as const) : ("dmg" as const),
    sha256: "a".repeat(64),
    size: 1000,
    publishedAt: "2026-11-01T10:00:00.000Z",
  });
  return {
    ...emptyManifest(),
    files: [file("win", winVersion, `bestelwijs-${winVersion}.exe`), file("mac_os", "2.9.0", "bestelwijs-2.9.0.dmg")],
    versions: [{ os: "win", version: winVersion, notes: { en: "Faster **printing**", nl: "Sneller printen" } }],
  };
}

/** A catalogue whose snapshot a test can replace, as a refresh does. */
export function fakeCatalogue(winVersion: string | null) {
  const state = { current: null as Pick<CatalogueSnapshot, "downloads" | "body" | "bodyBytes" | "etag"> | null };
  const load = (version: string | null) => {
    state.current = version === null ? null : { ...downloadsOf(manifest(version)), etag: `"${version}"` };
  };
  load(winVersion);
  return { catalogue: state as unknown as Catalogue, load };
}
