import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { ObservatoryScan } from "@mdn/mdn-http-observatory/src/scanner/index.js";

const CHILD = path.join(import.meta.dirname, "observatory-child.ts");

/** Scans `host` ("127.0.0.1:<port>") in a child process that trusts `caFile`. */
export async function observatoryScan(host: string, caFile: string): Promise<ObservatoryScan> {
  const env = { ...process.env, NODE_EXTRA_CA_CERTS: caFile, NODE_NO_WARNINGS: "1" };
  const { stdout } = await promisify(execFile)(process.execPath, [CHILD, host], { env, timeout: 60_000 }).catch(
    (error: { stderr?: string; stdout?: string; message: string }) => {
      throw new Error(`The Observatory scanner failed: ${error.stderr || error.stdout || error.message}`);
    },
  );
  return JSON.parse(stdout) as ObservatoryScan;
}

/** "csp: csp-implemented-with-unsafe-inline (-20): …" for every sub-test that cost points. */
export function describeFailures(result: ObservatoryScan): string[] {
  return Object.entries(result.tests)
    .filter(([, test]) => test.pass === false || test.scoreModifier < 0)
    .map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier}): ${plainText(test.scoreDescription ?? "")}`);
}

/** The scanner describes results in HTML for its website. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
