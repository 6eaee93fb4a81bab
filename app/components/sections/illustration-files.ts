/** Where the build puts a drawing's WebP at a given scale; the pages link the same names. */
export const ILLUSTRATION_SCALES = [1, 2] as const;

export function illustrationUrl(name: string, scale: (typeof ILLUSTRATION_SCALES)[number]): string {
  return scale === 1 ? `/illustrations/${name}.webp` : `/illustrations/${name}@${scale}x.webp`;
}
