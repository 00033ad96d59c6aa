import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EnglishOnlyNotice } from "../content/english-only-notice";
import { LanguageOffer } from "./language-offer";
import { LanguageSwitch } from "./language-switch";

/** Renders `children` as the page at `url`, in a data router like the site's (useMatches works). */
const at = (url: string, children: ReactNode) => {
  const Stub = createRoutesStub([{ path: "*", Component: () => children }]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
};

describe("the language switch", () => {
  it("leads an English page to its Spanish twin, query kept, named in both languages", () => {
    const html = at("/used-cars-for-sale/suvs?sort=price-asc", <LanguageSwitch />);
    expect(html).toContain('href="/es/used-cars-for-sale/suvs?sort=price-asc"');
    expect(html).toContain('lang="es"');
    // React writes the attribute as hrefLang; HTML attribute names ignore case.
    expect(html.toLowerCase()).toContain('hreflang="es"');
    expect(html).toContain(">Español</span>");
    expect(html).toContain('<span class="sr-only" lang="en">: view this page in Spanish</span>');
  });

  it("leads a Spanish page back to English", () => {
    expect(at("/es/contact-us", <LanguageSwitch />)).toContain('href="/contact-us"');
    const home = at("/es", <LanguageSwitch />);
    expect(home).toContain('href="/"');
    expect(home).toContain(">English</span>");
    expect(home).toContain(": ver esta página en inglés");
  });
});

describe("the Spanish offer and the English-only notice", () => {
  it("leave the server's HTML alone: the offer only exists after hydration", () => {
    expect(at("/", <LanguageOffer />)).toBe("");
  });

  it("show the notice on Spanish pages only", () => {
    expect(at("/legal/privacy-policy", <EnglishOnlyNotice />)).toBe("");
    expect(at("/es/legal/privacy-policy", <EnglishOnlyNotice />)).toContain(
      "Este documento legal solo está disponible en inglés.",
    );
    expect(at("/es/car-research/x", <EnglishOnlyNotice kind="article" />)).toContain(
      "Este artículo solo está disponible en inglés.",
    );
  });
});
