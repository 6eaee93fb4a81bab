import { describe, expect, it } from "vitest";
import {
  ARCH_ATTRIBUTE,
  type ArchitectureHints,
  CAN_COPY_ATTRIBUTE,
  CAN_SHARE_ATTRIBUTE,
  DETECTED_ATTRIBUTE,
  HIGHLIGHT_ATTRIBUTE,
  markVisitorOs,
  type VisitorBrowser,
  visitorArchitecture,
  visitorOs,
} from "./visitor-os";

const AGENTS = {
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  windows32: "Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  iPhone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  chromebook: "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  windowsPhone:
    "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063",
  empty: "",
} as const;

/** What markVisitorOs marks on a fake <html>, starting from `attributes`, for this browser. */
function mark(browser: VisitorBrowser, attributes: Record<string, string> = {}): Record<string, string> {
  const root = { hasAttribute: (name: string) => name in attributes, setAttribute: (name: string, value: string) => void (attributes[name] = value) };
  markVisitorOs(root, browser);
  return attributes;
}

describe("the visitor's system", () => {
  it.each([
    ["windows", 0, "win", true],
    ["windows32", 0, "win", true],
    ["mac", 0, "mac_os", true],
    // iPadOS asks for the desktop site as a Mac; only its touch screen gives it away.
    ["mac", 5, "handheld", false],
    // Phones and tablets can install neither card's software: no card is theirs.
    ["iPhone", 5, "handheld", false],
    ["iPad", 5, "handheld", false],
    ["android", 5, "handheld", false],
    ["linux", 0, "win", false],
    ["chromebook", 0, "win", false],
    ["windowsPhone", 5, "handheld", false],
    ["empty", 0, "win", false],
  ] as const)("%s (touch points %i): highlight %s, detected %s", (agent, touch, os, detected) => {
    expect(visitorOs(AGENTS[agent], touch)).toEqual({ os, detected });
  });

  it.each(Object.keys(AGENTS).flatMap((agent) => [0, 5].map((touch) => [agent as keyof typeof AGENTS, touch] as const)))(
    "markVisitorOs marks <html> as visitorOs() decides (%s, %i)",
    (agent, touch) => {
      const { os, detected } = visitorOs(AGENTS[agent], touch);
      expect(mark({ userAgent: AGENTS[agent], maxTouchPoints: touch })).toEqual({ [HIGHLIGHT_ATTRIBUTE]: os, ...(detected && { [DETECTED_ATTRIBUTE]: "" }) });
    },
  );

  it("marks what the browser can do with the page's address, for the phone notice's buttons", () => {
    const browser = { userAgent: AGENTS.iPhone, maxTouchPoints: 5 };
    expect(mark({ ...browser, share: () => undefined, clipboard: { writeText: () => undefined } })).toEqual({
      [HIGHLIGHT_ATTRIBUTE]: "handheld",
      [CAN_SHARE_ATTRIBUTE]: "",
      [CAN_COPY_ATTRIBUTE]: "",
    });
    expect(mark({ ...browser, clipboard: {} })).toEqual({ [HIGHLIGHT_ATTRIBUTE]: "handheld" });
  });

  it("asks a phone for no processor: it downloads no file", () => {
    let asked = false;
    const getHighEntropyValues = () => ((asked = true), Promise.resolve({}));
    mark({ userAgent: AGENTS.android, maxTouchPoints: 5, userAgentData: { getHighEntropyValues } });
    expect(asked).toBe(false);
  });

  it("leaves a page that is marked already as it is", () => {
    expect(mark({ userAgent: AGENTS.windows, maxTouchPoints: 0 }, { [HIGHLIGHT_ATTRIBUTE]: "mac_os" })).toEqual({ [HIGHLIGHT_ATTRIBUTE]: "mac_os" });
  });
});

describe("the visitor's processor", () => {
  const HINTS: [ArchitectureHints, string | null][] = [
    [{ architecture: "arm", bitness: "64" }, "arm64"],
    [{ architecture: "arm", bitness: "32" }, null],
    [{ architecture: "x86", bitness: "64" }, "x64"],
    [{ architecture: "x86", bitness: "32" }, "x86"],
    [{ architecture: "x86", bitness: "" }, "x64"],
    [{ architecture: "", bitness: "" }, null],
    [{}, null],
  ];

  it.each(HINTS)("reads %o as %s", (hints, arch) => {
    expect(visitorArchitecture(hints)).toBe(arch);
  });

  /**
   * The browser's getHighEntropyValues(), answering `answer`. markVisitorOs chains its handlers on
   * the answer with .then(); `handled` is that chain, so a test awaits exactly its own
   * reaction instead of a timer tick it hopes comes after it.
   */
  function highEntropyValues(answer: () => Promise<ArchitectureHints>) {
    let handled: Promise<unknown> = Promise.resolve();
    const userAgentData = {
      getHighEntropyValues: () => {
        const promise = answer();
        return {
          // biome-ignore lint/suspicious/noThenProperty: a thenable, as the browser returns, whose settling the test controls
          then: (onAnswer: (hints: ArchitectureHints) => unknown, onRefusal: (error: unknown) => unknown) => (handled = promise.then(onAnswer, onRefusal)),
        };
      },
    };
    return { userAgentData, handled: () => handled };
  }

  it.each(HINTS)("markVisitorOs marks %o as visitorArchitecture() decides", async (hints) => {
    const browser = highEntropyValues(() => Promise.resolve(hints));
    const attributes = mark({ userAgent: AGENTS.windows, maxTouchPoints: 0, userAgentData: browser.userAgentData });
    await browser.handled();
    const arch = visitorArchitecture(hints);
    expect(attributes[ARCH_ATTRIBUTE]).toBe(arch ?? undefined);
  });

  it("leaves the page alone when the browser does not tell, or refuses", async () => {
    const refusing = highEntropyValues(() => Promise.reject(new Error("no")));
    for (const navigatorExtra of [{}, { userAgentData: {} }, { userAgentData: refusing.userAgentData }]) {
      const attributes = mark({ userAgent: AGENTS.windows, maxTouchPoints: 0, ...navigatorExtra });
      // Without userAgentData nothing is asked, so nothing can come later; with a refusal, this waits for its handler.
      await refusing.handled();
      expect(Object.keys(attributes)).not.toContain(ARCH_ATTRIBUTE);
    }
  });
});
