import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LEAD_FORM_HONEYPOT_FIELD, LEAD_FORM_TOKEN_FIELD } from "~/features/leads/intake/form-guard-fields";
import { LeadFormGuard } from "./lead-form-guard";

describe("LeadFormGuard", () => {
  it("renders the token and a honeypot no person fills in", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LeadFormGuard token="abc.def" />
      </MemoryRouter>,
    );
    expect(html).toContain(`<input type="hidden" name="${LEAD_FORM_TOKEN_FIELD}" value="abc.def"/>`);
    const honeypot = new RegExp(
      `<div aria-hidden="true" class="[^"]*-left-\\[10000px\\][^"]*"><label>[^<]+<input[^>]*name="${LEAD_FORM_HONEYPOT_FIELD}"[^>]*></label></div>`,
    );
    expect(html).toMatch(honeypot);
    expect(html).toContain('tabindex="-1"');
    // React writes the attribute as autoComplete; HTML attribute names are case-insensitive.
    expect(html.toLowerCase()).toContain('autocomplete="off"');
    expect(html).not.toContain("display:none");
  });

  it("labels the honeypot in the page's language", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/es/contact-us"]}>
        <LeadFormGuard token="abc.def" />
      </MemoryRouter>,
    );
    expect(html).toContain("Sitio web de la empresa (deje esto vacío)");
  });
});
