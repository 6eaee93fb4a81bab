import { describe, expect, it } from "vitest";
import { buildTagManagerId, tagManagerIdIn } from "./page-csp-facts";

describe("tag-manager id of a build", () => {
  const withId = `<head><script data-tag-manager="GTM-T3ST000">startConsent()</script></head>`;

  it("is read from the attribute of the consent script the page carries", () => {
    expect(tagManagerIdIn(withId)).toBe("GTM-T3ST000");
    expect(tagManagerIdIn("<head><script>boot()</script></head>")).toBeUndefined();
    // Text of the page that merely mentions the attribute is not the script.
    expect(tagManagerIdIn('<p>data-tag-manager="GTM-T3ST000"</p>')).toBeUndefined();
  });

  it("is shared by every page, or the build fails", () => {
    expect(
      buildTagManagerId([
        { file: "nl/index.html", html: withId },
        { file: "en/index.html", html: withId },
      ]),
    ).toBe("GTM-T3ST000");
    expect(buildTagManagerId([{ file: "nl/index.html", html: "<p>no id</p>" }])).toBeUndefined();
    expect(() =>
      buildTagManagerId([
        { file: "nl/index.html", html: withId },
        { file: "en/index.html", html: "<p>no id</p>" },
      ]),
    ).toThrow(/disagree/);
  });
});
