import { afterAll } from "vitest";
import { Child } from "../../tooling/servers/child";

/*
 * The integration project's setup, run in every one of its files: what a file's processes left
 * running (a test that failed or timed out before it stopped one) is killed when the file ends.
 * Vitest ends its workers with SIGTERM, which runs no exit handler, so child.ts's own at exit would
 * not.
 */
afterAll(() => Child.killAll());
