import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The leads area's URLs; app/routes.ts puts every area together. */
export const leadsRoutes: RouteConfigEntry[] = [
  route("auto-financing/apply-for-financing", "routes/leads/apply-for-financing.tsx"),
  route("auto-financing/full-credit-application", "routes/leads/full-credit-application.tsx"),
  route("contact-us", "routes/leads/contact-us.tsx"),
  route("amp-contact-request-confirmation", "routes/leads/contact-confirmation.tsx"),
  route("our-company/careers", "routes/leads/careers.tsx"),
  route("our-company/meet-our-team", "routes/leads/meet-our-team.tsx"),
  route("our-company/meet-our-team/:slug", "routes/leads/staff-member.tsx"),
  route("service", "routes/leads/service.tsx"),
  route("service/schedule", "routes/leads/service-schedule.tsx"),
  // The staff portraits: a resource route (no component), so it answers the SVG itself.
  route("staff-photos/:file", "routes/leads/staff-photo.ts"),
];
