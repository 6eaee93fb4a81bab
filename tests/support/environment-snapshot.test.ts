import { describe, expect, it } from "vitest";
import { snapshotEnvironment } from "./environment-snapshot";

describe("an environment snapshot", () => {
  it("puts back what was changed, removes what was added and brings back what was deleted", () => {
    const env: NodeJS.ProcessEnv = { KEPT: "1", CHANGED: "before", DELETED: "there" };
    const restore = snapshotEnvironment(env);
    env.CHANGED = "after";
    env.ADDED = "new";
    delete env.DELETED;
    Object.assign(env, { AWS_ACCESS_KEY_ID: "testing" });
    restore();
    expect(env).toEqual({ KEPT: "1", CHANGED: "before", DELETED: "there" });
  });
});
