import { renderStaffAvatarSvg } from "~/features/company/staff";
import { findStaffMember } from "~/features/company/staff.server";
import type { Route } from "./+types/staff-photo";

/** A staff member's portrait placeholder (initials), drawn here: no outside image host. */
export function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.file.replace(/\.svg$/, "");
  const member = params.file.endsWith(".svg")
    ? findStaffMember(context.services.content.staff, slug)
    : undefined;
  if (!member) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(renderStaffAvatarSvg(member), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
