import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./Island";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./names";

const copy = { title: "Rekenhulp </script><script>alert(1)</script>" };

function Probe({ copy }: { copy: { title: string } }) {
  return <h2>{copy.title}</h2>;
}

describe("Island", () => {
  // The props are typed per island name; the probe stands in for the calculator here.
  const html = renderToString(<Island name="calculator" component={Probe as never} props={{ copy } as never} />);

  it("renders the component inside its container, with the props as JSON right before it", () => {
    const parts = html.match(new RegExp(`^<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}="calculator">(.*?)</script><div ${ISLAND_ATTRIBUTE}="calculator"[^>]*><h2>(.*?)</h2></div>$`));
    expect(parts).not.toBeNull();
    expect(JSON.parse(parts![1]!)).toEqual({ copy });
    expect(parts![2]).toContain("Rekenhulp &lt;/script&gt;");
  });

  it("keeps copy that looks like markup from closing the JSON block", () => {
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("stays out of the layout", () => {
    expect(html).toContain(`${ISLAND_ATTRIBUTE}="calculator" class="contents"`);
  });
});
