// Inline in <head> of every page when the site has a tag manager: Consent Mode's defaults, then a stored choice.
import { startConsentMode } from "../consent/bootstrap";
import { TAG_MANAGER_ATTRIBUTE } from "../enhance/attributes";

// The script's own attribute names the container, so the compiled text is the same for every build.
const containerId = document.currentScript?.getAttribute(TAG_MANAGER_ATTRIBUTE);
if (containerId) startConsentMode<HTMLScriptElement>(window, document, containerId);
