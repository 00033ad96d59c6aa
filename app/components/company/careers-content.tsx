import { Prose } from "~/components/content/prose";
import { Icon } from "~/components/ui/icon";
import type { Page } from "~/features/content/page-schema";
import { useT } from "~/lib/i18n/use-t";
import { companyCatalogue } from "~/locales/company";

/**
 * The careers page's copy from content/pages/careers.md: the body's sections and the open
 * positions, each with its store, full or part time and a summary. The application form
 * sits beside it on the page.
 */
export function CareersContent({ page }: { page: Page }) {
  const positions = page.positions ?? [];
  const t = useT(companyCatalogue);
  return (
    <div className="max-w-3xl">
      <Prose html={page.introHtml} className="text-lg" />
      {positions.length > 0 ? (
        <section aria-labelledby="positions-heading" className="mt-10">
          <h2 id="positions-heading" className="text-2xl font-extrabold tracking-tight">
            {t("company.careers.openPositions")}
          </h2>
          <ul className="mt-4 grid gap-3">
            {positions.map((position) => (
              <li
                key={`${position.title}-${position.location}`}
                className="rounded-2xl border border-line bg-white p-5"
              >
                <h3 className="text-lg font-bold">{position.title}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  <span className="inline-flex items-center gap-1">
                    <Icon name="map-pin" size={14} /> {position.location}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Icon name="clock" size={14} /> {t(`company.careers.type.${position.type}`)}
                  </span>
                </p>
                <p className="mt-2 text-ink">{position.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="text-2xl font-extrabold tracking-tight">
            {section.title}
          </h2>
          <Prose html={section.html} className="mt-4" />
        </section>
      ))}
    </div>
  );
}
