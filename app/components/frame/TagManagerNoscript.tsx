import { useFrame } from "../../i18n/frame-context";

/** The tag manager's fallback for visitors without JavaScript; absent when no container id is set. */
export function TagManagerNoscript() {
  const { frame, site } = useFrame();
  const id = site.tagManagerId;
  if (!id) return null;
  return (
    <noscript>
      <iframe
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}`}
        height="0"
        width="0"
        // `hidden` rather than the vendor snippet's style="…": the CSP allows no inline styles.
        hidden
        title={frame.tagManagerFrameTitle}
      />
    </noscript>
  );
}
