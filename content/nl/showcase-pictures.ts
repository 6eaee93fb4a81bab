import stored from "../pages/pictures.showcase.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { SHOWCASE_PICTURES } from "../schema/showcase-pictures";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/pictures.showcase.json. */
export default inLanguage(SHOWCASE_PICTURES, stored, "nl");
