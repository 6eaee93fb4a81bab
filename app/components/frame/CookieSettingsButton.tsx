import { useFrame } from "../../i18n/frame-context";
import { CONSENT_SETTINGS_ATTRIBUTE } from "../../shared/markup/attributes";

/** Reopens the consent banner so the visitor can change their choice (the footer shows it only with a tag manager). */
export function CookieSettingsButton({ className }: { className: string }) {
  const { frame } = useFrame();
  return (
    <button type="button" className={className} {...{ [CONSENT_SETTINGS_ATTRIBUTE]: "" }}>
      {frame.footer.cookieSettings}
    </button>
  );
}
