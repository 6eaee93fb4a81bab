import stored from "../pages/info.faq.json" with { type: "json" };
import { FAQ_PAGE } from "../schema/faq";
import { inLanguage } from "../schema/fields";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/info.faq.json. */
export default inLanguage(FAQ_PAGE, stored, "en");
