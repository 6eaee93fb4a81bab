import stored from "../pages/cases.italian.json" with { type: "json" };
import { CASE_PAGES } from "../schema/case";
import { inLanguage } from "../schema/fields";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/cases.italian.json. */
export default inLanguage(CASE_PAGES["cases.italian"], stored, "fr");
