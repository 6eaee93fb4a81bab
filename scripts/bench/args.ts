/**
 * Command-line flags of bench-web. Kept apart so a typo fails in milliseconds with a usage
 * message (exit 2) instead of after a ten-minute build.
 */
import { parseArgs } from "node:util";
import { isLocale, LOCALES, type Locale } from "../../app/shared/locales";
import { normalizePath, PAGES } from "../../app/shared/route-table";

/** Any path outside the route table gives the pre-rendered 404 page, which is benched too. */
export const NOT_FOUND_PATH = "/__bench-not-found__";
const ALL_PATHS: readonly string[] = [...PAGES.map((page) => page.path), NOT_FOUND_PATH];

export interface BenchArgs {
  runs: number;
  paths: string[];
  locales: Locale[];
  build: boolean;
}

export const USAGE = `Usage: npm run bench:web -- [--runs N] [--only PATH[,PATH…]]… [--locale ${LOCALES.join("|")}] [--no-build]

  --runs N        Lighthouse runs per page, with and without scripts (default 3; median is reported)
  --only PATHS    limit to these routes; repeatable or comma-separated (e.g. --only /,/prijzen)
  --locale L      limit to one locale: ${LOCALES.join(" or ")}
  --no-build      skip \`npm run build\` and bench the existing build/ directory
  --help          show this message

Routes: ${ALL_PATHS.join(" ")}`;

export class UsageError extends Error {}

export function parseBenchArgs(argv: readonly string[]): BenchArgs | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        runs: { type: "string" },
        only: { type: "string", multiple: true },
        locale: { type: "string", multiple: true },
        "no-build": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    // parseArgs already names the flag ("Unknown option '--foo'"); only the usage is added.
    throw new UsageError((error as Error).message);
  }
  if (values.help) return "help";

  const runsText = values.runs ?? "3";
  if (!/^\d+$/.test(runsText) || Number(runsText) < 1 || Number(runsText) > 20) {
    throw new UsageError(`--runs must be a whole number from 1 to 20, got "${runsText}"`);
  }

  const paths = splitList(values.only).map(normalizePath);
  if (values.only && paths.length === 0) throw new UsageError("--only needs at least one route path");
  const unknownPaths = paths.filter((p) => !ALL_PATHS.includes(p));
  if (unknownPaths.length > 0) throw new UsageError(`Unknown route(s) for --only: ${unknownPaths.join(", ")}`);

  const locales = splitList(values.locale);
  const badLocale = locales.find((code) => !isLocale(code));
  if (badLocale !== undefined) throw new UsageError(`--locale must be ${LOCALES.join(" or ")}, got "${badLocale}"`);

  return {
    runs: Number(runsText),
    // Keep route-table order whatever order the flags came in, so reports line up run to run.
    paths: paths.length > 0 ? ALL_PATHS.filter((p) => paths.includes(p)) : [...ALL_PATHS],
    locales: locales.length > 0 ? LOCALES.filter((code) => locales.includes(code)) : [...LOCALES],
    build: !values["no-build"],
  };
}

function splitList(values: string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((value) => value.split(","))
    .map((item) => item.trim())
    .filter(Boolean);
}
