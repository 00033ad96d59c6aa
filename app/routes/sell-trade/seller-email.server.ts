import type { AppLoadContext } from "react-router";
import type { Location } from "~/features/company/settings-schema";
import { absoluteUrl } from "~/features/seo/page-meta";
import type { Appraisal } from "~/features/trade-in/appraisal";
import {
  type SellerEmail,
  type SellerEmailContext,
  sellerInspectionEmail,
  sellerOfferEmail,
} from "~/features/trade-in/seller-email";
import { appraisalReference } from "~/features/trade-in/signed-id.server";
import { mayEmailSeller } from "~/features/trade-in/trade-in-limits.server";
import { localizePath, translator } from "~/lib/i18n";
import { getLogger } from "~/lib/logger.server";
import { tradeInCatalogue } from "~/locales/trade-in";
import { offerPath } from "./trade-in-session.server";

/**
 * The seller's own e-mail that goes with a lead of the flow (features/trade-in/seller-email.ts
 * writes it from the offer alone): in the page's language, its link to the offer page in that
 * language. None once the address has had its e-mails of the day
 * (features/trade-in/trade-in-limits.server.ts): the lead still reaches the dealer, and the
 * seller has the offer on screen. Asked for only when the lead is about to be stored, so a
 * refused form spends nothing.
 */
export type SellerCopy = SellerEmail & { to: string };

async function sellerCopy(
  context: AppLoadContext,
  appraisal: Appraisal,
  to: string | undefined,
  write: (c: SellerEmailContext) => SellerEmail,
): Promise<SellerCopy | undefined> {
  const { services, visitor } = context;
  const address = to?.trim();
  if (!address) return undefined;
  if (!(await mayEmailSeller(services, address))) {
    // No address in the log: that the limit held is what the operator needs.
    getLogger().info("trade-in seller e-mail not sent: the address had its e-mails of the day");
    return undefined;
  }
  const { language } = visitor;
  const { company } = services.settings;
  const email = write({
    language,
    t: translator(language, tradeInCatalogue),
    companyName: company.name,
    salesPhone: company.sales.phone,
    reference: appraisalReference(appraisal.id),
    offerLink: absoluteUrl(services.env.siteUrl, localizePath(offerPath(services, appraisal.id), language)),
    referencePrices: services.tradeIn.referencePrices,
  });
  return { to: address, ...email };
}

/** The e-mail of an offer just made, to the address the seller gave on the contact page. */
export const offerCopy = (context: AppLoadContext, appraisal: Appraisal, to: string | undefined) =>
  sellerCopy(context, appraisal, to, (c) => sellerOfferEmail(appraisal, c));

/** The e-mail of an inspection just booked, to the address of the offer's lead. */
export const inspectionCopy = (
  context: AppLoadContext,
  appraisal: Appraisal,
  to: string | undefined,
  booking: { location: Location; date: string; time: string },
) => sellerCopy(context, appraisal, to, (c) => sellerInspectionEmail(appraisal, booking, c));
