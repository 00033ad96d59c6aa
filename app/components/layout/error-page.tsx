import { Link } from "react-router";
import { translate } from "~/lib/i18n";

/**
 * The 404 page and the generic error page of spec section 2: a badge, a title, a
 * subtitle and one button, all from the translations.
 */
export function ErrorPage({ kind }: { kind: "notFound" | "error" }) {
  const key = kind === "notFound" ? "notFound" : "error";
  const href = kind === "notFound" ? "/" : translate("error.buttonLink");
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
      data-testid={`${kind}-page`}
    >
      <p className="rounded-full bg-brand/15 px-4 py-1 text-sm font-bold text-brand-ink">
        {translate(`${key}.badge`)}
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
        {translate(`${key}.title`)}
      </h1>
      <p className="mt-4 text-lg text-muted">{translate(`${key}.subtitle`)}</p>
      <Link
        to={href}
        className="mt-8 inline-flex items-center rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        {translate(`${key}.button`)}
      </Link>
    </section>
  );
}
