import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Bestellen aan tafel met QR | Bestelwijs",
    description: "Gasten scannen de QR-sticker op tafel en bestellen met hun eigen telefoon. Weerbestendige stickers voor binnen en op het terras, tegen kostprijs.",
  },
  hero: {
    title: "Gasten bestellen zelf aan tafel, met één scan",
    subtitle: "Plak een weerbestendige QR-sticker op elke tafel, binnen of op het terras. Gasten scannen en bestellen. De stickers betaal je tegen kostprijs.",
  },
} satisfies ProductCopy;
