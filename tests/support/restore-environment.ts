import { afterAll, beforeAll } from "vitest";
import { snapshotEnvironment } from "./environment-snapshot";

/*
 * The integration project's setup, run in every one of its files: process.env put back as the
 * file found it when the file ends. The files share their worker's modules and process
 * (vitest.config.ts), and those that talk to S3 give the SDK its credentials through the
 * environment, where the SDK reads them; without this, what one file set would reach the files
 * after it, and every process they start with `...process.env`.
 */
let restore: (() => void) | undefined;

beforeAll(() => {
  restore = snapshotEnvironment();
});

afterAll(() => restore?.());
