import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  const hostile = { "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script> <!-- & \u2028" } as const;

  it("never lets copy close the script element or open a comment", () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<|>|&|\u2028/);
  });

  it("keeps the value the same once parsed", () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});
