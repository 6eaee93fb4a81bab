import stored from "../pages/info.downloads.json" with { type: "json" };
import { DOWNLOADS_PAGE } from "../schema/downloads";
import { inLanguage } from "../schema/fields";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/info.downloads.json. */
export default inLanguage(DOWNLOADS_PAGE, stored, "en");
