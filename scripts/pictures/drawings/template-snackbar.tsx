/** Slider: a Dutch snack bar. Bright yellow and blue, two columns of tiles, round "+" buttons. */
import { templateDrawing } from "./template-design";

export const drawing = templateDrawing("snackbar", {
  screen: "#fff7cc",
  header: "#1b4fa3",
  onHeader: "#ffffff",
  accent: "#1b4fa3",
  onAccent: "#ffffff",
  card: "#ffffff",
  text: "#10213f",
  muted: "#4d5b78",
  plate: "#ffe680",
  radius: 14,
  layout: "grid",
  headerStyle: "bar",
  tabs: "pills",
  foods: ["fries", "croquette", "croquette", "burger"],
});
