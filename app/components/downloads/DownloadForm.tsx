import type { ReactNode } from "react";
import { FORM_LOCALE_PARAM, FORM_PATH_FIELD } from "../../../shared/downloads-api";
import { DOWNLOADS_URL } from "../../../shared/home-api";
import type { Locale } from "../../shared/locales";

interface DownloadFormProps {
  path: string;
  locale: Locale;
  className?: string;
  children: ReactNode;
}

/**
 * A download control that works before any script and without JavaScript: a plain form post,
 * which the server answers with 303 to the signed link. With JavaScript, app/browser/enhance/downloads.ts
 * asks for the link as JSON instead (docs/api.md), to show that it is busy and, when it fails, to say why beside the button.
 */
export function DownloadForm({ path, locale, className, children }: DownloadFormProps) {
  return (
    <form
      method="post"
      // The language is in the address, so that even a refusal made before the body is read (rate limit, size) is in it.
      action={`${DOWNLOADS_URL}?${FORM_LOCALE_PARAM}=${locale}`}
      className={className}
    >
      <input type="hidden" name={FORM_PATH_FIELD} value={path} />
      {children}
    </form>
  );
}
