import stored from "../pages/pricing.index.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { PRICING_PAGE } from "../schema/pricing";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/pricing.index.json. */
export default inLanguage(PRICING_PAGE, stored, "en");
