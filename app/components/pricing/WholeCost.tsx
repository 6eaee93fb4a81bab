import type { PricingCopy } from "../../../content/schema/pricing";
import { Breakable } from "../../i18n/word-breaks";
import { Section } from "../sections/Section";
import { TextCards } from "./TextCards";

/**
 * Everything a merchant pays besides the plan, figures from content/pricing-constants.ts: each
 * payment method's cost, then the POS device, QR stickers, the contract and customer service. The
 * payments table has two columns (method with its provider, cost), so it fits a 320 px phone.
 */
export function WholeCost({ copy }: { copy: PricingCopy["costs"] }) {
  const { payments } = copy;
  return (
    <Section title={copy.title} intro={copy.intro} tone="cream">
      <div className="mt-10 grid gap-6 lg:grid-cols-2" data-testid="whole-cost">
        <div className="min-w-0 rounded-card bg-white p-6 shadow-card">
          <h3 className="text-xl font-bold text-ink-900">
            <Breakable text={payments.title} />
          </h3>
          <table className="mt-4 w-full border-collapse" data-testid="payment-fees">
            <caption className="sr-only">{payments.caption}</caption>
            <thead>
              <tr className="border-b-2 border-ink-300 text-left">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {payments.methodHeader}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {payments.costHeader}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {payments.rows.map((row) => (
                <tr key={row.method}>
                  <th scope="row" className="py-2 pr-3 text-left align-top font-normal">
                    <span className="block font-semibold text-ink-900">{row.method}</span>
                    <span className="block text-sm text-ink-700">{row.provider}</span>
                  </th>
                  <td className="py-2 text-right align-top font-semibold tabular-nums">{row.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-sm text-ink-700">{payments.note}</p>
        </div>
        <TextCards items={copy.items} className="grid min-w-0 gap-4 sm:grid-cols-2" />
      </div>
    </Section>
  );
}
