import { runRelease } from "./release/cli";

// Operators publish, list, remove and verify desktop releases (README, "Releases").
process.exitCode = await runRelease(process.argv.slice(2), process.env, { out: (line) => console.log(line), err: (line) => console.error(line) });
