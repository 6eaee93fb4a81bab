import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_TARGETS, SOCKET_ONLY_TARGETS, staysOnSite } from "../tests/support/open-redirect-shapes";
import { isSitePath, requestUrl, sitePath } from "./redirects";

describe("sitePath: a Location on this host, whatever it was built from", () => {
  it.each([
    ["//evil.example", "/evil.example"],
    ["///evil.example/x", "/evil.example/x"],
    ["/\\evil.example", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["/\t/evil.example", "/%09/evil.example"],
    ["/\r\n/evil.example", "/%0D%0A/evil.example"],
    ["evil.example", "/"],
    ["https://evil.example/", "/"],
    ["", "/"],
    ["/", "/"],
    ["/prijzen?next=//evil.example", "/prijzen?next=//evil.example"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("%j → %j", (target, path) => {
    expect(sitePath(target)).toBe(path);
    expect(staysOnSite(sitePath(target))).toBe(true);
  });

  it.each([...OPEN_REDIRECT_TARGETS, ...SOCKET_ONLY_TARGETS])("keeps %j on the site, read as a request target or as a Location", (target) => {
    expect(staysOnSite(sitePath(target))).toBe(true);
    const url = requestUrl(target);
    expect(url.host).toBe("this-site.invalid");
    expect(staysOnSite(sitePath(url.pathname.replace(/\/{2,}/g, "/") + url.search))).toBe(true);
  });

  it.each(["//evil.example", "/\\evil.example", "/\tx", "evil", "", "https://x/"])("isSitePath refuses %j", (location) => {
    expect(isSitePath(location)).toBe(false);
  });
});

describe("requestUrl: a request target is a path, never a host", () => {
  it.each([
    ["//x//evil.example/", "//x//evil.example/", ""],
    ["/.//evil.example/?a=1", "//evil.example/", "?a=1"],
    ["/\\evil.example", "//evil.example", ""],
    ["http://evil.example//evil2.example/?q", "//evil2.example/", "?q"],
    ["mailto:someone", "/", ""],
    ["*", "/", ""],
  ])("%j has the path %j", (target, pathname, search) => {
    const url = requestUrl(target);
    expect(url.pathname).toBe(pathname);
    expect(url.search).toBe(search);
  });
});

describe("every Location comes from server/redirects.ts", () => {
  it("no other server file sets one itself", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const root = import.meta.dirname;
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "redirects.ts");
    const offenders: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(root, file), "utf8");
      if (/\.redirect\(|header\(\s*["']location["']|["']location["']\s*:/i.test(source)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
