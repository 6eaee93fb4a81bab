import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir } from "../../config/build-dir";
import { useBuiltApp } from "./support/built-app";

/*
 * The editor is `npm run dev`'s alone (scripts/cms/, decision 078): the built site neither answers
 * its addresses nor carries any of its code.
 */
const app = useBuiltApp();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the built site and the editor", () => {
  it.each(["/admin", "/keystatic", "/keystatic/singleton/info-support", "/keystatic/editor.js", "/api/keystatic/tree"])(
    "answers %s not found, as any unknown address",
    async (url) => {
      const response = await app().inject({ url, headers: { "no-cors": "1" } });
      expect(response.statusCode).toBe(404);
    },
  );

  it("ships none of the editor's code, in the browser's files or the server's", async () => {
    const files = [...(await filesUnder(path.join(buildDir(), "client"))).filter((file) => /\.(js|html|css)$/.test(file)), path.join(buildDir(), "server.js")];
    const carrying = [];
    for (const file of files) if (/keystatic|keystar/i.test(await readFile(file, "utf8"))) carrying.push(path.relative(buildDir(), file));
    expect(carrying).toEqual([]);
  });
});
