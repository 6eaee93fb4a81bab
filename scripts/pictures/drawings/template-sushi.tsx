/** Slider: a sushi bar at night. Dark screen, centred name in capitals, two columns of tiles. */
import { templateDrawing } from "./template-design";

export const drawing = templateDrawing("sushi", {
  screen: "#16161d",
  header: "#16161d",
  onHeader: "#ffffff",
  accent: "#e2383f",
  onAccent: "#ffffff",
  card: "#24242e",
  text: "#f4f1ea",
  muted: "#a8a7b5",
  plate: "#2f2f3b",
  radius: 6,
  layout: "grid",
  headerStyle: "centered",
  tabs: "underline",
  foods: ["nigiri", "maki", "bowl", "maki"],
});
