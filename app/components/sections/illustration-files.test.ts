import { describe, expect, it } from "vitest";
import { type ShownWidths, TEMPLATE_SLIDER, fileWidths, illustrationUrl, renderedWidths, shownAtOwnWidth, sizes, srcSet } from "./illustration-files";

const slider: ShownWidths = [
  { fromViewport: 0, width: 220 },
  { fromViewport: 1024, width: 280 },
];

describe("illustration files", () => {
  it("offers every shown width at 1× and 2×, narrowest first, each once", () => {
    expect(fileWidths(slider)).toEqual([220, 280, 440, 560]);
    expect(fileWidths([{ fromViewport: 0, width: 220 }, { fromViewport: 640, width: 440 }])).toEqual([220, 440, 880]);
  });

  it("lists the files by pixel width and tells the browser the CSS width per viewport, widest viewport first", () => {
    expect(srcSet("template-sushi", slider)).toBe(
      "/illustrations/template-sushi-220w.webp 220w, /illustrations/template-sushi-280w.webp 280w, /illustrations/template-sushi-440w.webp 440w, /illustrations/template-sushi-560w.webp 560w",
    );
    expect(sizes(slider)).toBe("(min-width: 1024px) 280px, 220px");
    expect(sizes(shownAtOwnWidth(360))).toBe("360px");
    expect(illustrationUrl("qr-table", 960)).toBe("/illustrations/qr-table-960w.webp");
  });

  it("renders each drawing at its own width and wherever a slot shows it", () => {
    expect(renderedWidths("qr-table", 480)).toEqual([480, 960]);
    // A redrawn template of another size is still rendered at the slider's widths.
    expect(renderedWidths("template-sushi", 300)).toEqual([220, 280, 300, 440, 560, 600]);
    expect(TEMPLATE_SLIDER.shows("template-new-design")).toBe(true);
  });
});
