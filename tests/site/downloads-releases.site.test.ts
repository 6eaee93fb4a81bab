import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { LOCALES, type Locale } from "../../shared/locale";
import { attr, type Element, elementsOf, isInside, parseHtml, textContent } from "../render/dom";
import { useBuiltApp } from "./support/built-app";
import { buttonName, createReleaseSet, fill, label, longDate } from "./support/release-set";

/*
 * /downloads as the server renders it from a real operator's release set (tests/site/support/release-set.ts),
 * read without a browser. What only a browser shows (the processor the browser reports, axe, a
 * download without JavaScript, the rate limit's alert) is in tests/e2e/downloads-releases.e2e.test.ts.
 */

const COPY = (locale: Locale) => copyOf(locale, "info.downloads");
const WIN_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const app = useBuiltApp(() => createReleaseSet(10_000));

async function open(lang: Locale): Promise<Element[]> {
  const response = await app().inject({ url: `/downloads?lang=${lang}`, headers: { "user-agent": WIN_UA } });
  expect(response.statusCode).toBe(200);
  return elementsOf(parseHtml(response.body));
}

/** Text as a reader gets it: textContent with its white space collapsed. */
const text = (element: Element) => textContent(element).replace(/\s+/g, " ").trim();
const within = (page: Element[], scope: Element, predicate: (element: Element) => boolean) =>
  page.filter((element) => predicate(element) && isInside(element, (ancestor) => ancestor === scope));
const card = (page: Element[], os: string) => page.find((element) => element.tagName === "li" && attr(element, "data-os") === os)!;
const labels = (buttons: Element[]) => buttons.map((button) => attr(button, "aria-label"));
const buttonsIn = (page: Element[], scope: Element) => within(page, scope, (element) => element.tagName === "button");
/** The button a visitor without a reported processor gets: the first candidate (the browser tests check which one shows). */
const mainButtonName = (page: Element[], os: string) => {
  const main = within(page, card(page, os), (element) => attr(element, "data-main-download") !== null)[0]!;
  return labels(buttonsIn(page, main))[0];
};
const summaries = (page: Element[], scope: Element) => within(page, scope, (element) => element.tagName === "summary").map(text);
const withAttribute = (page: Element[], scope: Element, name: string, value?: string) =>
  within(page, scope, (element) => attr(element, name) !== null && (value === undefined || attr(element, name) === value));

describe.each(LOCALES)("/downloads with a real release set (%s)", (lang) => {
  const copy = COPY(lang);

  it("offers the latest version's main file on each card, dated, and lists every file of that version under names in the page's language", async () => {
    const page = await open(lang);
    const win = card(page, "win");
    expect(text(win)).toContain(fill(copy.latestVersion, { os: "Windows", version: "2.12.0" }).replace(/\s+/g, " "));
    expect(text(win)).toContain(fill(copy.releasedOn, { date: longDate(lang, "2026-03-12T09:30:00Z") }));
    expect(attr(within(page, win, (element) => element.tagName === "time")[0]!, "datetime")).toBe("2026-03-12");
    expect(mainButtonName(page, "win")).toBe(buttonName(lang, "win", "2.12.0", "x64", "installer"));
    expect(mainButtonName(page, "mac_os")).toBe(buttonName(lang, "mac_os", "2.12.0", "universal", "dmg"));

    expect(summaries(page, win)).toContain(fill(copy.allFiles, { version: "2.12.0", count: "4" }));
    // The API's order: the usual architecture first, then its usual kind.
    const files = [
      ["x64", "installer"],
      ["x64", "zip"],
      ["arm64", "installer"],
      ["x86", "installer"],
    ] as const;
    const allFiles = withAttribute(page, win, "data-all-files")[0]!;
    const buttons = buttonsIn(page, allFiles);
    expect(labels(buttons)).toEqual(files.map(([arch, kind]) => buttonName(lang, "win", "2.12.0", arch, kind)));
    expect(buttons.map(text)).toEqual(files.map(([arch, kind]) => label(lang, "win", arch, kind)));
    if (lang === "nl") {
      // The API's English labels are for old clients; the Dutch page shows none of them.
      const list = page.find((element) => element.tagName === "section" && attr(element, "aria-labelledby") === "downloads-list")!;
      expect(text(list)).not.toMatch(/Installer \(|Disk image|ZIP archive|\bfor Windows\b/);
    }
  });

  it("lists every file of every previous version with its date and notes, falling back to another language marked with lang", async () => {
    const page = await open(lang);
    const previous = page.filter((element) => element.tagName === "details" && attr(element, "name") === "previous-version");
    const panel = previous.find((details) => summaries(page, details)[0] === fill(copy.previous.versionLabel, { version: "2.10.0" }))!;
    expect(text(panel)).toContain(fill(copy.releasedOn, { date: longDate(lang, "2025-11-03T10:00:00Z") }));
    expect(labels(buttonsIn(page, panel))).toEqual([
      buttonName(lang, "win", "2.10.0", "x64", "installer"),
      buttonName(lang, "win", "2.10.0", "x86", "installer"),
    ]);
    const notes = withAttribute(page, panel, "data-release-notes")[0]!;
    expect(text(notes)).toContain("English only: <img src=x onerror=alert(1)> and [a bad link](javascript:alert(1)).");
    // Raw HTML and a javascript: link stay text.
    expect(within(page, notes, (element) => element.tagName === "img" || element.tagName === "a")).toEqual([]);
    if (lang !== "en") {
      expect(text(withAttribute(page, notes, "lang", "en")[0]!)).toContain("English only");
      expect(text(notes)).toContain(COPY(lang).notesInOtherLanguage);
    } else {
      expect(withAttribute(page, notes, "lang")).toEqual([]);
    }
    // The newest version's files are on its card, not here.
    expect(previous.map((details) => summaries(page, details)[0])).toEqual(
      ["2.10.0", "2.11.0"].map((version) => fill(copy.previous.versionLabel, { version })),
    );
  });

  it("shows what is new under each latest version, in the page's language or marked as another's", async () => {
    const page = await open(lang);
    const winNotes = withAttribute(page, card(page, "win"), "data-release-notes")[0]!;
    expect(within(page, winNotes, (element) => element.tagName === "h4").map(text)).toEqual([fill(copy.whatsNew, { version: "2.12.0" })]);
    expect(within(page, winNotes, (element) => element.tagName === "li").map(text)).toEqual(
      {
        nl: ["Bonnen printen twee keer zo snel", "Lees de handleiding"],
        en: ["Receipts print twice as fast", "Read the manual"],
        fr: ["Les tickets s’impriment deux fois plus vite", "Lisez le manuel"],
      }[lang],
    );
    expect(within(page, winNotes, (element) => element.tagName === "em").map(text)).toEqual([{ nl: "twee keer", en: "twice", fr: "deux fois" }[lang]]);
    expect(within(page, winNotes, (element) => element.tagName === "a").map((link) => attr(link, "href"))).toEqual([`https://example.com/${lang}`]);
    expect(withAttribute(page, winNotes, "lang")).toEqual([]);

    const macNotes = withAttribute(page, card(page, "mac_os"), "data-release-notes")[0]!;
    expect(text(macNotes)).toContain("Alleen in het Nederlands: de app start sneller op.");
    expect(withAttribute(page, macNotes, "lang", "nl-NL")).toHaveLength(lang === "nl" ? 0 : 1);
    expect(text(macNotes).includes(COPY(lang).notesInOtherLanguage)).toBe(lang !== "nl");
  });

  it("lists the beta apart, with its notes and files, and never as the latest version", async () => {
    const page = await open(lang);
    expect(text(card(page, "win"))).not.toContain("beta");
    const beta = page.find((element) => attr(element, "data-beta") === "win/2.13.0-beta.1")!;
    const betaHeading = page.find((element) => element.tagName === "h2" && text(element) === copy.beta.title);
    expect(betaHeading && isInside(betaHeading, (ancestor) => attr(ancestor, "hidden") !== null)).toBe(false);
    expect(within(page, beta, (element) => element.tagName === "h3").map(text)).toEqual(["Windows 2.13.0-beta.1"]);
    expect(text(beta)).toContain(copy.beta.badge);
    expect(text(beta)).toContain(fill(copy.releasedOn, { date: longDate(lang, "2026-04-01T08:00:00Z") }));
    expect(text(beta)).toContain(lang === "nl" ? "Bèta: een nieuwe koppeling met de kassa." : "Beta: a new connection to the till.");
    expect(labels(buttonsIn(page, beta))).toEqual([buttonName(lang, "win", "2.13.0-beta.1", "x64", "installer")]);
    // Not among the previous versions either, and the structured data names the release.
    const previous = page.filter((element) => element.tagName === "details" && attr(element, "name") === "previous-version");
    expect(previous.flatMap((details) => summaries(page, details)).filter((summary) => summary.includes("beta"))).toEqual([]);
    const graph = JSON.parse(textContent(page.find((element) => attr(element, "id") === "ld-software")!))["@graph"] as {
      "@id": string;
      softwareVersion?: string;
      releaseNotes?: string;
    }[];
    const winNode = graph.find((node) => node["@id"].endsWith("#software-win"))!;
    expect(winNode.softwareVersion).toBe("2.12.0");
    expect(winNode.releaseNotes).toBe(
      {
        nl: "Nieuw in deze versie:\n\n- Bonnen printen twee keer zo snel\n- Lees de handleiding",
        en: "New in this version:\n\n- Receipts print twice as fast\n- Read the manual",
        fr: "Nouveau dans cette version\u202f:\n\n- Les tickets s’impriment deux fois plus vite\n- Lisez le manuel",
      }[lang],
    );
    expect(graph.find((node) => node["@id"].endsWith("#software-mac_os"))!.releaseNotes).toBe("Alleen in het Nederlands: de app start sneller op.");
  });
});
