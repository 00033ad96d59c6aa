import type { SubmissionResult } from "@conform-to/react";
import { ChoiceGroupField, Field, SelectField } from "~/components/ui/field";
import type { VehiclePageCheck } from "~/features/trade-in/step-checks";
import { StepForm } from "./step-form";
import { useStepForm } from "./use-step-form";

/**
 * The two vehicle pages. "vehicle": how the car is identified, a VIN (its check digit is
 * checked) or a license plate and state, and always the year, make, model and trim, since no
 * decoder service is reachable. "details": mileage, exterior color, equipment.
 */
export type VehicleStepProps = {
  stepId: "vehicle" | "details";
  title: string;
  action: string;
  backHref: string | null;
  check: VehiclePageCheck;
  values: Record<string, string | string[]>;
  states: ReadonlyArray<{ value: string; label: string }>;
  lastResult: SubmissionResult<string[]> | null | undefined;
};

export function VehicleStep(props: VehicleStepProps) {
  const { check } = props;
  const [form, fields] = useStepForm({
    id: `trade-in-${props.stepId}`,
    check,
    values: props.values,
    lastResult: props.lastResult,
  });
  const description =
    props.stepId === "vehicle"
      ? "Give the VIN, or the license plate and state, if you have them at hand. Year, make and model are what we value."
      : "The mileage on the odometer today, the color, and the equipment that adds value.";
  return (
    <StepForm
      form={form}
      stepId={props.stepId}
      action={props.action}
      title={props.title}
      description={description}
      backHref={props.backHref}
    >
      {props.stepId === "vehicle" ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              meta={fields.vin!}
              label="VIN"
              optional
              hint="17 characters, on the driver's side of the dashboard or on your registration."
              className="sm:col-span-2"
              autoComplete="off"
              spellCheck={false}
              maxLength={24}
            />
            <Field
              meta={fields.licencePlate!}
              label="License plate"
              optional
              autoComplete="off"
              maxLength={12}
            />
            <SelectField
              meta={fields.state!}
              label="State"
              optional
              hint="Needed with a license plate."
              options={props.states}
              placeholder="Choose a state"
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field meta={fields.year!} label="Year" inputMode="numeric" maxLength={4} autoComplete="off" />
            <Field
              meta={fields.make!}
              label="Make"
              hint="For example Honda"
              autoComplete="off"
              maxLength={60}
            />
            <Field
              meta={fields.model!}
              label="Model"
              hint="For example Civic"
              autoComplete="off"
              maxLength={60}
            />
            <Field
              meta={fields.trim!}
              label="Trim"
              optional
              hint="For example EX"
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
              label="Mileage"
              hint="As the odometer shows it, for example 68,500."
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
            />
            <SelectField
              meta={fields.exteriorColor!}
              label="Exterior color"
              options={check.settings.exteriorColors.map((c) => ({ value: c, label: c }))}
              placeholder="Choose a color"
            />
          </div>
          <ChoiceGroupField
            meta={fields.options!}
            type="checkbox"
            label="Options and equipment"
            hint="Choose all that apply."
            optional
            options={check.settings.vehicleOptions}
            columns={2}
          />
        </>
      )}
    </StepForm>
  );
}
