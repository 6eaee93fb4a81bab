import type { LucideIcon } from "lucide-react";
import { Breakable, Prose } from "../../i18n/word-breaks";

interface SupportCardProps {
  /** Also the #anchor of the card. */
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  className?: string;
  children: React.ReactNode;
}

/** The shell every support card shares: icon, h2, a line of text, then its own actions. */
export function SupportCard({ id, icon: Icon, title, text, className = "", children }: SupportCardProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100 sm:p-8 ${className}`}>
      <Icon aria-hidden="true" className="size-8 text-brand-700" />
      <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold text-ink-900">
        <Breakable text={title} />
      </h2>
      <p className="mt-2 text-ink-700">
        <Prose text={text} />
      </p>
      <div className="mt-6 flex flex-1 flex-col items-start justify-end gap-3">{children}</div>
    </section>
  );
}
