import { describe, expect, it } from "vitest";
import {
  fileWidths,
  type PictureSlot,
  pictureUrl,
  renderedWidths,
  type ShownWidths,
  shownAtOwnWidth,
  shownFor,
  sizes,
  srcSet,
  TEMPLATE_SLIDER,
} from "./picture-files";

const slider: ShownWidths = [
  { fromViewport: 0, width: 220 },
  { fromViewport: 1024, width: 280 },
];

describe("picture files", () => {
  it("offers every shown width at 1× and 2×, narrowest first, each once", () => {
    expect(fileWidths(slider)).toEqual([220, 280, 440, 560]);
    expect(
      fileWidths([
        { fromViewport: 0, width: 220 },
        { fromViewport: 640, width: 440 },
      ]),
    ).toEqual([220, 440, 880]);
  });

  it("lists the files of the page's language by pixel width, and the CSS width per viewport, widest viewport first", () => {
    expect(srcSet("nl", "template-sushi", slider)).toBe(
      "/pictures/nl/template-sushi-220w.webp 220w, /pictures/nl/template-sushi-280w.webp 280w, /pictures/nl/template-sushi-440w.webp 440w, /pictures/nl/template-sushi-560w.webp 560w",
    );
    expect(sizes(slider)).toBe("(min-width: 1024px) 280px, 220px");
    expect(sizes(shownAtOwnWidth(360))).toBe("360px");
    expect(pictureUrl("en", "qr-table", 960)).toBe("/pictures/en/qr-table-960w.webp");
  });

  it("renders a picture at the widths of the slots that show it, else at its design width", () => {
    const wide: PictureSlot = {
      shows: (name) => name === "wide",
      shown: [
        { fromViewport: 0, width: 300 },
        { fromViewport: 640, width: 500 },
      ],
    };
    expect(renderedWidths("qr-table", 480, [wide])).toEqual([480, 960]);
    expect(renderedWidths("wide", 600, [wide])).toEqual([300, 500, 600, 1000]);
    expect(shownFor("wide", 600, [wide])).toBe(wide.shown);
    expect(shownFor("qr-table", 480, [wide])).toEqual(shownAtOwnWidth(480));
    expect(TEMPLATE_SLIDER.shows("template-new-design")).toBe(true);
  });
});
