import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { findJava } from "./java";

/** One finding of the Nu HTML Checker, as its JSON output gives it. */
export interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * What the checker gets wrong, each matched by message AND the markup it points at, so that
 * a real error of the same kind still shows. vnu 26.9.27 predates `rel="expect"`, whose
 * `blocking="render"` the HTML standard allows (https://html.spec.whatwg.org/#link-type-expect).
 */
const CHECKER_GAPS: ReadonlyArray<{ message: string; near: RegExp }> = [
  {
    message: "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    near: /<link rel="expect" href="#[\w-]+" blocking="render"\/>/,
  },
];

const isCheckerGap = (finding: NuMessage) => CHECKER_GAPS.some((gap) => finding.message === gap.message && gap.near.test(finding.extract ?? ""));

// vnu-jar exports the jar's path as a String object.
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/**
 * Checks all files in ONE JVM start (the start costs more than the checking) and returns
 * every error. vnu exits non-zero when it finds errors, so the JSON report decides, not the code.
 */
export async function checkHtml(files: readonly string[]): Promise<NuMessage[]> {
  const run = promisify(execFile);
  const args = ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files];
  const { stderr } = await run(findJava(), args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: { stderr?: string; message: string }) => {
    if (typeof error.stderr === "string" && error.stderr.trim().startsWith("{")) return { stderr: error.stderr };
    throw new Error(`The Nu HTML Checker did not run: ${error.stderr || error.message}`);
  });
  const report = JSON.parse(stderr) as { messages: NuMessage[] };
  return report.messages.filter((message) => message.type !== "info" && !isCheckerGap(message));
}

/** "nl/prijzen.html:1:2345: Duplicate ID “faq”." — enough to find and fix it. */
export function describeNuMessage(message: NuMessage, root: string): string {
  const file = (message.url ?? "?").replace(/^file:/, "").replace(`${root}/`, "");
  return `${file}:${message.lastLine ?? "?"}:${message.lastColumn ?? "?"}: ${message.message}${message.extract ? ` (near: ${message.extract.trim()})` : ""}`;
}
