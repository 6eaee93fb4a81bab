import stored from "../pages/info.support.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { SUPPORT_PAGE } from "../schema/support";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/info.support.json. */
export default inLanguage(SUPPORT_PAGE, stored, "nl");
