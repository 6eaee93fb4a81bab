import { describe, expect, it } from "vitest";
import { notesToText, parseNotes, pickNotes, renderNotesHtml, safeHref } from "./markdown";

describe("the release notes subset", () => {
  it("renders paragraphs, bullet lists, links and emphasis", () => {
    const markdown =
      "Faster **printing** and *fewer* clicks.\nSecond line.\n\n- One\n- Two with [the manual](https://example.com/manual?a=1&b=2)\n  continued\n* Three\n\nBye _now_.";
    expect(renderNotesHtml(markdown)).toBe(
      "<p>Faster <strong>printing</strong> and <em>fewer</em> clicks. Second line.</p>" +
        '<ul><li>One</li><li>Two with <a href="https://example.com/manual?a=1&#38;b=2" rel="noopener noreferrer">the manual</a> continued</li><li>Three</li></ul>' +
        "<p>Bye <em>now</em>.</p>",
    );
  });

  it("gives React a tree of plain text, never HTML", () => {
    expect(parseNotes("**Bold [link](https://x.example/)**")).toEqual([
      {
        type: "paragraph",
        children: [
          {
            type: "strong",
            children: [
              { type: "text", text: "Bold " },
              { type: "link", href: "https://x.example/", children: [{ type: "text", text: "link" }] },
            ],
          },
        ],
      },
    ]);
  });

  it("keeps snake_case, lone stars, escapes and unclosed markers as text", () => {
    expect(renderNotesHtml("snake_case_name and 2 * 3 * 4")).toBe("<p>snake_case_name and 2 * 3 * 4</p>");
    expect(renderNotesHtml("\\*not em\\* and \\[not a link\\](https://x.example)")).toBe("<p>*not em* and [not a link](https://x.example)</p>");
    expect(renderNotesHtml("**open and never closed")).toBe("<p>**open and never closed</p>");
  });

  it("gives plain text for JSON-LD", () => {
    expect(notesToText(parseNotes("A **b** [c](https://c.example).\n\n- d\n- e"))).toBe("A b c.\n\n- d\n- e");
  });

  it("falls back to the other language and says which one it is", () => {
    expect(pickNotes({ en: "Hi" }, "nl")).toEqual({ markdown: "Hi", lang: "en" });
    expect(pickNotes({ nl: "Hoi", en: "Hi" }, "nl")).toEqual({ markdown: "Hoi", lang: "nl" });
    expect(pickNotes({ nl: "  " }, "en")).toBeNull();
    expect(pickNotes(undefined, "en")).toBeNull();
  });
});

describe("the usual XSS payloads", () => {
  const allowedTags = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]!.toLowerCase());

  it.each([
    ["a script element", "<script>alert(1)</script>"],
    ["an img with onerror", '<img src=x onerror="alert(1)">'],
    ["an svg with onload", "<svg/onload=alert(1)>"],
    ["an iframe", '<iframe src="javascript:alert(1)"></iframe>'],
    ["an entity-encoded script", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["a numeric entity javascript: link", "[x](&#106;avascript:alert(1))"],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["an upper-case JAVASCRIPT: link", "[click](JAVASCRIPT:alert(1))"],
    ["a javascript: link with a tab", "[click](java\tscript:alert(1))"],
    ["a data: URL", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a vbscript: URL", "[x](vbscript:msgbox(1))"],
    ["a protocol-relative URL", "[x](//evil.example/)"],
    ["an http: URL", "[x](http://plain.example/)"],
    ["a quote breaking out of href", '[x](https://a.example/"onmouseover="alert(1))'],
    ["an angle bracket in the URL", "[x](https://a.example/<script>)"],
    ["credentials in the URL", "[x](https://user:pass@a.example/)"],
    ["nested brackets", "[a [b](javascript:alert(1)) c](https://ok.example/)"],
    ["a link inside a link's text", "[[inner](https://in.example/)](https://out.example/)"],
    ["emphasis around a tag", "**<b onclick=alert(1)>x</b>**"],
    ["a raw anchor", '<a href="javascript:alert(1)">x</a>'],
    ["a bidi override", "safe\u202Etxt.exe"],
    ["a NUL byte", "a\u0000<script>"],
    ["deep nesting", `${"*_".repeat(200)}x${"_*".repeat(200)}`],
    ["many open brackets", "[".repeat(5000)],
    ["many stars", "*a ".repeat(3000)],
  ])("%s renders as harmless text", (_name, payload) => {
    const html = renderNotesHtml(payload);
    expect(allowedTags(html).every((tag) => ["p", "ul", "li", "em", "strong", "a"].includes(tag))).toBe(true);
    expect(html).not.toMatch(/<(script|img|svg|iframe|b)\b/i);
    // Every real tag (text cannot hold a "<": it is escaped) carries no attribute but a safe href and its rel.
    for (const tag of html.matchAll(/<([a-z]+)([^>]*)>/g)) expect(tag[2]).toMatch(/^(| href="https:\/\/[^"<>\s]+" rel="noopener noreferrer")$/);
    for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^https:\/\/[^"<>\s]+$/);
    for (const anchor of html.matchAll(/<a [^>]*>/g)) expect(anchor[0]).toContain('rel="noopener noreferrer"');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for a control character
    expect(html).not.toMatch(/[\u0000\u202e]/);
  });

  it("keeps the one safe link of a nested-bracket payload and drops the others", () => {
    expect(renderNotesHtml("[a [b](javascript:alert(1)) c](https://ok.example/)")).toBe(
      '<p><a href="https://ok.example/" rel="noopener noreferrer">a [b](javascript:alert(1)) c</a></p>',
    );
    expect(renderNotesHtml("[click](javascript:alert(1))")).toBe("<p>[click](javascript:alert(1))</p>");
    expect(renderNotesHtml("<script>alert(1)</script>")).toBe("<p>&#60;script&#62;alert(1)&#60;/script&#62;</p>");
    expect(renderNotesHtml("&lt;b&gt;")).toBe("<p>&#38;lt;b&#38;gt;</p>");
  });

  it("accepts only absolute https: URLs", () => {
    expect(safeHref("https://example.com/a b")).toBe("https://example.com/a%20b");
    expect(safeHref("HTTPS://Example.com")).toBe("https://example.com/");
    for (const bad of ["http://example.com", "javascript:alert(1)", "https:/x", "https://", "/relative", "https://u@example.com"])
      expect(safeHref(bad)).toBeNull();
  });

  it("finishes long notes full of unclosed markers (the parser stays linear; the test timeout would catch a blow-up)", () => {
    expect(renderNotesHtml("**a _b [c".repeat(800))).toMatch(/^<p><strong>a _b \[c<\/strong>a _b \[c<strong>/);
    expect(renderNotesHtml(`${"[".repeat(4000)}${"](https://x.example)".repeat(200)}`)).toMatch(/^<p>\[+/);
  });
});

describe("what markdown-it could read but the subset keeps as text", () => {
  it.each([
    ["an autolink", "<https://x.example>", "<p>&#60;https://x.example&#62;</p>"],
    ["an image (its link stays a link)", "![alt](https://x.example/a.png)", '<p>!<a href="https://x.example/a.png" rel="noopener noreferrer">alt</a></p>'],
    ["a raw HTML block", "<div onclick=alert(1)>\nx\n</div>", "<p>&#60;div onclick=alert(1)&#62; x &#60;/div&#62;</p>"],
    ["a heading, a quote and a rule", "# Head\n\n> quote\n\n---", "<p># Head</p><p>&#62; quote</p><p>---</p>"],
    ["code, strikethrough and an entity", "`code` ~~gone~~ &amp;", "<p>`code` ~~gone~~ &#38;amp;</p>"],
    ["an indented block", "    four spaces in", "<p>four spaces in</p>"],
    ["a numbered list", "1. one\n2. two", "<p>1. one 2. two</p>"],
    ["a link to nothing", "[](https://x.example)", "<p>[](https://x.example/)</p>"],
    ["a reference link", "[x][ref]\n\n[ref]: https://x.example", "<p>[x][ref]</p><p>[ref]: https://x.example</p>"],
    ["a hard line break", "one  \ntwo\\\nthree", "<p>one two three</p>"],
  ])("%s", (_name, markdown, html) => {
    expect(renderNotesHtml(markdown)).toBe(html);
  });

  it("drops a link's title and keeps its safe target", () => {
    expect(renderNotesHtml('[x](https://a.example "title")')).toBe('<p><a href="https://a.example/" rel="noopener noreferrer">x</a></p>');
  });

  it("shows nested bullet items as items of the one list, as the notes show no levels", () => {
    expect(renderNotesHtml("- a\n  - b\n\n  more\n- c")).toBe("<ul><li>a</li><li>b more</li><li>c</li></ul>");
  });
});
