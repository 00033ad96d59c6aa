import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { commonCatalogue } from "~/locales/common";
import { useT } from "./use-t";

function SkipLink() {
  const t = useT(commonCatalogue);
  return <a href="#main">{t("common.nav.skipToContent")}</a>;
}

/** The page at `url` under a root whose data is `rootData`, as the site's router holds it. */
function render(url: string, rootData: unknown) {
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: SkipLink, loader: () => rootData }]);
  return renderToStaticMarkup(
    <Stub initialEntries={[url]} hydrationData={{ loaderData: { root: rootData } }} />,
  );
}

describe("useT with an experiment variant's texts", () => {
  const experiments = { assignments: [], texts: { "common.nav.skipToContent": "Jump to the cars" } };

  it("shows the variant's text from the root's data", () => {
    expect(render("/", { experiments })).toContain("Jump to the cars");
  });

  it("shows the catalogue's text without a variant", () => {
    expect(render("/", {})).toContain("Skip to content");
    expect(render("/es", {})).toContain("Saltar al contenido");
  });

  it("works outside a data router (no variant there)", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/"]}>
        <SkipLink />
      </MemoryRouter>,
    );
    expect(html).toContain("Skip to content");
  });
});
