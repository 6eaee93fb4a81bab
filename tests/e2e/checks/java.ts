import { spawnSync } from "node:child_process";
import path from "node:path";

const INSTALL_HINT =
  "The Nu HTML Checker needs Java 11 or newer and none was found. Install it with " +
  "`sudo apt-get install -y default-jre-headless` (or set JAVA_HOME), then run the tests again.";

/**
 * JAVA_HOME's java, else the one on PATH. Fails with the install command instead of
 * letting vnu-jar download a JDK (its fallback), which CI's network would refuse anyway.
 */
export function findJava(env: Record<string, string | undefined> = process.env): string {
  const candidates = [env.JAVA_HOME && path.join(env.JAVA_HOME, "bin", "java"), "java"].filter((c): c is string => Boolean(c));
  const found = candidates.find((candidate) => spawnSync(candidate, ["-version"], { stdio: "ignore" }).status === 0);
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}
