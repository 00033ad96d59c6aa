import { stateOptions } from "~/features/leads/forms/common";
import { type CreditStepId, HOUSING_STATUSES } from "~/features/leads/forms/credit-application";
import { Field, SelectField } from "../../ui/field";
import { Step } from "../../ui/steps";
import type { Steps } from "../../ui/use-steps";
import { HistoryList } from "./history-list";
import { type Fields, type Form, options, type ResidencesMeta, sectionClass } from "./types";

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
  return (
    <Step steps={steps} id="residence" className={sectionClass}>
      <p className="text-sm text-muted">
        Lenders ask for about two years of addresses. If you have lived at your current address for less than
        two years, add your previous one.
      </p>
      <ResidenceList form={form} list={fields.residences} />
    </Step>
  );
}

/** An address history (the applicant's, or the co-borrower's with `who`). */
export function ResidenceList({ form, list, who }: { form: Form; list: ResidencesMeta; who?: string }) {
  return (
    <HistoryList
      form={form}
      list={list}
      items={list.getFieldList()}
      who={who}
      noun="address"
      addNoun="previous address"
    >
      {(item, index) => {
        const r = item.getFieldset();
        return (
          <>
            <Field
              meta={r.fullAddress}
              label="Street address"
              autoComplete={index === 0 ? "address-line1" : "off"}
              className="sm:col-span-4"
            />
            <Field meta={r.apartment} label="Apartment" optional className="sm:col-span-2" />
            <Field meta={r.city} label="City" className="sm:col-span-2" />
            <SelectField
              meta={r.state}
              label="State"
              options={stateOptions}
              placeholder="Choose"
              className="sm:col-span-2"
            />
            <Field meta={r.zipCode} label="ZIP code" inputMode="numeric" className="sm:col-span-2" />
            <SelectField
              meta={r.housingStatus}
              label="Housing"
              options={options(HOUSING_STATUSES)}
              className="sm:col-span-2"
            />
            <Field
              meta={r.monthlyRent}
              label="Monthly rent or mortgage"
              inputMode="decimal"
              placeholder="0"
              className="sm:col-span-2"
            />
            <Field
              meta={r.yearsAtAddress}
              label="Years there"
              inputMode="numeric"
              className="sm:col-span-1"
            />
            <Field meta={r.monthsAtAddress} label="Months" inputMode="numeric" className="sm:col-span-1" />
          </>
        );
      }}
    </HistoryList>
  );
}
