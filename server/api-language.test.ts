import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tooling/app/test-app";

/** The API's error sentences speak the page's language: the page shows them in an alert (docs/api.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const DUTCH = { "accept-language": "nl-NL,nl;q=0.9,en;q=0.5" };
const json = { "content-type": "application/json" };

describe("the home API's errors follow Accept-Language", () => {
  it.each([
    [
      "an unknown path",
      { method: "POST", url: "/api/home/v1/downloads", payload: '{"path":"win/9.9.9/x.exe"}', headers: json },
      404,
      "Er is geen download met dat pad. Laad de downloadpagina opnieuw en probeer het nog eens.",
    ],
    [
      "an unknown field",
      { method: "POST", url: "/api/home/v1/downloads", payload: '{"path":"x","os":"win"}', headers: json },
      400,
      'De inhoud heeft een onbekend veld "os"; alleen "path" mag.',
    ],
    [
      "a body that is not JSON",
      { method: "POST", url: "/api/home/v1/downloads", payload: "{path:", headers: json },
      400,
      "De inhoud van het verzoek is geen geldige JSON.",
    ],
    [
      "a text/plain body",
      { method: "POST", url: "/api/home/v1/downloads", payload: "x", headers: { "content-type": "text/plain" } },
      415,
      "De inhoud van het verzoek moet JSON zijn (Content-Type: application/json).",
    ],
    ["a wrong method", { method: "DELETE", url: "/api/home/v1/downloads" }, 405, "DELETE kan hier niet. Gebruik GET of HEAD of POST."],
    ["an unknown endpoint", { method: "GET", url: "/api/home/v1/nope" }, 404, "Er is geen API-endpoint op /api/home/v1/nope."],
    [
      "a bad signature",
      { method: "GET", url: "/api/home/v1/files/win/2.4.0/bestelwijs-2.4.0-x86-sample.exe?expires=1&signature=x" },
      403,
      "Deze downloadlink werkt niet: hij is onvolledig, is veranderd of is ondertekend met een sleutel die deze site niet meer gebruikt. Vraag een nieuwe link: start de download opnieuw vanaf de downloadpagina (een app: zoek opnieuw naar updates).",
    ],
    ["a malformed escape", { method: "GET", url: "/api/home/v1/downloads/%zz" }, 400, "Het adres is niet geldig."],
  ] as const)("%s gets a Dutch sentence", async (_name, request, status, sentence) => {
    const response = await t.app.inject({ ...request, headers: { ...("headers" in request ? request.headers : {}), ...DUTCH } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: sentence });
    expect(response.headers["content-language"]).toBe("nl-NL");
    expect(response.headers.vary).toContain("Accept-Language");
  });

  it("answers the rate limit in Dutch, as the page's alert shows it", async () => {
    const limited = await createTestApp({ linksPerMinute: 2 });
    try {
      const post = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/home/v1/downloads",
          payload: '{"path":"win/2.4.0/bestelwijs-2.4.0-x86-sample.exe"}',
          headers: { ...json, ...DUTCH },
        });
      await post();
      await post();
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe("Te veel downloadverzoeken. Wacht 60 seconden en probeer het dan opnieuw.");
    } finally {
      await limited.app.close();
    }
  });

  it.each([
    ["no header", undefined, "There is no API endpoint at /api/home/v1/nope."],
    ["fr-FR,fr;q=0.9", "fr-FR,fr;q=0.9", "Il n’y a pas de point d’accès de l’API à l’adresse /api/home/v1/nope."],
    ["fr-BE, nl;q=0.9", "fr-BE, nl;q=0.9", "Il n’y a pas de point d’accès de l’API à l’adresse /api/home/v1/nope."],
    ["de, es;q=0.5", "de, es;q=0.5", "There is no API endpoint at /api/home/v1/nope."],
    ["de, nl;q=0.5, en;q=0.4", "de, nl;q=0.5, en;q=0.4", "Er is geen API-endpoint op /api/home/v1/nope."],
    ["en-GB, nl;q=0.9", "en-GB, nl;q=0.9", "There is no API endpoint at /api/home/v1/nope."],
    ["nl;q=0, en", "nl;q=0, en", "There is no API endpoint at /api/home/v1/nope."],
    ["nl-BE", "nl-BE", "Er is geen API-endpoint op /api/home/v1/nope."],
    ["*", "*", "There is no API endpoint at /api/home/v1/nope."],
    ["an overlong header", "x".repeat(5000), "There is no API endpoint at /api/home/v1/nope."],
  ])("Accept-Language %s gives the right language", async (_name, header, sentence) => {
    const response = await t.app.inject({ method: "GET", url: "/api/home/v1/nope", headers: header === undefined ? {} : { "accept-language": header } });
    expect(response.json().error).toBe(sentence);
  });
});
