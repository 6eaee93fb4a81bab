/**
 * The security headers every answer carries (server/plugins/security-headers.ts), written out here
 * rather than read from that plugin, so a header the plugin stops sending fails the tests.
 */
export const SECURITY_HEADER_NAMES = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "strict-transport-security",
  "referrer-policy",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "permissions-policy",
] as const;
