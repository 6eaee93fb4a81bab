import stored from "../pages/frame.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { FRAME } from "../schema/frame";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/frame.json. */
export default inLanguage(FRAME, stored, "en");
