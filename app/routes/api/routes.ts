import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The api area's URLs; app/routes.ts puts every area together. */
export const apiRoutes: RouteConfigEntry[] = [
  route("api/email/send", "routes/api/email-send.ts"),
  route("api/customer/phoneValidation", "routes/api/phone-validation.ts"),
  route("api/track/facebook", "routes/api/track-facebook.ts"),
];
