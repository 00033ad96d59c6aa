import type { SubmissionResult } from "@conform-to/react";
import { ContactStep } from "~/components/trade-in/contact-step";
import { QuestionsStep } from "~/components/trade-in/questions-step";
import { VehicleStep } from "~/components/trade-in/vehicle-step";
import { Link } from "~/components/ui/link";
import { StepsProgress } from "~/components/ui/steps-progress";
import type { ToastMessage } from "~/components/ui/toast";
import { usePageSteps } from "~/components/ui/use-page-steps";
import type { QuestionsPageCheck, VehiclePageCheck } from "~/features/trade-in/step-checks";
import type { VinDecode } from "~/features/trade-in/vin-decode";
import { telHref } from "~/lib/format";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { tradeInCatalogue } from "~/locales/trade-in";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/your-vehicle";
import { yourVehicleLoader } from "./your-vehicle.server";
import { yourVehicleAction } from "./your-vehicle-action.server";

/**
 * The appraisal (minimal layout, spec section 2): the vehicle, its mileage and color, the
 * questions category by category, the seller's contact details, then the offer page. The
 * shared step mechanism's one-page-per-step way (components/ui/use-page-steps.ts), with or
 * without JavaScript; with it, pages change without a reload. The
 * answers wait on the server between pages (docs/decisions.md, "Sell or trade: the flow").
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return yourVehicleLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return yourVehicleAction(request, context);
}

/** The seller's answers are theirs alone: never cached by a browser or a proxy. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), tradeInCatalogue);
  return routeMeta(args, {
    title: t("tradeIn.vehicle.meta.title"),
    description: t("tradeIn.vehicle.meta.description"),
    canonicalPath: SITE_PATHS.sellTradeVehicle,
  });
};

type ActionData = {
  result?: SubmissionResult<string[]>;
  step?: string;
  fromVin?: VinDecode;
  token?: string;
  toasts?: ToastMessage[];
};

export default function YourVehicle({ loaderData, actionData }: Route.ComponentProps) {
  const { step, check, values } = loaderData;
  const t = useT(tradeInCatalogue);
  const reply = actionData as ActionData | undefined;
  // A reply belongs to the page that was sent: the contact page's has a token, the others name their page.
  const lastResult = (step.kind === "contact" ? reply?.token !== undefined : reply?.step === step.id)
    ? reply?.result
    : undefined;
  // Above the part keyed by the page, so the focus moves to the new page's heading.
  const steps = usePageSteps({ steps: loaderData.progress, currentId: step.id });
  return (
    <div>
      <Link
        to={SITE_PATHS.sellTrade}
        className="inline-flex min-h-11 items-center text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
      >
        {t("tradeIn.vehicle.backToLanding")}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("tradeIn.vehicle.heading")}
      </h1>
      <div className="mt-4">
        <StepsProgress steps={steps} label={t("tradeIn.progress.label")} />
      </div>
      <div key={step.id}>
        {step.kind === "vehicle" ? (
          <VehicleStep
            steps={steps}
            check={check as VehiclePageCheck}
            values={values}
            states={loaderData.states}
            makes={loaderData.makes}
            fromVin={(reply?.step === step.id ? reply?.fromVin : undefined) ?? loaderData.fromVin}
            lastResult={lastResult}
          />
        ) : step.kind === "questions" ? (
          <QuestionsStep
            steps={steps}
            description={loaderData.description}
            check={check as QuestionsPageCheck}
            values={values}
            lastResult={lastResult}
          />
        ) : (
          <ContactStep
            steps={steps}
            token={reply?.token ?? loaderData.token}
            toasts={reply?.toasts ?? []}
            summary={loaderData.summary}
            validityDays={loaderData.validityDays}
            lastResult={lastResult}
          />
        )}
      </div>
      <p className="mt-10 border-t border-line pt-6 text-sm text-muted">
        {t("tradeIn.vehicle.helpQuestion")}{" "}
        <a className="font-semibold text-brand-ink underline" href={telHref(loaderData.salesPhone)}>
          {t("tradeIn.vehicle.helpCall", { phone: loaderData.salesPhone })}
        </a>{" "}
        {t("tradeIn.vehicle.helpOr")}{" "}
        <Link className="font-semibold text-brand-ink underline" to={SITE_PATHS.contact}>
          {t("tradeIn.vehicle.helpMessage")}
        </Link>
        .
      </p>
    </div>
  );
}
