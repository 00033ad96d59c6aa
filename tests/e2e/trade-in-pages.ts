import type { BrowserContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The trade-in questionnaire's pages up to the contact page, posted as its pages post them
 * without JavaScript, in a browser context (its draft cookie kept for the browser's own pages):
 * for the specs whose subject is a later page (the contact page's phone, the offer as trade
 * equity), not the questionnaire, which sell-trade.spec.ts goes through page by page.
 */
export const TRADE_IN_FLOW = "/sell-trade-my-car/your-vehicle";

export async function answerUpToContact(
  context: BrowserContext,
  baseURL: string,
  options: { owed?: string } = {},
) {
  const pages: Array<[string, Record<string, string>]> = [
    ["vehicle", { year: "2019", make: "Honda", model: "Civic", trim: "EX" }],
    ["details", { mileage: "62,000", exteriorColor: "Blue" }],
    ["condition", { "answer-100": "good" }],
    [
      "history",
      {
        "answer-101": "none",
        "answer-102": "clean",
        "answer-103": "no",
        "answer-104": "no",
        "answer-105": "two",
        "answer-106": "none",
      },
    ],
    [
      "wear",
      {
        "answer-200": "none",
        "answer-201": "none",
        "answer-202": "none",
        "answer-203": "none",
        "answer-204": "none",
        "answer-205": "fine",
      },
    ],
    [
      "finance",
      options.owed ? { "answer-500": "loan", "answer-501": options.owed } : { "answer-500": "none" },
    ],
    ["comments", {}],
  ];
  for (const [step, fields] of pages) {
    const response = await context.request.post(`${baseURL}${TRADE_IN_FLOW}?step=${step}`, {
      form: { step, ...fields },
      headers: { origin: baseURL },
      maxRedirects: 0,
    });
    expect(response.status(), `${step}: ${await response.text()}`).toBe(303);
  }
}
