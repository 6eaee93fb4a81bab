import { type SimpleIcon, siFacebook, siInstagram, siTiktok, siYoutube } from "simple-icons";
import { useFrame } from "../../i18n/frame-context";

/** Round icon links; the network's name is the accessible name, the icon is decoration. */
export function SocialLinks({ labelledBy }: { labelledBy: string }) {
  const { site } = useFrame();
  const social: readonly (readonly [SimpleIcon, string])[] = [
    [siFacebook, site.facebookUrl],
    [siInstagram, site.instagramUrl],
    [siTiktok, site.tiktokUrl],
    [siYoutube, site.youtubeUrl],
  ];
  return (
    <ul aria-labelledby={labelledBy} className="mt-3 flex gap-3">
      {social.map(([icon, href]) => (
        <li key={icon.slug}>
          <a href={href} className="flex size-11 items-center justify-center rounded-full bg-ink-800 text-white hover:bg-ink-700">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
              <path d={icon.path} />
            </svg>
            <span className="sr-only">{icon.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
