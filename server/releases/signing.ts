import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Clock, systemClock } from "../clock";

export type LinkCheck = "valid" | "bad-signature" | "expired";

/** Seconds since the epoch in ASCII decimal, no sign, no leading zero, at most 12 digits. */
const CANONICAL_EXPIRY = /^(?:0|[1-9][0-9]{0,11})$/;

/** HMAC-SHA256 links: the signature covers the path and the expiry, so neither can be moved. */
export class LinkSigner {
  readonly generated: boolean;
  private readonly secret: Buffer;

  constructor(
    secret?: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.generated = secret === undefined;
    this.secret = secret === undefined ? randomBytes(32) : Buffer.from(secret, "utf8");
  }

  sign(path: string, expires: number): string {
    return createHmac("sha256", this.secret).update(`${path}\n${expires}`).digest("base64url");
  }

  check(path: string, expires: unknown, signature: unknown, nowSeconds = Math.floor(this.clock() / 1000)): LinkCheck {
    // Only the spelling sign() produces: "01000" (or "+1000", "1e3") would be a second working address for one link.
    if (typeof expires !== "string" || !CANONICAL_EXPIRY.test(expires) || typeof signature !== "string") return "bad-signature";
    const expected = Buffer.from(this.sign(path, Number(expires)));
    const given = Buffer.from(signature);
    // Compare in constant time; the length check leaks only the (public) signature length.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "bad-signature";
    return Number(expires) < nowSeconds ? "expired" : "valid";
  }
}
