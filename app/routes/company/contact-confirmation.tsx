import { ConfirmationNotFound } from "~/components/forms/lead-confirmation";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/contact-confirmation";

/**
 * The contact confirmation's address of spec section 2. A contact message ends on its
 * confirmation where the form was, as the post's own answer (issue 17): what was sent is the
 * visitor's own words, which never travel in a URL or a cookie. Nothing is sent here any
 * more, so an old or shared link gets what a confirmation link without its reference gets
 * (the long forms' rule): how to reach us and where to start, never "sent" for a message
 * nobody sent. The same document for every visitor, so it may be cached.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { company } = context.services.settings;
  return { store: { name: company.name, phone: company.sales.phone } };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), companyCatalogue);
  return routeMeta(args, {
    title: t("company.sent.meta.title"),
    description: t("company.sent.meta.description"),
    canonicalPath: SITE_PATHS.contactConfirmation,
  });
};

export default function ContactConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT(companyCatalogue);
  return (
    <ConfirmationNotFound
      what={t("company.sent.what")}
      store={loaderData.store}
      actions={[
        { to: SITE_PATHS.contact, label: t("company.sent.contact") },
        { to: SITE_PATHS.search, label: t("company.sent.inventory") },
      ]}
    />
  );
}
