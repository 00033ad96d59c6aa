import { COMPARE_MAX, SAVED_CARS_MAX } from "~/features/shopper-tools/car-lists";
import type { Route } from "./+types/car-cards";
import { listOf, shopperCardsOf } from "./shopper-lists.server";

/**
 * GET /api/shopper-tools/cars?cars=VIN1,VIN2: the cards of a list of cars, as JSON, for the
 * "Recently viewed" row (loaded after the page, which stays one shared document). The VINs are
 * the URL, so the answer is the same for everyone who asks it and may be cached, unless a
 * private car or a locked price made the server read the visitor's gates (then it is personal,
 * as every page is: lib/http/cache-class.server.ts). Sold, unknown and hidden cars are left out.
 */
const MOST = Math.max(SAVED_CARS_MAX, COMPARE_MAX);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { cards } = await shopperCardsOf(context, listOf(request, MOST));
  return Response.json({ cards });
}
