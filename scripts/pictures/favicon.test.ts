import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FAVICON_PX, renderFavicon } from "./favicon";

const square = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#e5533b"/></svg>`;

describe("favicon", () => {
  it("renders the SVG favicon to a square PNG", async () => {
    const meta = await sharp(await renderFavicon(Buffer.from(square))).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "png", width: FAVICON_PX, height: FAVICON_PX });
  });
});
