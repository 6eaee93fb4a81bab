import { enhanceCalculator } from "./calculator";
import { enhanceDownloads } from "./downloads";
import { enhanceSwipeHint } from "./swipe-hint";
import { enhanceTemplateSlider } from "./template-slider";

/** What binds to elements of the page's body: run again after the body is replaced (a language switch). */
export function enhanceBody(body: HTMLElement): void {
  enhanceTemplateSlider(body);
  enhanceSwipeHint(body);
  enhanceCalculator(body);
  enhanceDownloads(body);
}
