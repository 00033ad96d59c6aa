import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.services;
  const body = [
    "User-agent: *",
    "Allow: /",
    // Data endpoints and the JSON API are for the site itself, not for search results.
    "Disallow: /api/",
    "Disallow: /*.data$",
    "Disallow: /healthz",
    "",
    `Sitemap: ${env.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
