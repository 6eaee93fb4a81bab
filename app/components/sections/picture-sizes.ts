/**
 * The design size (CSS px) of every picture in scripts/pictures/registry.ts: the box the page
 * reserves (width/height attributes, so CLS 0). Kept here, not read from the drawings, so the
 * page's bundle carries a few numbers instead of the drawings themselves.
 * scripts/pictures/sizes.test.ts fails, naming the line to write, when this and the registry disagree.
 */
export const PICTURE_SIZES = {
  "case-cafetaria": { width: 400, height: 440 },
  "case-grillroom": { width: 400, height: 440 },
  "case-italian": { width: 400, height: 320 },
  "case-lunchroom": { width: 400, height: 440 },
  "case-sushi": { width: 400, height: 440 },
  "home-hero": { width: 400, height: 440 },
  "manager-dashboard": { width: 440, height: 604 },
  "portal-integrations": { width: 400, height: 434 },
  "pos-handheld": { width: 380, height: 600 },
  "qr-table": { width: 500, height: 440 },
  "template-grill": { width: 280, height: 560 },
  "template-lunchroom": { width: 280, height: 560 },
  "template-pizzeria": { width: 280, height: 560 },
  "template-snackbar": { width: 280, height: 560 },
  "template-sushi": { width: 280, height: 560 },
  "webshop-checkout": { width: 380, height: 684 },
  "website-browser": { width: 440, height: 470 },
} as const satisfies Record<string, { width: number; height: number }>;

export type PictureName = keyof typeof PICTURE_SIZES;
