import type { ConsentChoice } from "~/features/consent/consent";
import { useT } from "~/lib/i18n/use-t";
import { consentCatalogue } from "~/locales/consent";
import { consentPanelCatalogue } from "~/locales/consentPanel";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./consent-styles";

/**
 * The Manage panel (spec section 9): essential always on; functional, analytics and targeting
 * switches, on by default (or as the visitor chose before); with Global Privacy Control on, the
 * targeting switch is off and disabled and the panel says why. Save and Continue posts the
 * switches, Allow all everything. It sits inside a form that posts to /consent: the dialog's
 * (loaded on demand, with JavaScript) or the /cookie-settings page's (without).
 */
export default function ConsentManagePanel({
  defaults,
  gpc,
  idPrefix = "consent",
}: {
  defaults: ConsentChoice;
  gpc: boolean;
  idPrefix?: string;
}) {
  const t = useT(consentCatalogue, consentPanelCatalogue);
  const categories = [
    {
      key: "functional",
      name: t("consentPanel.category.functional"),
      about: t("consentPanel.category.functional.about"),
    },
    {
      key: "analytics",
      name: t("consentPanel.category.analytics"),
      about: t("consentPanel.category.analytics.about"),
    },
    {
      key: "targeting",
      name: t("consentPanel.category.targeting"),
      about: t("consentPanel.category.targeting.about"),
    },
  ] as const;
  return (
    <div className="space-y-4" data-testid="consent-manage">
      <p className="text-sm text-muted">{t("consentPanel.manage.intro")}</p>
      <fieldset>
        <legend className="sr-only">{t("consentPanel.manage.categories")}</legend>
        <ul className="divide-y divide-line rounded-xl border border-line">
          <li className="flex items-start justify-between gap-4 p-3">
            <div>
              <p className="font-semibold">{t("consentPanel.category.essential")}</p>
              <p className="text-sm text-muted">{t("consentPanel.category.essential.about")}</p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-brand-ink">
              {t("consentPanel.category.alwaysOn")}
            </p>
          </li>
          {categories.map(({ key, name, about }) => {
            const locked = key === "targeting" && gpc;
            const id = `${idPrefix}-${key}`;
            return (
              <li key={key} className="flex items-start justify-between gap-4 p-3">
                <div>
                  <label htmlFor={id} className="font-semibold">
                    {name}
                  </label>
                  <p id={`${id}-about`} className="text-sm text-muted">
                    {about}
                  </p>
                </div>
                <input
                  id={id}
                  type="checkbox"
                  name={key}
                  value="on"
                  defaultChecked={locked ? false : defaults[key]}
                  disabled={locked}
                  aria-describedby={locked ? `${id}-about ${idPrefix}-gpc` : `${id}-about`}
                  className="mt-1 h-6 w-6 shrink-0 accent-brand-ink"
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
      {gpc ? (
        <p id={`${idPrefix}-gpc`} className="rounded-lg bg-surface p-3 text-sm" data-testid="consent-gpc">
          {t("consentPanel.manage.gpc")}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button type="submit" name="action" value="save" className={PRIMARY_BUTTON}>
          {t("consent.action.save")}
        </button>
        <button type="submit" name="action" value="allowAll" className={SECONDARY_BUTTON}>
          {t("consent.action.allowAll")}
        </button>
      </div>
    </div>
  );
}
