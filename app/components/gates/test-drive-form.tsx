import { FormProvider, useFormMetadata } from "@conform-to/react";
import { useEffect, useMemo, useRef } from "react";
import { useFetcher } from "react-router";
import { ContactFields } from "~/components/forms/contact-fields";
import { useLeadForm } from "~/components/forms/lead-form";
import { SubmitButton, TextareaField } from "~/components/ui/field";
import {
  Step,
  StepsActions,
  StepsDefaultButton,
  WITH_SCRIPTS_ONLY,
  WITHOUT_SCRIPTS_ONLY,
} from "~/components/ui/steps";
import { StepsProgress } from "~/components/ui/steps-progress";
import { Toaster } from "~/components/ui/toast";
import { type Steps, useSteps } from "~/components/ui/use-steps";
import { REFRESH_FIELD } from "~/features/leads/forms/common";
import {
  type TestDriveForm as Shape,
  TEST_DRIVE_FORM_ID,
  TEST_DRIVE_STEPS,
  type TestDriveSetup,
  type TestDriveStepId,
  testDriveSchema,
} from "~/features/leads/forms/test-drive";
import { everyStartTime, formatClock, longDate, shortDate } from "~/features/leads/forms/test-drive-calendar";
import { useLanguage, useLocalizePath, useT } from "~/lib/i18n/use-t";
import { gatesCatalogue } from "~/locales/gates";
import { ChoiceChips } from "./choice-chips";
import { GateForm, type GateReply } from "./gate-form";
import { testDriveGatePath } from "./gate-paths";

/** The day and time a sent scheduler asked for, for the confirmation on the car's page. */
export type BookedTestDrive = { date: string; time: string; toast: GateReply["toasts"][number] };

/**
 * The test drive scheduler (spec section 4): choose a day, choose a time, confirm your
 * details, schedule. With JavaScript one step at a time (the shared step mechanism), the
 * times offered being those of the chosen day at the car's store; without it one long form
 * with every time the store opens, the server saying which ones a day has.
 */
export function TestDriveForm({
  setup,
  reply,
  onSent,
}: {
  setup: TestDriveSetup;
  /** The gate page's answer to a post without JavaScript. */
  reply?: GateReply;
  /** Told when a lead was stored (a dialog closes and the page confirms it). */
  onSent?: (booked: BookedTestDrive) => void;
}) {
  const t = useT(gatesCatalogue);
  const language = useLanguage();
  const localize = useLocalizePath();
  const fetcher = useFetcher<GateReply>({ key: `test-drive-${setup.vin}` });
  const answer = fetcher.data ?? reply;
  // Built from the days on offer, which change only with the page: not on every keystroke.
  const schema = useMemo(() => testDriveSchema(setup.days), [setup.days]);
  const [form, fields] = useLeadForm<Shape>({
    id: TEST_DRIVE_FORM_ID,
    schema,
    lastResult: answer?.result,
    defaultValue: setup.defaults,
  });
  // The steps' titles in the page's language (the ids and fields are the schema's).
  const stepList = useMemo(
    () => TEST_DRIVE_STEPS.map((step) => ({ ...step, title: t(`gates.testDrive.step.${step.id}`) })),
    [t],
  );
  const steps = useSteps({ steps: stepList, form, schema, lastResult: answer?.result });

  // What was sent, read as it is posted: the reply clears the form.
  const sending = useRef<{ date: string; time: string } | null>(null);
  const reported = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    const success = data?.toasts.find((t) => t.severity === "success");
    if (!data || !success || reported.current === data || !sending.current) return;
    reported.current = data;
    onSent?.({ ...sending.current, toast: success });
  }, [fetcher.data, onSent]);

  const chosenDay = setup.days.find((d) => d.date === fields.date.value);
  // The chosen day's times: with JavaScript as the day changes, without it once "Show the
  // times" has asked the server. Before a day is chosen, every time the store opens.
  const times = chosenDay ? chosenDay.times : everyStartTime(setup.days);

  // In a dialog the page shows the success toast (the dialog closes); errors show over the dialog.
  const toasts = (answer?.toasts ?? []).filter((t) => !onSent || t.severity !== "success");
  return (
    <>
      <Toaster toasts={toasts} />
      <GateForm
        fetcher={fetcher}
        // The page's language's gate, so the answer (toasts, messages) is in it too.
        action={localize(testDriveGatePath(setup.vin))}
        form={form}
        token={answer?.token ?? setup.token}
        onSubmit={(event) => {
          const data = new FormData(event.currentTarget);
          sending.current = { date: String(data.get("date") ?? ""), time: String(data.get("time") ?? "") };
        }}
        className="grid gap-6"
      >
        <StepsDefaultButton steps={steps} />
        <StepsProgress
          steps={steps}
          label={t("gates.testDrive.progress")}
          className="rounded-xl border border-line bg-surface p-3 [&_ol]:grid-cols-2 sm:[&_ol]:grid-cols-4"
        />
        <Step steps={steps} id="day" className="grid gap-4">
          <ChoiceChips
            meta={fields.date}
            legend={t("gates.testDrive.days", { store: setup.store.subname })}
            options={setup.days.map((day) => {
              const [weekday, date] = shortDate(day.date, language);
              return {
                value: day.date,
                label: (
                  <>
                    <span aria-hidden="true">
                      {weekday}
                      <br />
                      <span className="font-normal">{date}</span>
                    </span>
                    <span className="sr-only">{longDate(day.date, language)}</span>
                  </>
                ),
              };
            })}
          />
        </Step>
        <Step steps={steps} id="time" className="grid gap-4">
          <ChoiceChips
            meta={fields.time}
            legend={
              chosenDay
                ? t("gates.testDrive.timesOn", { date: longDate(chosenDay.date, language) })
                : t("gates.testDrive.startTime")
            }
            hint={t("gates.testDrive.salesHours", { hours: setup.hours })}
            options={times.map((time) => ({ value: time, label: formatClock(time, language) }))}
          />
          {steps.enhanced ? null : (
            <div className={WITHOUT_SCRIPTS_ONLY}>
              <button
                type="submit"
                name={REFRESH_FIELD}
                value="1"
                formNoValidate
                className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-ink px-5 py-2 font-bold text-brand-ink hover:bg-green-50"
              >
                {t("gates.testDrive.showTimes")}
              </button>
            </div>
          )}
        </Step>
        <Step steps={steps} id="details" className="grid gap-4">
          <p className="text-sm text-muted">{t("gates.testDrive.whoToExpect")}</p>
          <ContactFields fields={fields} />
        </Step>
        <Step steps={steps} id="schedule" className="grid gap-4">
          {steps.isCurrent("schedule") && steps.enhanced ? (
            <FormProvider context={form.context}>
              <Summary steps={steps} formId={form.id} setup={setup} />
            </FormProvider>
          ) : null}
          <TextareaField meta={fields.comments} label={t("gates.testDrive.comments")} optional rows={3} />
          <p className="text-sm text-muted">
            {`${t("gates.testDrive.agree", { store: setup.store.name })} `}
            <a className="font-semibold text-brand-ink underline" href={localize("/legal/privacy-policy")}>
              {t("gates.testDrive.privacyPolicy")}
            </a>
            .
          </p>
        </Step>
        <StepsActions
          steps={steps}
          submit={
            <SubmitButton pending={fetcher.state !== "idle"} onClick={steps.onSubmitClick}>
              {t("gates.testDrive.submit")}
            </SubmitButton>
          }
        />
      </GateForm>
    </>
  );
}

/** Step 4: what will be sent, with a way back to each step that asked for it. */
function Summary({
  steps,
  formId,
  setup,
}: {
  steps: Steps<TestDriveStepId>;
  formId: string;
  setup: TestDriveSetup;
}) {
  const t = useT(gatesCatalogue);
  const language = useLanguage();
  const form = useFormMetadata(formId);
  const value = (form.value ?? {}) as Partial<Record<keyof Shape, string>>;
  // [row, text, the step that asks for it (none: the car and the store are not the visitor's to change)]
  const rows: Array<[row: string, text: string, step?: TestDriveStepId]> = [
    ["car", setup.carName],
    ["where", `${setup.store.name}, ${setup.store.addressLine1}, ${setup.store.addressLine2}`],
    ["day", value.date ? longDate(value.date, language) : "", "day"],
    ["time", value.time ? formatClock(value.time, language) : "", "time"],
    ["name", [value.firstName, value.lastName].filter(Boolean).join(" "), "details"],
    ["email", value.email ?? "", "details"],
    ["phone", value.phone ?? "", "details"],
  ];
  return (
    <dl className={`divide-y divide-line rounded-xl border border-line ${WITH_SCRIPTS_ONLY}`}>
      {rows.map(([row, text, step]) => (
        <div key={row} className="flex items-baseline gap-3 px-4 py-2.5 text-sm">
          <dt className="w-16 shrink-0 font-semibold text-muted">{t(`gates.summary.${row}`)}</dt>
          <dd className="flex min-w-0 flex-1 items-baseline gap-3 text-ink">
            <span className="min-w-0 flex-1 break-words">{text}</span>
            {step === undefined ? null : (
              <button
                type="button"
                onClick={() => steps.goTo(step)}
                className="shrink-0 font-bold text-brand-ink underline underline-offset-2"
              >
                {t("gates.summary.change")}
                <span className="sr-only">{` ${t(`gates.summary.${row}.lower`)}`}</span>
              </button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
