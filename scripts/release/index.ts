import { runRelease } from "./cli";

// Operators publish, list, remove and verify desktop releases (docs/releases.md).
const code = await runRelease(process.argv.slice(2), process.env, { out: (line) => console.log(line), err: (line) => console.error(line) });
// Exit now: a filesystem call that ran past its time limit (a hung mount, a FIFO) cannot be
// cancelled, and waiting for it would keep the process alive after the answer was given.
process.exit(code);
