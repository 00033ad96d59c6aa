import type { Company } from "~/features/company/settings-schema";
import { telHref } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { Icon } from "../ui/icon";
import { summarizeWeek } from "./week-hours";

/**
 * The sales and service phones with their hours: what a shopper who wants to call or drop
 * by looks for. Shown in the Contact drop-down, the mobile menu and the footer, on white
 * (`light`) or on the footer's dark ground (`dark`).
 */
export function ContactHours({ company, tone }: { company: Company; tone: "light" | "dark" }) {
  const t = useT(commonCatalogue);
  const language = useLanguage();
  const departments = [
    {
      key: "sales",
      name: t("common.hours.sales"),
      call: t("common.hours.callSales"),
      phone: company.sales.phone,
      week: company.workingHours,
    },
    {
      key: "service",
      name: t("common.hours.service"),
      call: t("common.hours.callService"),
      phone: company.service.phone,
      week: company.serviceWorkingHours,
    },
  ];
  const muted = tone === "dark" ? "text-gray-300" : "text-muted";
  const phone = tone === "dark" ? "text-white" : "text-brand-ink";
  return (
    <div className="grid gap-5 min-[420px]:grid-cols-2 sm:grid-cols-1" data-testid="contact-hours">
      {departments.map((department) => (
        <div key={department.key} className="text-sm">
          <p className={`font-bold ${tone === "dark" ? "text-white" : "text-ink"}`}>{department.name}</p>
          <a
            href={telHref(department.phone)}
            className={`mt-1 inline-flex items-center gap-1.5 font-semibold underline underline-offset-2 ${phone}`}
          >
            <Icon name="phone" size={14} />
            <span className="sr-only">{department.call} </span>
            {department.phone}
          </a>
          <dl className={`mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 ${muted}`}>
            {summarizeWeek(department.week, language).map((line) => (
              <div key={line.days} className="contents">
                <dt className="font-medium">{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
