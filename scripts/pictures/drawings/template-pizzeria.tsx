/** Slider: a stone-oven pizzeria. Red bar, the pizza of the day large, then rows; Italian colours. */
import { templateDrawing } from "./template-design";

export const drawing = templateDrawing("pizzeria", {
  screen: "#fffaf2",
  header: "linear-gradient(90deg, #b3261e, #d9442f)",
  onHeader: "#ffffff",
  accent: "#2f7d3b",
  onAccent: "#ffffff",
  card: "#ffffff",
  text: "#2a1a12",
  muted: "#7a6356",
  plate: "#f6e7cf",
  radius: 10,
  layout: "feature",
  headerStyle: "bar",
  tabs: "pills",
  foods: ["pizza", "pizza", "pasta"],
});
