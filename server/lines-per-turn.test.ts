import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { bufferDestination, LinesPerTurn } from "./lines-per-turn";

const turnEnds = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the log's lines, gathered per turn of the event loop", () => {
  it("reach the destination as one write when the turn ends, in the order they were written", async () => {
    const writes: string[] = [];
    const lines = new LinesPerTurn({ write: (data) => writes.push(data.toString()) });
    lines.write("one\n");
    lines.write("two\n");
    expect(writes).toEqual([]);
    await turnEnds();
    expect(writes).toEqual(["one\ntwo\n"]);
    lines.write("three\n");
    await turnEnds();
    expect(writes).toEqual(["one\ntwo\n", "three\n"]);
  });

  it("write nothing for a turn without lines", async () => {
    const writes: string[] = [];
    const lines = new LinesPerTurn({ write: (data) => writes.push(data.toString()) });
    lines.flushSync();
    await turnEnds();
    expect(writes).toEqual([]);
  });

  it("are written at once, with what the destination holds, when flushed (as at exit)", () => {
    const writes: string[] = [];
    let flushed = 0;
    const lines = new LinesPerTurn({ write: (data) => writes.push(data.toString()), flushSync: () => flushed++ });
    lines.write("last words\n");
    lines.flushSync();
    expect(writes).toEqual(["last words\n"]);
    expect(flushed).toBe(1);
  });

  it("hand what is pending to the destination and wait for it when pino's logger.flush() asks", async () => {
    const writes: string[] = [];
    const lines = new LinesPerTurn({ write: (data) => writes.push(data.toString()), flush: (done) => done() });
    lines.write("before a flush\n");
    await new Promise<void>((resolve, reject) => lines.flush((error) => (error ? reject(error) : resolve())));
    expect(writes).toEqual(["before a flush\n"]);
  });

  it("reach a file through pino's destination in its buffer mode, as the server writes them, every character intact", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lines-per-turn-"));
    try {
      const file = path.join(dir, "server.log");
      const destination = bufferDestination({ dest: file, sync: true });
      // sonic-boom's buffer mode is its own write (in its text mode a Buffer would become a string and reach the file the same).
      expect(destination.write.name).toBe("writeBuffer");
      const lines = new LinesPerTurn(destination);
      const log = pino({ base: null, timestamp: false }, lines);
      log.info({ url: '/café?x="1"' }, "één verzoek 😀");
      log.warn("second");
      await turnEnds();
      lines.flushSync();
      expect(await readFile(file, "utf8")).toBe(
        `${JSON.stringify({ level: 30, url: '/café?x="1"', msg: "één verzoek 😀" })}\n${JSON.stringify({ level: 40, msg: "second" })}\n`,
      );
      destination.end();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
