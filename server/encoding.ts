export type Encoding = "br" | "gzip" | "identity";

/**
 * Picks the best precompressed body the client accepts. q=0 refuses an encoding;
 * otherwise brotli wins over gzip because it is smaller.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: { br?: unknown; gzip?: unknown }): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (available.br && allows("br")) return "br";
  if (available.gzip && allows("gzip")) return "gzip";
  return "identity";
}
