import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BARE_BODIES, type CapturedAnswer, startBareNode } from "./api-platform";

/*
 * The platform comparison is only fair if bare Node sends what our server sent, byte for byte,
 * whichever way it writes its body (decision 070): a Latin-1 string of the bytes or the Buffer.
 */
describe("bare Node in the platform comparison", () => {
  const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, at) => at)), Buffer.from("Notes d’exemple : à l’écran")]);
  const captured: CapturedAnswer = {
    path: "/api/home/v1/captured",
    status: 200,
    headers: [
      ["x-request-id", "captured-1"],
      ["content-type", "application/octet-stream"],
      ["content-length", String(bytes.length)],
    ],
    body: bytes.toString("base64"),
  };

  it.each(BARE_BODIES)("sends the captured status, headers and every byte, its body written as a %s", async (body) => {
    const workDir = await mkdtemp(path.join(tmpdir(), "bestelwijs-bare-node-"));
    const bare = await startBareNode([captured], workDir, body);
    try {
      const answer = await fetch(`${bare.url}${captured.path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-request-id")).toBe("captured-1");
      expect(answer.headers.get("content-length")).toBe(String(bytes.length));
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await bare.stop();
      await rm(workDir, { recursive: true, force: true });
    }
  });
});
