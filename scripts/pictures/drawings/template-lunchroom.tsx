/** Slider: a sunny lunchroom. Soft green band with a round logo, rows with a worded add button. */
import { templateDrawing } from "./template-design";

export const drawing = templateDrawing("lunchroom", {
  screen: "#f6f8f1",
  header: "linear-gradient(180deg, #cfe3b8, #e9f2dd)",
  onHeader: "#27411c",
  accent: "#3f7a2a",
  onAccent: "#ffffff",
  card: "#ffffff",
  text: "#1f2a1a",
  muted: "#5d6b55",
  plate: "#eef4e4",
  radius: 16,
  layout: "list",
  headerStyle: "banner",
  tabs: "underline",
  foods: ["sandwich", "soup", "salad", "drink"],
  wordButton: true,
  logo: "HZ",
});
