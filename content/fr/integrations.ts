import stored from "../pages/info.integrations.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { INTEGRATIONS_PAGE } from "../schema/integrations";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/info.integrations.json. */
export default inLanguage(INTEGRATIONS_PAGE, stored, "fr");
