import { Calculator } from "../components/pricing/Calculator";
import { defineIsland } from "./define-island";

export default defineIsland(Calculator);
