// Inline in <head> of every page when the site has a tag manager: Consent Mode's defaults, then a stored choice.

import { TAG_MANAGER_ATTRIBUTE } from "../../shared/markup/attributes";
import { startConsentMode } from "../consent/bootstrap";

// The script's own attribute names the container, so the compiled text is the same for every build.
const containerId = document.currentScript?.getAttribute(TAG_MANAGER_ATTRIBUTE);
if (containerId) startConsentMode<HTMLScriptElement>(window, document, containerId);
