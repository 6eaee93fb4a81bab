/** Slider: a charcoal grill house. Dark brown bar, square tabs, orange buttons. */
import { templateDrawing } from "./template-design";

export const drawing = templateDrawing("grill", {
  screen: "#f7f1ea",
  header: "linear-gradient(180deg, #3b2418, #5a3522)",
  onHeader: "#ffe9d6",
  accent: "#e0701f",
  onAccent: "#ffffff",
  card: "#ffffff",
  text: "#2b1a10",
  muted: "#7d6656",
  plate: "#f3e2d0",
  radius: 4,
  layout: "list",
  headerStyle: "bar",
  tabs: "boxes",
  foods: ["skewer", "kebab", "skewer", "drink"],
});
