import { describe, expect, it } from "vitest";
import { MOTO_INSTALL_HINT, MotoServer } from "./moto";

describe("test helpers that need a program installed", () => {
  it("fail with how to install moto when it is missing, instead of skipping", async () => {
    await expect(MotoServer.start([["bestelwijs-no-such-moto-server"]])).rejects.toThrow(MOTO_INSTALL_HINT);
    expect(MOTO_INSTALL_HINT).toContain('pip install "moto[server]"');
  });
});
