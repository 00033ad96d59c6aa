import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { Translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { inventoryCatalogue } from "~/locales/inventory";

/** What every shopper should know before buying here: short, true, and linked to the details. */
const lessons = [
  { key: "inspected", icon: "check" },
  { key: "engine", icon: "shield-check", href: "/vehicle-protection-plans" },
  { key: "financing", icon: "dollar", href: SITE_PATHS.preApproval },
] as const;

export function SearchEducation() {
  const t = useT(inventoryCatalogue);
  return (
    <section aria-labelledby="education-heading" className="mt-16">
      <h2 id="education-heading" className="text-2xl font-extrabold tracking-tight">
        {t("inventory.education.heading")}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {lessons.map((lesson) => (
          <li key={lesson.key} className="rounded-xl border border-line bg-surface p-5">
            <Icon name={lesson.icon} size={28} className="text-brand-ink" />
            <h3 className="mt-2 font-bold">{t(`inventory.education.${lesson.key}.title`)}</h3>
            <p className="mt-1 text-sm text-muted">{t(`inventory.education.${lesson.key}.text`)}</p>
            {"href" in lesson ? (
              <Link
                to={lesson.href}
                className="mt-3 inline-flex items-center gap-1 text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
              >
                {t(`inventory.education.${lesson.key}.cta`)} <Icon name="chevron-right" size={14} />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The FAQ's questions, in order; the payment filter's answer is the page's payment terms. */
const FAQ_KEYS = ["preApproval", "warranty", "inspection", "paymentFilter", "tradeIn"] as const;

export function searchFaqs(paymentTerms: string, t: Translate) {
  return FAQ_KEYS.map((key) => ({
    question: t(`inventory.faq.${key}.question`),
    answer: key === "paymentFilter" ? paymentTerms : t(`inventory.faq.${key}.answer`),
  }));
}

export function SearchFaq({ paymentTerms }: { paymentTerms: string }) {
  const t = useT(inventoryCatalogue);
  return (
    <section aria-labelledby="faq-heading" className="mt-16 mb-8">
      <h2 id="faq-heading" className="text-2xl font-extrabold tracking-tight">
        {t("inventory.faq.heading")}
      </h2>
      <div className="mt-6 divide-y divide-line rounded-xl border border-line bg-white">
        {searchFaqs(paymentTerms, t).map((faq) => (
          <details key={faq.question} className="group px-5">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-bold [&::-webkit-details-marker]:hidden">
              {faq.question}
              <Icon name="chevron-down" size={18} className="shrink-0 transition group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
