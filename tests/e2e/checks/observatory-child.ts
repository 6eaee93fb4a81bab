/**
 * Runs Mozilla's HTTP Observatory scanner against one host and prints its result as JSON.
 * A process of its own: Node reads NODE_EXTRA_CA_CERTS (how the scanner comes to trust the
 * test certificate) only at start, and the patch below must not leak into the tests.
 * Run by observatory.ts with Node's own TypeScript support, so it imports no .ts modules.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const packageRoot = new URL(".", import.meta.resolve("@mdn/mdn-http-observatory/package.json"));
const preloadList = fileURLToPath(new URL("conf/hsts-preload.json", packageRoot));

// The package downloads Chromium's HSTS preload list in a postinstall script, which this
// project does not run (package.json, allowScripts). 127.0.0.1 can never be on that list,
// so an empty one gives the same grade.
if (!fs.existsSync(preloadList)) {
  const readFileSync = fs.readFileSync;
  fs.readFileSync = ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) =>
    file === preloadList ? "{}" : Reflect.apply(readFileSync, fs, [file, ...rest])) as typeof fs.readFileSync;
}

const { scan } = await import("@mdn/mdn-http-observatory/src/scanner/index.js");
const host = process.argv[2];
if (!host) throw new Error("usage: observatory-child.ts <host[:port]>");
process.stdout.write(JSON.stringify(await scan(host)));
