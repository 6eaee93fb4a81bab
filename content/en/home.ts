import stored from "../pages/home.index.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { HOME_PAGE } from "../schema/home";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/home.index.json. */
export default inLanguage(HOME_PAGE, stored, "en");
