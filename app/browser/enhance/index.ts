import { renewSpeculationOnLanguageChange } from "../navigation/renew-speculation";
import { installClickTracking } from "../tracking/track";
import { keepAccordionQuestionsInPlace } from "./accordion-position";
import { enhanceBody } from "./body";
import { enhanceConsent, showConsentIfUnanswered } from "./consent";
import { enhanceDownloadForms, enhanceSendToComputer } from "./downloads";
import { enhanceHashTargets } from "./faq-hash";
import { enhanceLanguageLinks } from "./language-switch";
import { enhanceMenu } from "./menu";
import { enhancePrinting } from "./print";

/**
 * The scripts that add to the HTML (decision 027). Each control already works without them;
 * they add what the platform lacks. Listeners sit on the document, so a body replaced by a
 * language switch keeps them.
 */
export function enhancePage(): void {
  enhanceMenu();
  enhanceLanguageLinks();
  enhanceConsent();
  enhanceDownloadForms();
  enhanceSendToComputer();
  enhanceHashTargets();
  keepAccordionQuestionsInPlace();
  enhancePrinting();
  installClickTracking(document);
  enhanceBody(document.body);
  showConsentIfUnanswered();
  renewSpeculationOnLanguageChange();
}
