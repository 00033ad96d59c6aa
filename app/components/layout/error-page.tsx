import { Link } from "~/components/ui/link";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";

/**
 * The 404 page and the generic error page of spec section 2: a badge, a title, a
 * subtitle and one button, all from the page language's catalogue.
 */
export function ErrorPage({ kind }: { kind: "notFound" | "error" }) {
  const t = useT(commonCatalogue);
  const localize = useLocalizePath();
  const key = kind === "notFound" ? "common.notFound" : "common.error";
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
      data-testid={`${kind}-page`}
    >
      <p className="rounded-full bg-brand/15 px-4 py-1 text-sm font-bold text-brand-ink">
        {t(`${key}.badge`)}
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
        {t(`${key}.title`)}
      </h1>
      <p className="mt-4 text-lg text-muted">{t(`${key}.subtitle`)}</p>
      <Link
        to={localize("/")}
        className="mt-8 inline-flex items-center rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        {t(`${key}.button`)}
      </Link>
    </section>
  );
}
