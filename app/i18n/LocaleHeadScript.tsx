import { localeHeadScript } from "./locale-head-script";

/** For the top of <head>: brings the stored language choice into force before the first paint (locale-head-script.ts). */
export function LocaleHeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: localeHeadScript() }} />;
}
