import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyOf } from "../../../app/i18n/catalog";
import type { DownloadsCopy } from "../../../content/types";
import { publish } from "../../../server/releases/publish";
import { createReleases, type Releases } from "../../../server/releases/setup";
import type { ReleaseStore } from "../../../server/releases/store";
import type { ReleaseNotes } from "../../../shared/downloads-api";
import { FILES_URL } from "../../../shared/home-api";
import type { Locale } from "../../../shared/locale";

/*
 * A real operator's release set (docs/decisions/025-downloads-page-releases.md): several files per
 * version, notes in one language or both, a beta, dates; published through the operators' publish
 * path into a store of its own. tests/site/downloads-releases.site.test.ts reads the page the server
 * renders from it; tests/e2e/downloads-releases.e2e.test.ts uses it in a browser.
 */

interface Release {
  os: "win" | "mac_os";
  version: string;
  arch: string;
  kind: string;
  name: string;
  at: string;
  notes?: ReleaseNotes;
}

const NOTES_2_12: ReleaseNotes = {
  nl: "Nieuw in deze versie:\n\n- Bonnen printen *twee keer* zo snel\n- Lees [de handleiding](https://example.com/nl)",
  en: "New in this version:\n\n- Receipts print *twice* as fast\n- Read [the manual](https://example.com/en)",
  fr: "Nouveau dans cette version\u202f:\n\n- Les tickets s’impriment *deux fois* plus vite\n- Lisez [le manuel](https://example.com/fr)",
};
const RELEASES: readonly Release[] = [
  {
    os: "win",
    version: "2.10.0",
    arch: "x64",
    kind: "installer",
    name: "bestelwijs-2.10.0-x64.exe",
    at: "2025-11-03T10:00:00Z",
    notes: { en: "English only: <img src=x onerror=alert(1)> and [a bad link](javascript:alert(1))." },
  },
  { os: "win", version: "2.10.0", arch: "x86", kind: "installer", name: "bestelwijs-2.10.0-x86.exe", at: "2025-11-03T10:05:00Z" },
  { os: "win", version: "2.12.0", arch: "x64", kind: "installer", name: "bestelwijs-2.12.0-x64.exe", at: "2026-03-12T09:30:00Z", notes: NOTES_2_12 },
  { os: "win", version: "2.12.0", arch: "x86", kind: "installer", name: "bestelwijs-2.12.0-x86.exe", at: "2026-03-12T09:31:00Z" },
  { os: "win", version: "2.12.0", arch: "arm64", kind: "installer", name: "bestelwijs-2.12.0-arm64.exe", at: "2026-03-12T09:32:00Z" },
  { os: "win", version: "2.12.0", arch: "x64", kind: "zip", name: "bestelwijs-2.12.0-x64-portable.zip", at: "2026-03-12T09:33:00Z" },
  {
    os: "win",
    version: "2.13.0-beta.1",
    arch: "x64",
    kind: "installer",
    name: "bestelwijs-2.13.0-beta.1-x64.exe",
    at: "2026-04-01T08:00:00Z",
    notes: { nl: "Bèta: een nieuwe koppeling met de kassa.", en: "Beta: a new connection to the till." },
  },
  { os: "mac_os", version: "2.11.0", arch: "universal", kind: "dmg", name: "bestelwijs-2.11.0.dmg", at: "2025-12-24T12:00:00Z" },
  {
    os: "mac_os",
    version: "2.12.0",
    arch: "universal",
    kind: "dmg",
    name: "bestelwijs-2.12.0-universal.dmg",
    at: "2026-03-13T07:00:00Z",
    notes: { nl: "Alleen in het Nederlands: de app start *sneller* op." },
  },
  { os: "mac_os", version: "2.12.0", arch: "arm64", kind: "dmg", name: "bestelwijs-2.12.0-arm64.dmg", at: "2026-03-13T07:01:00Z" },
];

async function publishAll(store: ReleaseStore): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-e2e-files-"));
  try {
    for (const release of RELEASES) {
      const file = path.join(scratch, release.name);
      await writeFile(file, `TEST FILE ${release.name}\n`);
      await publish(
        store,
        { os: release.os, version: release.version, arch: release.arch, kind: release.kind, file, notes: release.notes },
        new Date(release.at),
        { rollout: { percent: 100 } },
      );
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A fresh store with RELEASES; `linksPerMinute` is the download rate limit. */
export async function createReleaseSet(linksPerMinute: number): Promise<{ releases: Releases; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-releases-"));
  const releases = createReleases({ dir, linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute, samples: false }, FILES_URL);
  await publishAll(releases.store);
  return { releases, remove: () => rm(dir, { recursive: true, force: true }) };
}

const COPY = (locale: Locale) => copyOf(locale, "info.downloads");
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
/** Release dates day first: Dutch as in the Netherlands, English as in Britain ("12 March 2026"), French as in Belgium. Intl is the reference; the page writes them without it. */
export const longDate = (lang: Locale, iso: string) =>
  new Intl.DateTimeFormat({ nl: "nl-NL", en: "en-GB", fr: "fr-BE" }[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );
export const label = (lang: Locale, os: "win" | "mac_os", arch: string, kind: string) =>
  fill(COPY(lang).fileLabel, {
    kind: COPY(lang).kinds[kind as keyof DownloadsCopy["kinds"]],
    arch: COPY(lang).architectures[os][arch as keyof DownloadsCopy["architectures"]["win"]],
  });
export const buttonName = (lang: Locale, os: "win" | "mac_os", version: string, arch: string, kind: string) =>
  fill(COPY(lang).downloadLabel, { title: label(lang, os, arch, kind), os: COPY(lang).systems[os].name, version });
