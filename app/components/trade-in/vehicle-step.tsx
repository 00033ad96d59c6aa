import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useLeadForm } from "~/components/forms/lead-form";
import { useStateOptions } from "~/components/forms/state-options";
import { ChoiceGroupField, Field, SelectField } from "~/components/ui/field";
import { StepPage } from "~/components/ui/step-page";
import type { PageSteps } from "~/components/ui/use-page-steps";
import { pageSchema, type VehiclePageCheck } from "~/features/trade-in/step-checks";
import type { MakeModels } from "~/features/trade-in/vehicle-catalogue";
import type { VinDecode } from "~/features/trade-in/vin-decode";
import { optionalTranslator } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { tradeInCatalogue } from "~/locales/trade-in";
import { MakeModelLists, useVinFill, VinNotice } from "./vin-fill";

/**
 * The two vehicle pages. "vehicle": how the car is identified, a VIN (its check digit is
 * checked; the year, make and the models we know fill in from it: vin-fill.tsx) or a license
 * plate and state, and the year, make (from a list), model (from the make's list) and trim.
 * "details": mileage, exterior color, equipment.
 */
export type VehicleStepProps = {
  /** The current step is "vehicle" or "details". */
  steps: PageSteps;
  check: VehiclePageCheck;
  values: Record<string, string | string[]>;
  states: ReadonlyArray<{ value: string; label: string }>;
  /** The make and model lists (the vehicle page only). */
  makes: readonly MakeModels[];
  /** What the server read from the VIN and filled in, to say so. */
  fromVin: VinDecode | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
};

export function VehicleStep(props: VehicleStepProps) {
  const t = useT(tradeInCatalogue);
  const states = useStateOptions(props.states);
  const language = useLanguage();
  const { check } = props;
  // Colors are stored as the settings write them; the page shows each in its language when the catalogue has it.
  const colorName = optionalTranslator(language, tradeInCatalogue);
  const colorLabel = (color: string) => colorName(`tradeIn.color.${color}`, color);
  // Checked in the browser (on blur, as the seller corrects, before sending) by the page's
  // own rules and messages, the ones the server applies to the post (step-checks.ts).
  const stepId = props.steps.current.id;
  const [form, fields] = useLeadForm<Record<string, unknown>>({
    id: `trade-in-${stepId}`,
    schema: pageSchema(check),
    lastResult: props.lastResult,
    // Lists (ticked checkboxes) are default values too; Conform's type for an open record says text only.
    defaultValue: props.values as DefaultValue<Record<string, unknown>>,
  });
  const vin = useVinFill(form, check.appraisalYear + 1, props.fromVin);
  const makeListId = `${fields.make!.id}-list`;
  const modelListId = `${fields.model!.id}-list`;
  const description =
    stepId === "vehicle"
      ? t("tradeIn.vehicleStep.vehicleDescription")
      : t("tradeIn.vehicleStep.detailsDescription");
  return (
    <StepPage steps={props.steps} form={form} description={description}>
      {stepId === "vehicle" ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field
                meta={fields.vin!}
                label={t("tradeIn.vehicleStep.vin")}
                optional
                hint={t("tradeIn.vehicleStep.vinHint")}
                autoComplete="off"
                spellCheck={false}
                maxLength={24}
                onInput={vin.onVinInput}
              />
              <VinNotice decoded={vin.decoded} />
            </div>
            <Field
              meta={fields.licencePlate!}
              label={t("tradeIn.vehicleStep.licencePlate")}
              optional
              autoComplete="off"
              maxLength={12}
            />
            <SelectField
              meta={fields.state!}
              label={t("tradeIn.vehicleStep.state")}
              optional
              hint={t("tradeIn.vehicleStep.stateHint")}
              options={states}
              placeholder={t("tradeIn.vehicleStep.statePlaceholder")}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              meta={fields.year!}
              label={t("tradeIn.vehicleStep.year")}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
            />
            <Field
              meta={fields.make!}
              label={t("tradeIn.vehicleStep.make")}
              hint={t("tradeIn.vehicleStep.makeHint")}
              autoComplete="off"
              maxLength={60}
              list={makeListId}
            />
            <Field
              meta={fields.model!}
              label={t("tradeIn.vehicleStep.model")}
              hint={t("tradeIn.vehicleStep.modelHint")}
              autoComplete="off"
              maxLength={60}
              list={modelListId}
            />
            <MakeModelLists
              makes={props.makes}
              make={typeof fields.make!.value === "string" ? fields.make!.value : ""}
              makeListId={makeListId}
              modelListId={modelListId}
            />
            <Field
              meta={fields.trim!}
              label={t("tradeIn.vehicleStep.trim")}
              optional
              hint={t("tradeIn.vehicleStep.trimHint")}
              autoComplete="off"
              maxLength={60}
            />
          </div>
        </>
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              meta={fields.mileage!}
              label={t("tradeIn.vehicleStep.mileage")}
              hint={t("tradeIn.vehicleStep.mileageHint")}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
            />
            <SelectField
              meta={fields.exteriorColor!}
              label={t("tradeIn.vehicleStep.exteriorColor")}
              options={check.settings.exteriorColors.map((c) => ({ value: c, label: colorLabel(c) }))}
              placeholder={t("tradeIn.vehicleStep.colorPlaceholder")}
            />
          </div>
          <ChoiceGroupField
            meta={fields.options!}
            type="checkbox"
            label={t("tradeIn.vehicleStep.options")}
            hint={t("tradeIn.question.chooseAll")}
            optional
            options={check.settings.vehicleOptions}
            columns={2}
          />
        </>
      )}
    </StepPage>
  );
}
