import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Clock, systemClock } from "../clock";

export type LinkCheck = "valid" | "bad-signature" | "expired";

/** Seconds since the epoch in ASCII decimal, no sign, no leading zero, at most 12 digits. */
const CANONICAL_EXPIRY = /^(?:0|[1-9][0-9]{0,11})$/;

export interface LinkSignerOptions {
  /**
   * RELEASE_SIGNING_SECRET_PREVIOUS: also accepted, never used to sign, so links handed out
   * before a rotation keep working until their own expiry (docs/decisions/048-signing-secret-rotation.md).
   */
  previousSecret?: string;
}

const hmac = (secret: Buffer, path: string, expires: number) => createHmac("sha256", secret).update(`${path}\n${expires}`).digest("base64url");

/** Constant time for equal lengths; the length check leaks only the (public) signature length. */
function sameSignature(given: Buffer, expected: string): boolean {
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** HMAC-SHA256 links: the signature covers the path and the expiry, so neither can be moved. */
export class LinkSigner {
  readonly generated: boolean;
  private readonly secret: Buffer;
  private readonly previous: Buffer | undefined;

  constructor(
    secret?: string,
    private readonly clock: Clock = systemClock,
    { previousSecret }: LinkSignerOptions = {},
  ) {
    if (previousSecret !== undefined && (secret === undefined || previousSecret === secret))
      throw new Error("the previous signing secret must differ from a current one that is set");
    this.generated = secret === undefined;
    this.secret = secret === undefined ? randomBytes(32) : Buffer.from(secret, "utf8");
    this.previous = previousSecret === undefined ? undefined : Buffer.from(previousSecret, "utf8");
  }

  sign(path: string, expires: number): string {
    return hmac(this.secret, path, expires);
  }

  check(path: string, expires: unknown, signature: unknown, nowSeconds = Math.floor(this.clock() / 1000)): LinkCheck {
    // Only the spelling sign() produces: "01000" (or "+1000", "1e3") would be a second working address for one link.
    if (typeof expires !== "string" || !CANONICAL_EXPIRY.test(expires) || typeof signature !== "string") return "bad-signature";
    const given = Buffer.from(signature);
    const signed = Number(expires);
    // Both compared every time (no short-circuit), so the answer's timing does not say which secret matched.
    const byCurrent = sameSignature(given, this.sign(path, signed));
    const byPrevious = this.previous !== undefined && sameSignature(given, hmac(this.previous, path, signed));
    if (!(byCurrent || byPrevious)) return "bad-signature";
    return signed < nowSeconds ? "expired" : "valid";
  }
}
