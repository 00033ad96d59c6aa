import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { Toaster } from "~/components/ui/toast";
import { telHref } from "~/lib/format";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { companyCatalogue } from "~/locales/company";
import { readFlashToasts } from "~/routes/+shared/flash-toasts.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/contact-confirmation";

/**
 * The contact form's confirmation, which needs no JavaScript: a plain-HTML contact post
 * is redirected here (post-redirect-get), with the success toast in a flash cookie.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { toasts, headers } = await readFlashToasts(request, context.services);
  return data({ toasts, salesPhone: context.services.settings.company.sales.phone }, { headers });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), companyCatalogue);
  return routeMeta(args, {
    title: t("company.sent.meta.title"),
    description: t("company.sent.meta.description"),
    canonicalPath: "/amp-contact-request-confirmation",
  });
};

export default function ContactConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT(companyCatalogue);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Toaster toasts={loaderData.toasts} />
      <p className="inline-block rounded-full bg-brand/15 px-4 py-1 text-sm font-bold text-brand-ink">
        {t("company.sent.badge")}
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight">{t("company.sent.heading")}</h1>
      <p className="mt-4 text-lg text-muted">
        {t("company.sent.text")}{" "}
        <a className="font-semibold text-brand-ink underline" href={telHref(loaderData.salesPhone)}>
          {loaderData.salesPhone}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/used-cars-for-sale"
          className="inline-flex items-center rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          {t("company.sent.inventory")}
        </Link>
        <Link
          to="/contact-us"
          className="inline-flex items-center rounded-full border-2 border-brand-ink px-6 py-3 font-bold text-brand-ink hover:bg-green-50"
        >
          {t("company.sent.another")}
        </Link>
      </div>
    </div>
  );
}
