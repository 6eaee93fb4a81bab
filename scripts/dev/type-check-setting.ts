import { ConfigError } from "../../config/site-config";

/**
 * Whether `npm run dev` checks the types as it runs (`TYPE_CHECK`, on unless set to `off`). The
 * check is `tsc` over the whole project in a worker, some 20 s of CPU at start: a machine that
 * only edits words (or a test of the editor) can do without it and start the pages sooner.
 */
export function readTypeCheck(env: Record<string, string | undefined>): boolean {
  const value = env.TYPE_CHECK;
  if (value === undefined || value === "" || value === "on") return true;
  if (value === "off") return false;
  throw new ConfigError("TYPE_CHECK", `must be "on" or "off" (on when unset), not ${JSON.stringify(value)}`);
}
