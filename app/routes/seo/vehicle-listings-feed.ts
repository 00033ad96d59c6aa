import { listFeedVehicles } from "~/features/seo/feeds/in-stock-vehicles.server";
import { vehicleListingsXml } from "~/features/seo/feeds/vehicle-listings";
import type { Route } from "./+types/vehicle-listings-feed";
import { xmlResponse } from "./sitemaps.server";

/** GET /feeds/vehicle-listings.xml: every vehicle in stock for Google's vehicle listings. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env, settings } = context.services;
  const { company, locations } = settings;
  const xml = vehicleListingsXml(
    await listFeedVehicles(db),
    {
      siteUrl: env.siteUrl,
      companyName: company.name,
      companyAddress: `${company.address}, ${company.city}, ${company.state_short} ${company.zip}, US`,
      locations,
    },
    new Date(),
  );
  return xmlResponse(xml);
}
