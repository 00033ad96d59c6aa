import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../app/features/company/settings.server";
import { CELL_PHONE_CONSENT } from "../../app/features/leads/forms/common";
import { CONTACT_TOPICS } from "../../app/features/leads/forms/contact";
import { expectValidAdf } from "../support/adf";
import {
  decode,
  errorText,
  junkPostStatuses,
  openForm,
  person,
  phoneInputsDescribedBy,
  postForm,
  shownValue,
  storedLeads,
  unique,
} from "../support/form-client";
import { ROOT, type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, mailHeader, mailRecipients, type SmtpTestServer } from "../support/smtp-peer";

/**
 * The company area's forms through the production server, posted as plain HTML forms (no
 * JavaScript): the contact form and the confirmation it ends on, careers, and the team pages
 * with the staff-member form. A real SMTP peer receives the e-mails, xmllint checks each ADF
 * body against the DTD, and the database shows what was (and was not) stored. Bad input on
 * every field gives its message and keeps what was typed; junk never gets a 500.
 *
 * Each test posts its own forms with its own names and finds its own leads and e-mails by them,
 * so the form tests run side by side: most of their time is the form guard's minimum fill time.
 */

/** A short form's reference on its confirmation (issue 17): the prefix and two groups of four. */
const referenceIn = (html: string, prefix: string) =>
  new RegExp(`>(${prefix}-[0-9A-Z]{4}-[0-9A-Z]{4})<`).exec(html)?.[1];
const { company, locations } = loadSettings(path.resolve(ROOT, "content"));

/**
 * These tests post many forms from this machine: its address is exempt from the per-address
 * limits (RATE_LIMIT_EXEMPT), which are not what these tests are about.
 */
const FORMS_FROM_THIS_MACHINE = { RATE_LIMIT_EXEMPT: "loopback" };

let smtp: SmtpTestServer;
let server: RunningServer;

beforeAll(async () => {
  smtp = await createSmtpTestServer();
  server = await startServer({ env: { SMTP_URL: smtp.url, LOG_LEVEL: "info", ...FORMS_FROM_THIS_MACHINE } });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe.concurrent("contact form (/contact-us)", () => {
  it("shows the form, the sales and service hours and the four locations", async () => {
    const page = await openForm(server, "/contact-us");
    expect(page.status).toBe(200);
    for (const topic of CONTACT_TOPICS) expect(page.html).toContain(`>${topic.name}</option>`);
    expect(page.html).toContain("Privacy Policy");
    expect(page.html).toContain(
      "agree to be contacted by call or text, including by auto-dialers or prerecorded messages",
    );
    expect(page.html).toContain("Working hours");
    expect(page.html).toContain("9:00 AM – 7:00 PM"); // sales, Monday
    expect(page.html).toContain("7:30 AM – 6:00 PM"); // service, Monday
    for (const key of ["moline", "rockford", "elkhart", "fort-wayne"])
      expect(page.html).toContain(`href="/cars-for-sale?location=${key}"`);
    const main = /<main[\s\S]*<\/main>/.exec(page.html)?.[0] ?? "";
    for (const location of locations)
      expect(main).toContain(`href="${decode(location.googleMapsLink).replace(/&/g, "&amp;")}"`);
    expect(page.html).toContain('<link rel="canonical" href="');
  });

  it("sends each of the 7 topics as CONTACT_{target}, an ADF e-mail that passes the DTD", async () => {
    const name = `Topic${unique()}`;
    const pages = await Promise.all(CONTACT_TOPICS.map(() => openForm(server, "/contact-us")));
    const results = await Promise.all(
      CONTACT_TOPICS.map((topic, i) =>
        postForm(server, "/contact-us", pages[i]!, {
          inquiry: topic.value,
          message: `About ${topic.name}, please call me.`,
          ...person(name),
        }),
      ),
    );
    for (const { response, html } of results) {
      // No JavaScript: the post's own answer is the confirmation (issue 17), never a redirect.
      expect(response.status).toBe(200);
      expect(referenceIn(html, "MSG")).toBeTruthy();
    }
    const mails = await smtp.waitForMail((m) => m.text?.includes(name) ?? false, CONTACT_TOPICS.length);
    expect(mails.map((m) => mailHeader(m, "x-lead-kind")).sort()).toEqual(
      CONTACT_TOPICS.map((t) => `CONTACT_${t.to}`).sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe("Website Lead");
      expect(mailRecipients(mail)).toEqual(["leads@quadcitiesautogroup.example"]);
      expect(mail.text).toContain("<adf>");
      expect(mail.text).toContain("555-555-0123".replace("555-555", "309-555")); // the adf phone mask
      expectValidAdf(mail.text!);
    }
  });

  it("ends on its confirmation in place of the form, not a toast: what was sent, a reference the lead carries, the next step, the phone (issue 17)", async () => {
    const name = `Sent${unique()}`;
    const page = await openForm(server, "/contact-us");
    const { response, html } = await postForm(server, "/contact-us", page, {
      inquiry: "7",
      message: "Are you open on holidays?\nAnd on Sundays?",
      ...person(name),
    });
    expect(response.status).toBe(200);
    // A POST's answer: for this visitor only.
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = decode(html);
    expect(html).toContain('data-testid="lead-form-sent"');
    expect(html).toMatch(/<h2 id="contact-form-sent-heading" tabindex="-1" autofocus=""/);
    expect(text).toContain("Message sent!");
    expect(text).toContain(
      "Your message was successfully sent. Someone from our dealership team will contact you soon.",
    );
    for (const sent of ["General questions", "Are you open on holidays?\nAnd on Sundays?", `Ann ${name}`])
      expect(text).toContain(sent);
    expect(text).toContain("They call or e-mail you within one business day (Monday to Saturday).");
    expect(html).toContain(`href="tel:+1${company.sales.phone.replace(/\D/g, "")}"`);
    // One message: no toast, and the form is gone.
    expect(html).not.toContain('data-testid="toast"');
    expect(html).not.toContain('id="contact-form"');
    const reference = referenceIn(html, "MSG")!;
    expect(reference).toBeTruthy();
    const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
    expect(mail!.text).toContain(`<id sequence="2" source="Website reference">${reference}</id>`);
    expectValidAdf(mail!.text!);
    const [lead] = storedLeads(server, "CONTACT_GENERAL").filter((l) => l.payload.includes(name));
    expect(JSON.parse(lead!.payload).reference).toBe(reference);
  });

  it("the address of the old confirmation page confirms nothing: it says how to reach us", async () => {
    const page = await openForm(server, "/amp-contact-request-confirmation");
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Message sent!");
    expect(decode(page.html)).toContain("We could not find that confirmation");
    expect(page.html).toContain('href="/contact-us"');
    // The same page for everyone: it may be kept by a shared cache.
    const response = await fetch(`${server.url}/amp-contact-request-confirmation`);
    expect(response.headers.get("cache-control")).toContain("public");
  });

  it("a post from the enhanced form answers 200 with the confirmation and no toast", async () => {
    const page = await openForm(server, "/contact-us");
    const { response, html } = await postForm(server, "/contact-us", page, {
      enhanced: "1",
      inquiry: "1",
      message: "Is the blue SUV still available?",
      ...person(`Js${unique()}`),
    });
    expect(response.status).toBe(200);
    expect(html).toContain("Message sent!");
    expect(referenceIn(html, "MSG")).toBeTruthy();
    expect(html).not.toContain('data-testid="toast"');
  });

  it("the same form posted twice makes one lead", async () => {
    const name = `Twice${unique()}`;
    const page = await openForm(server, "/contact-us");
    const fields = { inquiry: "6", message: "Question about my invoice", ...person(name) };
    const [first, second] = await Promise.all([
      postForm(server, "/contact-us", page, fields),
      postForm(server, "/contact-us", page, fields),
    ]);
    expect(first.response.status).toBe(200);
    expect(second.response.status).toBe(200);
    // A reload of the confirmation posts again: the same lead, so the same reference.
    expect(referenceIn(first.html, "MSG")).toBeTruthy();
    expect(referenceIn(second.html, "MSG")).toBe(referenceIn(first.html, "MSG"));
    await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
    expect(storedLeads(server, "CONTACT_ACCOUNTING").filter((l) => l.payload.includes(name))).toHaveLength(1);
  });

  it("a post from another site is refused before the action (React Router's origin check) and stores nothing", async () => {
    const name = `Elsewhere${unique()}`;
    const page = await openForm(server, "/contact-us");
    const { response } = await postForm(
      server,
      "/contact-us",
      page,
      { inquiry: "7", message: "Hello", ...person(name) },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(400);
    expect(storedLeads(server, "CONTACT_GENERAL").some((l) => l.payload.includes(name))).toBe(false);
  });

  it("the error toast when the form's token is forged or expired, with the values kept", async () => {
    const page = await openForm(server, "/contact-us");
    const { response, html } = await postForm(server, "/contact-us", page, {
      leadFormToken: "eyJrIjoiYSIsInQiOjB9.forged",
      inquiry: "7",
      message: "Hello",
      ...person("Forged"),
    });
    expect(response.status).toBe(400);
    expect(html).toContain("Something went wrong");
    expect(decode(html)).toContain(
      "There was an error on sending your information. Please try again or just give us a call",
    );
    expect(shownValue(html, "lastName")).toBe("Forged");
    // A fresh token, so the visitor can simply send again.
    expect(html).toMatch(/name="leadFormToken" value="[^"]+\.[^"]+"/);
    expect(html).not.toContain('value="eyJrIjoiYSIsInQiOjB9.forged"');
  });

  it("'Message sent!' only when a message was stored: a honeypot is not told it was sent (issue 8, point 20); a fast (autofilled) post is held, then sent (issue 17)", async () => {
    const honeypotName = `Honey${unique()}`;
    const fastName = `Fast${unique()}`;
    const page = await openForm(server, "/contact-us");
    const honeypot = await postForm(server, "/contact-us", page, {
      enhanced: "1",
      inquiry: "7",
      message: "Buy cheap backlinks",
      companyWebsite: "https://spam.example",
      ...person(honeypotName),
    });
    expect(honeypot.response.status).toBe(400);
    expect(honeypot.html).not.toContain("Message sent!");
    expect(honeypot.html).toContain("Something went wrong");
    const fresh = await openForm(server, "/contact-us");
    const fast = await postForm(
      server,
      "/contact-us",
      fresh,
      { enhanced: "1", inquiry: "7", message: "Typed at lightning speed", ...person(fastName) },
      { waitFill: false },
    );
    expect(fast.response.status).toBe(200);
    expect(fast.html).toContain("Message sent!");
    expect(decode(fast.html)).not.toContain("Please check your details and send the form again.");
    const all = storedLeads(server, "CONTACT_GENERAL").map((l) => l.payload);
    expect(all.some((p) => p.includes(honeypotName))).toBe(false);
    expect(all.filter((p) => p.includes(fastName))).toHaveLength(1);
  });

  it("a token issued for the contact form is refused by the careers form; nothing stored (issue 8, point 20)", async () => {
    const name = `Swap${unique()}`;
    const contact = await openForm(server, "/contact-us");
    const careers = await openForm(server, "/our-company/careers");
    const { response, html } = await postForm(server, "/our-company/careers", careers, {
      leadFormToken: contact.token,
      position: "Porter",
      message: "I can start Monday.",
      ...person(name),
    });
    expect(response.status).toBe(400);
    expect(html).not.toContain("Message sent!");
    expect(html).toContain("Oops! Something went wrong while submitting the form.");
    expect(shownValue(html, "position")).toBe("Porter");
    expect(storedLeads(server, "CAREERS").some((l) => l.payload.includes(name))).toBe(false);
    // The careers form's own token works, and so does the contact token on its own form.
    const own = await postForm(server, "/our-company/careers", careers, {
      position: "Porter",
      message: "I can start Monday.",
      ...person(name),
    });
    expect(own.response.status).toBe(200);
    expect(own.html).toContain("Message sent!");
    expect(storedLeads(server, "CAREERS").filter((l) => l.payload.includes(name))).toHaveLength(1);
  });

  it("a phone with markup, letters or line breaks around its digits gets 'Please enter a valid phone number' (issue 8, point 5)", async () => {
    for (const phone of [
      "<b>309-555-0123</b>",
      "309-555-0123\ncall me",
      "call 3095550123 now",
      "+44 20 7946 0958",
    ]) {
      const page = await openForm(server, "/contact-us");
      const { response, html } = await postForm(
        server,
        "/contact-us",
        page,
        { inquiry: "7", message: "Hello", ...person("Phone"), phone },
        { waitFill: false },
      );
      expect(response.status, phone).toBe(400);
      expect(errorText(html, "contact-form-phone-error"), phone).toBe("Please enter a valid phone number");
      expect(shownValue(html, "phone")).toBe(phone);
    }
  });

  it("bad input on every field: its message next to the field, and what was typed kept", async () => {
    const page = await openForm(server, "/contact-us");
    const { response, html } = await postForm(server, "/contact-us", page, {
      inquiry: "",
      message: "   ",
      firstName: "",
      lastName: "",
      email: "ann@example",
      phone: "555-01",
    });
    expect(response.status).toBe(400);
    const expected = {
      inquiry: "This field is required",
      message: "Enter your message.",
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    };
    for (const [field, message] of Object.entries(expected)) {
      expect(errorText(html, `contact-form-${field}-error`), field).toBe(message);
      expect(html).toMatch(
        new RegExp(
          `<(input|select|textarea)[^>]*aria-invalid="true"[^>]*aria-describedby="contact-form-${field}-error[^"]*"[^>]*name="${field}"|<(input|select|textarea)[^>]*name="${field}"[^>]*aria-invalid="true"`,
        ),
      );
    }
    expect(shownValue(html, "email")).toBe("ann@example");
    expect(shownValue(html, "phone")).toBe("555-01");
    // The same token comes back, so the corrected form is still one lead.
    expect(html).toContain(`value="${page.token}"`);
  });
});

describe.concurrent("careers form (/our-company/careers)", () => {
  it("sends CAREERS with the position and message; its confirmation has the careers words and a JOB- reference", async () => {
    const name = `Career${unique()}`;
    const page = await openForm(server, "/our-company/careers");
    expect(page.html).toContain(">Apply Now<");
    const { response, html } = await postForm(server, "/our-company/careers", page, {
      position: "Service technician",
      message: "Ten years fixing trucks; ASE certified.",
      ...person(name),
    });
    expect(response.status).toBe(200);
    expect(html).toContain("Message sent!");
    expect(html).toContain("Thank you! Your submission has been received!");
    expect(decode(html)).toContain("Ten years fixing trucks; ASE certified.");
    const reference = referenceIn(html, "JOB");
    expect(reference).toBeTruthy();
    const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
    expect(mailHeader(mail!, "x-lead-kind")).toBe("CAREERS");
    expect(mail!.text).toContain(reference);
    expect(mail!.text).toContain("Service technician");
    expectValidAdf(mail!.text!);
  });

  it("bad input on every field: its message, values kept", async () => {
    const page = await openForm(server, "/our-company/careers");
    const { response, html } = await postForm(server, "/our-company/careers", page, {
      position: "",
      message: "",
      firstName: "Bo",
      lastName: "",
      email: "bo@",
      phone: "12345",
    });
    expect(response.status).toBe(400);
    expect(errorText(html, "careers-form-position-error")).toBe("Enter the position you are applying for.");
    expect(errorText(html, "careers-form-message-error")).toBe("Enter your message.");
    expect(errorText(html, "careers-form-lastName-error")).toBe("Enter your last name.");
    expect(errorText(html, "careers-form-email-error")).toBe("Please enter a valid email address");
    expect(errorText(html, "careers-form-phone-error")).toBe("Please enter a valid phone number");
    expect(shownValue(html, "firstName")).toBe("Bo");
    expect(shownValue(html, "email")).toBe("bo@");
  });

  it("the careers error toast when the form's token is forged", async () => {
    const page = await openForm(server, "/our-company/careers");
    const { response, html } = await postForm(server, "/our-company/careers", page, {
      leadFormToken: "forged.token",
      position: "Sales",
      message: "Hire me",
      ...person("Forger"),
    });
    expect(response.status).toBe(400);
    expect(html).toContain("Oops! Something went wrong while submitting the form.");
    expect(shownValue(html, "position")).toBe("Sales");
  });
});

describe.concurrent("team pages and the staff-member form", () => {
  it("lists the staff by department, each linking to their page with a local portrait", async () => {
    const response = await fetch(`${server.url}/our-company/meet-our-team`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h2[^>]*>Sales<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Office<\/h2>/);
    expect(html).toContain('href="/our-company/meet-our-team/marcus-bennett"');
    const photo = await fetch(`${server.url}/staff-photos/marcus-bennett.svg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/svg+xml");
    expect(await photo.text()).toContain(">MB</text>");
    expect((await fetch(`${server.url}/staff-photos/nobody.svg`)).status).toBe(404);
  });

  it("a member's page is titled with the name and department; an unknown slug is 404", async () => {
    const page = await openForm(server, "/our-company/meet-our-team/priya-shah");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>Priya Shah - Office | ${company.name}</title>`);
    const missing = await fetch(`${server.url}/our-company/meet-our-team/no-such-person`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
    const post = await postForm(server, "/our-company/meet-our-team/no-such-person", page, {
      message: "hi",
      ...person("Nobody"),
    });
    expect(post.response.status).toBe(404);
  });

  it("sends STAFF_MEMBER to the dealer (ADF) and a readable copy to the member's primary e-mail", async () => {
    const name = `Staff${unique()}`;
    const page = await openForm(server, "/our-company/meet-our-team/alicia-ramirez");
    const { response, html } = await postForm(server, "/our-company/meet-our-team/alicia-ramirez", page, {
      message: "Can we set up a test drive Saturday?",
      ...person(name),
    });
    expect(response.status).toBe(200);
    expect(html).toContain("Message sent!");
    const reference = referenceIn(html, "MSG");
    expect(reference).toBeTruthy();
    // Who the message went to, and her store's phone (Moline).
    expect(decode(html)).toContain("Alicia Ramirez");
    expect(decode(html)).toContain("Questions? Call Quad Cities Auto Group Moline at");
    const mails = await smtp.waitForMail((m) => m.text?.includes(name) ?? false, 2);
    const dealer = mails.find((m) => mailRecipients(m).includes("leads@quadcitiesautogroup.example"))!;
    const member = mails.find((m) =>
      mailRecipients(m).includes("alicia.ramirez@quadcitiesautogroup.example"),
    )!;
    expect(mailHeader(dealer, "x-lead-kind")).toBe("STAFF_MEMBER");
    expectValidAdf(dealer.text!);
    expect(member.text).not.toContain("<adf>");
    expect(member.text).toContain("Can we set up a test drive Saturday?");
    expect(member.text).toContain("Alicia Ramirez");
  });
});

describe("the call-and-text consent (issue 8, point 3)", () => {
  it.each(["/contact-us", "/our-company/careers", "/our-company/meet-our-team/alicia-ramirez"])(
    "%s: the phone field is described by the consent sentence of spec section 5",
    async (form) => {
      const page = await openForm(server, form);
      expect(decode(page.html)).toContain(CELL_PHONE_CONSENT);
      expect(phoneInputsDescribedBy(page.html, CELL_PHONE_CONSENT)).toEqual({ phone: true });
    },
  );
});

describe("junk never gets a 500", () => {
  const forms = ["/contact-us", "/our-company/careers", "/our-company/meet-our-team/marcus-bennett"];

  it.each(forms)("%s: JSON, a file, huge values, wrong shapes and forged intents are 400s", async (form) => {
    const statuses = await junkPostStatuses(server, form);
    for (const status of statuses) expect(status).toBe(400);
  });

  it("a very long but otherwise valid message gets its length message, not a 500", async () => {
    const page = await openForm(server, "/contact-us");
    const { response, html } = await postForm(
      server,
      "/contact-us",
      page,
      { inquiry: "7", message: "y".repeat(6000), ...person("Long") },
      { waitFill: false },
    );
    expect(response.status).toBe(400);
    expect(errorText(html, "contact-form-message-error")).toBe("Please keep this under 5,000 characters.");
  });
});
