import { useFrame } from "../../i18n/frame-context";

/** The facts Dutch law wants on a company's site: legal name, address, KvK and VAT numbers. */
export function ImprintFacts() {
  const { frame, site } = useFrame();
  const { kvk, vat } = frame.footer.imprintFacts;
  return (
    <address className="flex flex-wrap gap-x-4 text-sm text-ink-300 not-italic">
      <span>{site.companyName}</span>
      <span>
        {site.street}, {site.postalCode} {site.city}
      </span>
      <span>
        {kvk} {site.kvkNumber}
      </span>
      <span>
        {vat} {site.vatNumber}
      </span>
    </address>
  );
}
