import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import editorConfig from "./keystatic.config";

// The editor's page (npm run dev, /keystatic): Keystatic's own app, with our schema.
const root = document.getElementById("editor");
if (root) createRoot(root).render(<Keystatic config={editorConfig} />);
