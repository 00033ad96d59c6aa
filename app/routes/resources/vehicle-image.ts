import { parseVehicleImageName, renderVehicleSvg } from "~/features/inventory/demo-data/vehicle-svg";
import type { Route } from "./+types/vehicle-image";

/**
 * The generated vehicle pictures of the demo inventory: an SVG per body style, colour
 * and view, drawn here so the site never depends on an outside image host.
 */
export function loader({ params }: Route.LoaderArgs) {
  const parsed = parseVehicleImageName(params.file);
  if (!parsed) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(renderVehicleSvg(parsed), {
    headers: {
      "Content-Type": "image/svg+xml",
      // The picture for a name never changes.
      "Cache-Control": "public, max-age=8640000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
