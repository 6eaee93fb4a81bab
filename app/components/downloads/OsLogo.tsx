import { siApple } from "simple-icons";
import type { OperatingSystem } from "./api";

/** Small marks only for the two systems the spec names; decorative, the name is next to it. */
export function OsLogo({ os }: { os: OperatingSystem }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false" className="size-10 shrink-0 fill-ink-900">
      {os === "mac_os" ? <path d={siApple.path} /> : <path d="M1 3.5 10 2.3v8.7H1zM11 2.1 23 .5V11H11zM1 12h9v8.7l-9-1.2zM11 12h12v10.5l-12-1.6z" />}
    </svg>
  );
}
