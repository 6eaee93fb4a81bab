import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALES } from "../../shared/locale";
import { startDownload } from "./download-request";

const answers: Record<string, () => Promise<Response>> = {
  "an error without an error field": async () => new Response(JSON.stringify({ status: 500 }), { status: 500 }),
  "an answer that is not JSON": async () => new Response("<html>Bad gateway</html>", { status: 502 }),
  "a network failure": async () => Promise.reject(new TypeError("Failed to fetch")),
};

describe("startDownload says a sentence in the page's language whenever the API fails", () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const [failure, answer] of Object.entries(answers)) {
    for (const locale of LOCALES) {
      it(`on ${failure} (${locale})`, async () => {
        const alert = vi.fn();
        vi.stubGlobal("fetch", vi.fn(answer));
        vi.stubGlobal("alert", alert);
        vi.stubGlobal("console", { ...console, error: vi.fn() });
        await startDownload("app/1.0.0/setup.exe", locale);
        expect(alert).toHaveBeenCalledTimes(1);
        const sentence = String(alert.mock.calls[0]?.[0]);
        expect(sentence).toMatch({ nl: /downloaden.*lukt/i, en: /download.*didn't work/i, fr: /téléchargement.*pas abouti/i }[locale]);
      });
    }
  }

  it("shows the server's own sentence when it sends one", async () => {
    const alert = vi.fn();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "Onbekend bestand." }), { status: 404 })),
    );
    vi.stubGlobal("alert", alert);
    vi.stubGlobal("console", { ...console, error: vi.fn() });
    await startDownload("x", "nl");
    expect(alert).toHaveBeenCalledWith("Onbekend bestand.");
  });
});
