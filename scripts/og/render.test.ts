import { describe, expect, it } from "vitest";
import { pngSize } from "./png-size";
import { createCardRenderer } from "./render";

describe("createCardRenderer", () => {
  it("draws a 1200×630 PNG, byte for byte the same every time", async () => {
    const render = await createCardRenderer("Bestelwijs");
    const first = await render("Gasten bestellen zelf aan tafel, met één scan");
    const second = await render("Gasten bestellen zelf aan tafel, met één scan");
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.compare(first, second)).toBe(0);
  });

  it("draws a different image for a different headline", async () => {
    const render = await createCardRenderer("Bestelwijs");
    expect(Buffer.compare(await render("Pricing and plans"), await render("Support and contact"))).not.toBe(0);
  });
});

describe("pngSize", () => {
  it("rejects bytes that are not a PNG", () => {
    expect(() => pngSize(new TextEncoder().encode("<html>not an image at all</html>"))).toThrow(/Not a PNG/);
  });
});
