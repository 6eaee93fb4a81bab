import { readdirSync } from "node:fs";
import path from "node:path";
import { buildDir } from "../../../config/build-dir";

/** Where the pre-renderer wrote the pages this run is testing. */
export const pagesDir = () => path.join(buildDir(), "pages");

/** Every pre-rendered page (both locales, the 404s included), as absolute paths. */
export function builtPages(): string[] {
  return readdirSync(pagesDir(), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(pagesDir(), file))
    .sort();
}
