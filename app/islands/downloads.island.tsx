import { DownloadsSection } from "../components/downloads/DownloadsSection";
import { defineIsland } from "./define-island";

export default defineIsland(DownloadsSection);
