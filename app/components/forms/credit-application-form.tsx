import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { ToastMessage } from "~/components/ui/toast";
import { stateOptions } from "~/features/leads/forms/common";
import {
  CREDIT_STEPS,
  type CreditApplicationForm as CreditApplicationShape,
  creditApplicationSchema,
  HOUSING_STATUSES,
  INCOME_TYPES,
  MAX_HISTORY,
  SUFFIXES,
  stepOfField,
} from "~/features/leads/forms/credit-application";
import { CheckboxField, Field, FieldError, SelectField, SubmitButton } from "./field";
import { LeadForm, useLeadForm, useSubmitting } from "./lead-form";
import { useHydrated } from "./use-hydrated";

/**
 * The full credit application. Without JavaScript it is one long form: every step is a
 * section, the progress list links to them, and one button sends it all. With
 * JavaScript the same sections become steps: Next checks the step's fields (the same
 * schema as the server) before moving on, and a failed submit returns to the first
 * step with an error. The SSNs come last, after the address and job lists whose
 * add/remove buttons post the form without JavaScript: an SSN is never sent back to
 * the browser, so it must not be typed before those round trips.
 */
type Shape = CreditApplicationShape;
type Form = FormMetadata<Shape, string[]>;
type ResidencesMeta = FieldMetadata<Shape["residences"], Shape, string[]>;
type EmploymentsMeta = FieldMetadata<Shape["employments"], Shape, string[]>;
// biome-ignore lint/suspicious/noExplicitAny: a field of this form, any type
type AnyMeta = FieldMetadata<any, Shape, string[]>;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function errorNames(formElement: HTMLFormElement): string[] {
  const submission = parseWithZod(new FormData(formElement), { schema: creditApplicationSchema });
  if (submission.status === "success") return [];
  return Object.entries(submission.error ?? {})
    .filter(([, errors]) => Array.isArray(errors) && errors.length > 0)
    .map(([name]) => name);
}

const stepIndex = (name: string) => CREDIT_STEPS.findIndex((s) => s.id === stepOfField(name));

export function CreditApplicationForm({
  lastResult,
  token,
  toasts,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  token: string;
  toasts: ToastMessage[];
}) {
  const hydrated = useHydrated();
  const submitting = useSubmitting();
  const [step, setStep] = useState(0);
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  const [form, fields] = useLeadForm<Shape>({
    id: "credit-application",
    schema: creditApplicationSchema,
    lastResult,
    defaultValue: {
      residences: [{}],
      employments: [{}],
      coBorrower: { residences: [{}], employments: [{}] },
    },
  });
  const coBorrower = fields.coBorrower.getFieldset();
  const withCoBorrower = fields.hasCoBorrower.value === "on";

  // A server answer with errors (or a success, which resets the form) picks the step to show.
  useEffect(() => {
    if (!lastResult) return;
    if (lastResult.status === "success" || lastResult.initialValue === null) {
      setStep(0);
      return;
    }
    const names = Object.entries(lastResult.error ?? {})
      .filter(([, e]) => e?.length)
      .map(([n]) => n);
    if (names.length) setStep(Math.min(...names.map(stepIndex)));
  }, [lastResult]);

  function goTo(index: number) {
    setStep(index);
    // Move focus to the new step's heading so keyboard and screen-reader users follow.
    requestAnimationFrame(() => headings.current[index]?.focus());
  }

  /** Shows the errors of `names` and focuses the first; false when there were none. */
  function reveal(names: string[]): boolean {
    if (names.length === 0) return false;
    for (const name of names) form.validate({ name });
    const first = Math.min(...names.map(stepIndex));
    setStep(first);
    requestAnimationFrame(() => {
      const target = names.find((n) => stepIndex(n) === first);
      const element = target ? document.getElementsByName(target)[0] : undefined;
      (element ?? headings.current[first])?.focus();
    });
    return true;
  }

  function next(event: MouseEvent<HTMLButtonElement>) {
    const element = event.currentTarget.form;
    if (!element) return;
    const here = errorNames(element).filter((name) => stepIndex(name) === step);
    if (!reveal(here)) goTo(step + 1);
  }

  function submit(event: MouseEvent<HTMLButtonElement>) {
    const element = event.currentTarget.form;
    if (!element) return;
    const names = errorNames(element);
    // Errors on an earlier (hidden) step: show that step rather than a focus that goes nowhere.
    if (names.some((name) => stepIndex(name) < step)) {
      event.preventDefault();
      reveal(names);
    }
  }

  function onEnter(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (event.key !== "Enter" || target.tagName !== "INPUT" || step >= CREDIT_STEPS.length - 1) return;
    const element = (target as HTMLInputElement).form;
    if (!element) return;
    event.preventDefault();
    const here = errorNames(element).filter((name) => stepIndex(name) === step);
    if (!reveal(here)) goTo(step + 1);
  }

  const hiddenStep = (index: number) => hydrated && index !== step;
  const stepHeading = (index: number) => (
    <h2
      id={`step-${CREDIT_STEPS[index]!.id}-heading`}
      ref={(el) => {
        headings.current[index] = el;
      }}
      tabIndex={-1}
      className="text-2xl font-extrabold tracking-tight"
    >
      {hydrated ? `Step ${index + 1} of ${CREDIT_STEPS.length}: ` : `${index + 1}. `}
      {CREDIT_STEPS[index]!.title}
    </h2>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_3fr]">
      <nav aria-label="Application progress" className="h-fit rounded-xl border border-line bg-white p-4">
        {hydrated ? (
          <p className="mb-3 text-sm font-semibold text-muted" data-testid="progress-text">
            Step {step + 1} of {CREDIT_STEPS.length}
          </p>
        ) : null}
        {hydrated ? (
          <div className="mb-4 h-2 rounded-full bg-line" aria-hidden="true">
            <div
              className="h-2 rounded-full bg-brand-dark transition-all"
              style={{ width: `${((step + 1) / CREDIT_STEPS.length) * 100}%` }}
            />
          </div>
        ) : null}
        <ol className="grid gap-1 text-sm">
          {CREDIT_STEPS.map((s, index) => (
            <li key={s.id}>
              <a
                href={`#step-${s.id}`}
                aria-current={hydrated && index === step ? "step" : undefined}
                onClick={(event) => {
                  if (!hydrated || index > step) {
                    // Without JavaScript the link scrolls; with it, only completed steps can be revisited.
                    if (hydrated) event.preventDefault();
                    return;
                  }
                  event.preventDefault();
                  goTo(index);
                }}
                className={`flex items-center gap-2 rounded-md px-2 py-1.5 ${
                  hydrated && index === step
                    ? "bg-green-50 font-bold text-brand-ink"
                    : hydrated && index < step
                      ? "text-brand-ink underline"
                      : "text-ink"
                }`}
              >
                <span
                  className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    hydrated && index <= step ? "bg-brand-ink text-white" : "bg-line text-ink"
                  }`}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in a field means Next while steps are shown */}
      <div onKeyDown={onEnter}>
        <LeadForm form={form} token={token} toasts={toasts} className="grid gap-8">
          {/* The default button: Enter in a field sends the form, never "add an address". */}
          <button type="submit" hidden tabIndex={-1} onClick={submit} />
          <section
            id="step-applicant"
            aria-labelledby="step-applicant-heading"
            hidden={hiddenStep(0)}
            className={sectionClass}
          >
            {stepHeading(0)}
            <PersonFields person={fields} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field meta={fields.email} label="E-mail" type="email" autoComplete="email" />
              <Field meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
            </div>
          </section>

          <section
            id="step-residence"
            aria-labelledby="step-residence-heading"
            hidden={hiddenStep(1)}
            className={sectionClass}
          >
            {stepHeading(1)}
            <p className="text-sm text-muted">
              Lenders ask for about two years of addresses. If you have lived at your current address for less
              than two years, add your previous one.
            </p>
            <ResidenceList form={form} list={fields.residences} />
          </section>

          <section
            id="step-employment"
            aria-labelledby="step-employment-heading"
            hidden={hiddenStep(2)}
            className={sectionClass}
          >
            {stepHeading(2)}
            <p className="text-sm text-muted">
              Your current job or income source first. Less than two years there? Add your previous one.
            </p>
            <EmploymentList form={form} list={fields.employments} />
          </section>

          <section
            id="step-co-borrower"
            aria-labelledby="step-co-borrower-heading"
            hidden={hiddenStep(3)}
            className={sectionClass}
          >
            {stepHeading(3)}
            <CheckboxField
              meta={fields.hasCoBorrower}
              label="Add a co-borrower to this application"
              hint="A co-borrower's income can help you qualify for a better rate."
            />
            {hydrated && !withCoBorrower ? null : (
              <div className="grid gap-6">
                {hydrated ? null : (
                  <p className="text-sm text-muted">
                    Fill in this part only if you ticked “Add a co-borrower”.
                  </p>
                )}
                <PersonFields person={coBorrower} coBorrower />
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field meta={coBorrower.email} label="Co-borrower e-mail" type="email" optional />
                  <Field meta={coBorrower.phone} label="Co-borrower phone" type="tel" />
                </div>
                <ResidenceList
                  form={form}
                  list={coBorrower.residences as ResidencesMeta}
                  who="Co-borrower's"
                />
                <EmploymentList
                  form={form}
                  list={coBorrower.employments as EmploymentsMeta}
                  who="Co-borrower's"
                />
                <SsnField meta={coBorrower.ssn} label="Co-borrower's Social Security number" />
              </div>
            )}
          </section>

          <section
            id="step-review"
            aria-labelledby="step-review-heading"
            hidden={hiddenStep(4)}
            className={sectionClass}
          >
            {stepHeading(4)}
            <SsnField meta={fields.ssn} label="Social Security number" />
            <CheckboxField
              meta={fields.consent}
              label={
                <>
                  I certify that the information in this application is true and complete, and I authorize the
                  dealership and its lenders to obtain my credit report to evaluate this application. I agree
                  to the{" "}
                  <a
                    className="font-semibold text-brand-ink underline"
                    href="/legal/electronic-signature-disclosure"
                  >
                    Electronic Signature Disclosure
                  </a>{" "}
                  and the{" "}
                  <a className="font-semibold text-brand-ink underline" href="/legal/privacy-policy">
                    Privacy Policy
                  </a>
                  .
                </>
              }
            />
          </section>

          <div className="flex flex-wrap gap-3">
            {hydrated && step > 0 ? (
              <button
                type="button"
                onClick={() => goTo(step - 1)}
                className="inline-flex h-12 items-center rounded-full border-2 border-brand-ink px-8 font-bold text-brand-ink hover:bg-green-50"
              >
                Back
              </button>
            ) : null}
            {hydrated && step < CREDIT_STEPS.length - 1 ? (
              <button
                type="button"
                onClick={next}
                className="inline-flex h-12 items-center rounded-full bg-brand-ink px-8 font-bold text-white hover:bg-brand-dark"
              >
                Next
              </button>
            ) : (
              <SubmitButton pending={submitting} onClick={submit}>
                Submit application
              </SubmitButton>
            )}
          </div>
        </LeadForm>
      </div>
    </div>
  );
}

const sectionClass = "grid gap-6 rounded-xl border border-line bg-surface p-5 sm:p-8";

/** The person fields; the co-borrower's labels say whose they are (both sets show without JavaScript). */
function PersonFields({
  person,
  coBorrower = false,
}: {
  person: Record<string, AnyMeta>;
  coBorrower?: boolean;
}) {
  const label = (text: string) => (coBorrower ? `Co-borrower's ${text.toLowerCase()}` : text);
  const auto = (value: string) => (coBorrower ? "off" : value);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field meta={person.firstName!} label={label("First name")} autoComplete={auto("given-name")} />
      <Field
        meta={person.middleName!}
        label={label("Middle name")}
        optional
        autoComplete={auto("additional-name")}
      />
      <Field meta={person.lastName!} label={label("Last name")} autoComplete={auto("family-name")} />
      <SelectField
        meta={person.suffix!}
        label={label("Suffix")}
        optional
        options={options(SUFFIXES)}
        placeholder="None"
      />
      <Field
        meta={person.dateOfBirth!}
        label={label("Date of birth")}
        type="date"
        autoComplete={auto("bday")}
      />
    </div>
  );
}

function SsnField({ meta, label }: { meta: AnyMeta; label: string }) {
  return (
    <Field
      meta={meta}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="###-##-####"
      hint="Encrypted as soon as we receive it. For your security it is never shown again, so if the form comes back with a message, please type it again."
      className="max-w-sm"
    />
  );
}

const listButton =
  "inline-flex h-11 items-center rounded-full border-2 border-brand-ink px-5 text-sm font-bold text-brand-ink hover:bg-green-50";

/**
 * An address or job history: the current one first, then up to MAX_HISTORY in all, each
 * in its own fieldset with a remove button (a plain form post without JavaScript).
 */
function HistoryList<Item extends { key: string | undefined }>({
  form,
  list,
  items,
  who,
  noun,
  addNoun,
  children,
}: {
  form: Form;
  list: AnyMeta;
  /** The list's items, `list.getFieldList()` (typed by the caller, who knows the item's fields). */
  items: Item[];
  who?: string;
  /** What one item is: "address" in "Current address" and "Remove previous address 1". */
  noun: string;
  /** What the add button adds: "Add a previous job". */
  addNoun: string;
  children: (item: Item, index: number) => ReactNode;
}) {
  const title = (text: string) => (who ? `${who} ${text.toLowerCase()}` : text);
  return (
    <div className="grid gap-5">
      {items.map((item, index) => (
        <fieldset
          key={item.key}
          className="grid gap-5 rounded-lg border border-line bg-white p-4 sm:grid-cols-6"
        >
          <legend className="px-1 font-bold">
            {title(index === 0 ? `Current ${noun}` : `Previous ${noun} ${index}`)}
          </legend>
          {children(item, index)}
          {index > 0 ? (
            <div className="sm:col-span-6">
              <button {...form.remove.getButtonProps({ name: list.name, index })} className={listButton}>
                {`Remove ${who ? `${who.toLowerCase()} ` : ""}previous ${noun} ${index}`}
              </button>
            </div>
          ) : null}
        </fieldset>
      ))}
      <FieldError meta={list} />
      {items.length < MAX_HISTORY ? (
        <div>
          <button {...form.insert.getButtonProps({ name: list.name })} className={listButton}>
            {`Add ${who ? `${who.toLowerCase()}` : "a"} ${addNoun}`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function ResidenceList({ form, list, who }: { form: Form; list: ResidencesMeta; who?: string }) {
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

function EmploymentList({ form, list, who }: { form: Form; list: EmploymentsMeta; who?: string }) {
  return (
    <HistoryList
      form={form}
      list={list}
      items={list.getFieldList()}
      who={who}
      noun="employment"
      addNoun="previous job"
    >
      {(item) => {
        const e = item.getFieldset();
        return (
          <>
            <Field meta={e.employer} label="Employer" autoComplete="organization" className="sm:col-span-3" />
            <Field
              meta={e.jobTitle}
              label="Job title"
              optional
              autoComplete="organization-title"
              className="sm:col-span-3"
            />
            <SelectField
              meta={e.incomeType}
              label="Income type"
              options={options(INCOME_TYPES)}
              className="sm:col-span-2"
            />
            <Field
              meta={e.monthlyIncome}
              label="Monthly income (before taxes)"
              inputMode="decimal"
              className="sm:col-span-2"
            />
            <Field meta={e.phone} label="Employer phone" type="tel" optional className="sm:col-span-2" />
            <Field meta={e.years} label="Years there" inputMode="numeric" className="sm:col-span-1" />
            <Field meta={e.months} label="Months" inputMode="numeric" className="sm:col-span-1" />
          </>
        );
      }}
    </HistoryList>
  );
}
