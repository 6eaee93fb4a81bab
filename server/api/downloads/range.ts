export type RangeAnswer = { kind: "whole" } | { kind: "part"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * RFC 9110 §14: one byte range is served as 206; several ranges, or a header we cannot read,
 * get the whole file (a server may ignore Range); a range that starts past the end is 416.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: "whole" };
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header);
  if (!match) return { kind: "whole" };
  const [, first, last] = match as unknown as [string, string, string];
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end };
}

export { contentDispositionFor as contentDisposition } from "../../releases/content-disposition";
