import { CONSENT_SETTINGS_ATTRIBUTE } from "../../enhance/attributes";
import { useFrame } from "../../i18n/frame-context";

/** Reopens the consent banner so the visitor can change their choice (the footer shows it only with a tag manager). */
export function CookieSettingsButton({ className }: { className: string }) {
  const { frame } = useFrame();
  return (
    <button type="button" className={className} {...{ [CONSENT_SETTINGS_ATTRIBUTE]: "" }}>
      {frame.footer.cookieSettings}
    </button>
  );
}
