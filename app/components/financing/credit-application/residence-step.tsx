import { useStateOptions } from "~/components/forms/state-options";
import { stateOptions } from "~/features/leads/forms/common";
import { type CreditStepId, HOUSING_STATUSES } from "~/features/leads/forms/credit-application";
import { useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";
import { Field, SelectField } from "../../ui/field";
import { Step } from "../../ui/steps";
import type { Steps } from "../../ui/use-steps";
import { HistoryList } from "./history-list";
import { type Fields, type Form, optionKey, options, type ResidencesMeta, sectionClass } from "./types";

/** Step 2: where the applicant has lived for about the last two years. */
export function ResidenceStep({
  steps,
  form,
  fields,
}: {
  steps: Steps<CreditStepId>;
  form: Form;
  fields: Fields;
}) {
  const t = useT(financingCatalogue);
  return (
    <Step steps={steps} id="residence" className={sectionClass}>
      <p className="text-sm text-muted">{t("financing.residence.intro")}</p>
      <ResidenceList form={form} list={fields.residences} />
    </Step>
  );
}

/** An address history (the applicant's, or the co-borrower's with `who`). */
export function ResidenceList({
  form,
  list,
  coBorrower,
}: {
  form: Form;
  list: ResidencesMeta;
  coBorrower?: boolean;
}) {
  const t = useT(financingCatalogue);
  const states = useStateOptions(stateOptions);
  return (
    <HistoryList form={form} list={list} items={list.getFieldList()} coBorrower={coBorrower} kind="address">
      {(item, index) => {
        const r = item.getFieldset();
        return (
          <>
            <Field
              meta={r.fullAddress}
              label={t("financing.residence.street")}
              autoComplete={index === 0 ? "address-line1" : "off"}
              className="sm:col-span-4"
            />
            <Field
              meta={r.apartment}
              label={t("financing.residence.apartment")}
              optional
              className="sm:col-span-2"
            />
            <Field meta={r.city} label={t("financing.residence.city")} className="sm:col-span-2" />
            <SelectField
              meta={r.state}
              label={t("financing.residence.state")}
              options={states}
              placeholder={t("financing.residence.choose")}
              className="sm:col-span-2"
            />
            <Field
              meta={r.zipCode}
              label={t("financing.residence.zip")}
              inputMode="numeric"
              className="sm:col-span-2"
            />
            <SelectField
              meta={r.housingStatus}
              label={t("financing.residence.housing")}
              options={options(HOUSING_STATUSES, (value) => t(`financing.housing.${optionKey(value)}`))}
              className="sm:col-span-2"
            />
            <Field
              meta={r.monthlyRent}
              label={t("financing.residence.rent")}
              inputMode="decimal"
              placeholder="0"
              className="sm:col-span-2"
            />
            <Field
              meta={r.yearsAtAddress}
              label={t("financing.history.years")}
              inputMode="numeric"
              className="sm:col-span-1"
            />
            <Field
              meta={r.monthsAtAddress}
              label={t("financing.history.months")}
              inputMode="numeric"
              className="sm:col-span-1"
            />
          </>
        );
      }}
    </HistoryList>
  );
}
