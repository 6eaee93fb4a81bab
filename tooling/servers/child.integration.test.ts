import { afterEach, describe, expect, it } from "vitest";
import { Child } from "./child";

const node = (script: string, name = "node -e") => Child.start([process.execPath, "-e", script], { name });

afterEach(() => Child.killAll());

describe("Child", () => {
  it("keeps stdout and stderr apart and together, and gives the exit code once every byte is read", async () => {
    const child = node(`process.stdout.write("out ".repeat(50000)); process.stderr.write("err"); process.exitCode = 3;`);
    expect(await child.exited).toBe(3);
    expect(child.stdout).toBe("out ".repeat(50000));
    expect(child.stderr).toBe("err");
    expect(child.output).toHaveLength(200_003);
    expect(child.alive).toBe(false);
  });

  it("waits until its log says so, on the line it writes", async () => {
    const child = node(`setTimeout(() => console.log(JSON.stringify({ msg: "ready" })), 200); setInterval(() => {}, 1000);`);
    await child.logged("the ready line", (line) => line.msg === "ready", 60_000);
    expect(child.alive).toBe(true);
    expect(await child.stop()).toBe(null);
  });

  it("ends a wait at once, with its output, when the process exits first", async () => {
    const child = node(`console.log("gave up"); process.exit(1);`, "a server that exits");
    await expect(child.until("it answers", () => false, 60_000)).rejects.toThrow(/a server that exits exited \(1\) before it answers:\ngave up/);
  });

  it("kills a process still running when the limit ends, and says null", async () => {
    const child = node("for (;;) {}");
    expect(await child.exitCodeWithin(200)).toBe(null);
    expect(child.alive).toBe(false);
  });

  it("kills every child still running, for a test that failed before it stopped its own", async () => {
    const children = [node("setInterval(() => {}, 1000)"), node("setInterval(() => {}, 1000)")];
    await Child.killAll();
    expect(children.map((child) => child.alive)).toEqual([false, false]);
    expect(await Promise.all(children.map((child) => child.exited))).toEqual([null, null]);
  });

  it("gives the exit code of a process that left one of its own holding the output, instead of waiting for it", async () => {
    // The shell exits at once; the sleep it started keeps its stdout open, as npm's server would.
    const child = Child.start(["sh", "-c", "sleep 120 & echo $!"], { name: "a shell that leaves a process behind" });
    try {
      expect(await child.exited).toBe(0);
      expect(child.alive).toBe(false);
    } finally {
      const left = Number(child.stdout.trim());
      if (left > 0) process.kill(left, "SIGKILL");
    }
  });

  it("fails a step that must succeed with its exit code and output", async () => {
    await expect(node(`console.error("no such file"); process.exit(2);`, "a step").succeeds()).rejects.toThrow(/a step exited 2:\nno such file/);
    expect((await node(`console.log("done")`).succeeds()).stdout).toBe("done\n");
  });

  it("exits with the reason when the program is not installed", async () => {
    const child = Child.start(["bestelwijs-no-such-program"], { name: "a missing program" });
    expect(await child.exited).toBe(null);
    expect(child.output).toContain("ENOENT");
  });
});
