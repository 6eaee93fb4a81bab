import { Breakable, Prose } from "../../i18n/word-breaks";

/** White cards of a heading and a text each, in a list laid out by `className`: the trial's terms, the costs besides a plan. */
export function TextCards({
  items,
  className,
  bordered = false,
  testId,
}: {
  items: readonly { title: string; text: string }[];
  className: string;
  /** A thin border, where the cards stand on white rather than on the section's tint. */
  bordered?: boolean;
  testId?: string;
}) {
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => (
        <li
          key={item.title}
          className={bordered ? "min-w-0 rounded-card border border-ink-100 bg-white p-6 shadow-card" : "min-w-0 rounded-card bg-white p-6 shadow-card"}
        >
          <h3 className="text-lg font-bold text-ink-900">
            <Breakable text={item.title} />
          </h3>
          <p className="mt-2 text-ink-700">
            <Prose text={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
