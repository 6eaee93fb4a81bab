import { describe, expect, it } from "vitest";
import { PICTURE_SIZES } from "../../app/components/sections/picture-sizes";
import { DRAWINGS } from "./registry";

/** The page reserves a picture's box from PICTURE_SIZES; the build draws it at the drawing's size. */
describe("picture sizes", () => {
  it("lists every drawing of the registry with its design size, and nothing else", () => {
    const fromDrawings = Object.fromEntries(DRAWINGS.map((drawing) => [drawing.name, { width: drawing.width, height: drawing.height }]));
    const lines = Object.entries(fromDrawings)
      .filter(([name, size]) => JSON.stringify(PICTURE_SIZES[name as keyof typeof PICTURE_SIZES]) !== JSON.stringify(size))
      .map(([name, size]) => `  "${name}": { width: ${size.width}, height: ${size.height} },`);
    expect(lines, "app/components/sections/picture-sizes.ts needs these lines").toEqual([]);
    expect(
      Object.keys(PICTURE_SIZES).filter((name) => !(name in fromDrawings)),
      "in picture-sizes.ts but not in the registry",
    ).toEqual([]);
  });
});
