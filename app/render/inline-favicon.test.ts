import { describe, expect, it } from "vitest";
import { inlineFavicon } from "./inline-favicon";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe("inlineFavicon", () => {
  it("links the PNG as a data: URL in the head, so the browser makes no request for it", () => {
    const html = inlineFavicon("<html><head><title>x</title></head><body></body></html>", png, 48);
    expect(html).toBe(
      '<html><head><title>x</title><link rel="icon" type="image/png" sizes="48x48" href="data:image/png;base64,iVBORw=="/></head><body></body></html>',
    );
  });

  it("refuses a page without a head, or one that links a favicon already", () => {
    expect(() => inlineFavicon("<html><body></body></html>", png, 48)).toThrow(/no <\/head>/);
    expect(() => inlineFavicon('<html><head><link rel="icon" href="/favicon.png"/></head></html>', png, 48)).toThrow(/already/);
  });
});
