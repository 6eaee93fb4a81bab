import { describe, expect, it } from "vitest";
import { errorLocation } from "./render-error-page";

describe("where a page's rendering error points", () => {
  it("is the compiler's location when Vite gives one", () => {
    const error = Object.assign(new Error("Unexpected token"), { id: "/repo/content/en/home.ts", loc: { line: 12, column: 4 } });
    expect(errorLocation(error, "/repo")).toBe("/repo/content/en/home.ts:12:4");
  });

  it("is the first frame in the project's own files otherwise, not a library's", () => {
    const error = new Error("boom");
    error.stack = [
      "Error: boom",
      "    at render (/repo/node_modules/react-dom/cjs/server.js:10:5)",
      "    at HomePage (/repo/app/pages/HomePage.tsx:21:9)",
      "    at /repo/app/render/render-page.tsx:40:3",
    ].join("\n");
    expect(errorLocation(error, "/repo")).toBe("/repo/app/pages/HomePage.tsx:21:9");
  });

  it("is unknown when no frame is the project's", () => {
    const error = new Error("boom");
    error.stack = "Error: boom\n    at node:internal/process:1:1";
    expect(errorLocation(error, "/repo")).toBeNull();
  });
});
