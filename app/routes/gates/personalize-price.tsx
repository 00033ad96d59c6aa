import { GateCarAside } from "~/components/gates/gate-car-aside";
import { PricingConfirmationView } from "~/components/gates/personalize-price-confirmation";
import { PricingStepForm } from "~/components/gates/personalize-price-step";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { StepsProgress } from "~/components/ui/steps-progress";
import { Toaster } from "~/components/ui/toast";
import { type PageStep, usePageSteps } from "~/components/ui/use-page-steps";
import {
  ANSWER_FIELDS,
  firstStepWithError,
  type PricingAnswers,
  type PricingStepId,
  personalizePriceHref,
  pricingSteps,
} from "~/features/leads/forms/personalize-price";
import { languageOfPath, type Translate, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { gatesCatalogue } from "~/locales/gates";
import type { LeadFormActionData } from "~/routes/+shared/lead-form-action.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/personalize-price";
import type { PricingStepReply } from "./personalize-price.server";
import { personalizePriceAction, personalizePriceLoader } from "./personalize-price.server";

/**
 * /gates/personalize-price[?vin={VIN}]: the personalised-pricing questionnaire (spec section
 * 4), one step per page with or without JavaScript: down payment, trading in, trade equity
 * (only when trading in), credit score range, contact details, confirmation. "Personalize My
 * Price" on the search cards and a vehicle's payment aside leads here with the car's VIN. Never
 * indexed: a form for one visitor.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return personalizePriceLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return personalizePriceAction(request, context);
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), gatesCatalogue, gateFlowsCatalogue);
  return routeMeta(args, {
    title: t("gateFlows.pricing.meta.title"),
    description: t("gateFlows.pricing.meta.description"),
    canonicalPath: "/gates/personalize-price",
    indexable: false,
  });
};

const STEP_TITLES: Record<PricingStepId, string> = {
  "down-payment": "gateFlows.pricing.step.downPayment",
  "trading-in": "gateFlows.pricing.step.tradingIn",
  "trade-equity": "gateFlows.pricing.step.tradeEquity",
  credit: "gateFlows.pricing.step.credit",
  contact: "gateFlows.pricing.step.contact",
  confirmation: "gateFlows.pricing.step.confirmation",
};

/** The steps for the progress: none is a link (the answers live in the page's form, not behind a URL). */
function progressOf(answers: PricingAnswers, href: string, t: Translate): PageStep[] {
  return pricingSteps(answers).map((id) => ({ id, title: t(STEP_TITLES[id]), done: false, href }));
}

/** The answers a refused contact step posted (its reply echoes what was sent). */
function answersOfResult(initialValue: unknown): PricingAnswers {
  const values = (initialValue ?? {}) as Record<string, unknown>;
  const answers: PricingAnswers = {};
  for (const field of ANSWER_FIELDS) {
    const value = values[field];
    if (typeof value === "string") answers[field] = value;
  }
  return answers;
}

type Reply = PricingStepReply | LeadFormActionData;

/** Where the page is after the last post (or on arrival), with what it carries. */
function currentView(loaderData: Route.ComponentProps["loaderData"], reply: Reply | undefined) {
  if (reply && "step" in reply)
    return {
      step: reply.step,
      answers: reply.answers,
      lastResult: reply.result,
      token: undefined,
      toasts: [],
    };
  if (reply && "outcome" in reply) {
    if (reply.outcome === "sent")
      return {
        step: "confirmation" as const,
        answers: {},
        lastResult: null,
        token: reply.token,
        toasts: reply.toasts,
      };
    const names = Object.entries(reply.result.error ?? {})
      .filter(([, messages]) => (messages?.length ?? 0) > 0)
      .map(([name]) => name);
    return {
      step: firstStepWithError(names) ?? ("contact" as const),
      answers: answersOfResult(reply.result.initialValue),
      lastResult: reply.result,
      token: reply.token,
      toasts: reply.toasts,
    };
  }
  return { step: loaderData.step, answers: loaderData.start, lastResult: null, token: undefined, toasts: [] };
}

export default function PersonalizePricePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(gatesCatalogue, gateFlowsCatalogue);
  const { car, confirmation } = loaderData;
  const view = currentView(loaderData, actionData as Reply | undefined);
  // The confirmation needs the terms the cookie now holds; without them, the questionnaire again.
  const step: PricingStepId = view.step === "confirmation" && !confirmation ? "down-payment" : view.step;
  const href = personalizePriceHref(car?.vin ?? null);
  const steps = usePageSteps({ steps: progressOf(view.answers, href, t), currentId: step });
  const toasts = [...loaderData.toasts, ...view.toasts];
  return (
    <Container className="pt-6 pb-14">
      {car ? (
        <Link
          to={car.path}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
        >
          <Icon name="chevron-right" size={16} className="rotate-180" />{" "}
          {t("gates.page.back", { car: car.name })}
        </Link>
      ) : null}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t("gateFlows.pricing.title")}
          </h1>
          <p className="mt-2 text-muted">
            {car ? t("gateFlows.pricing.introCar", { car: car.name }) : t("gateFlows.pricing.intro")}
          </p>
          <div className="mt-4">
            <StepsProgress steps={steps} label={t("gateFlows.pricing.progress")} />
          </div>
          {step === "confirmation" && confirmation ? (
            <>
              {toasts.length > 0 ? <Toaster toasts={toasts} /> : null}
              <PricingConfirmationView
                confirmation={confirmation}
                car={car}
                changeHref={href}
                focusOnShow={actionData !== undefined}
              />
            </>
          ) : (
            <div key={step}>
              <PricingStepForm
                steps={steps}
                step={step === "confirmation" ? "down-payment" : step}
                answers={view.answers}
                lastResult={view.lastResult}
                limits={loaderData.limits}
                action={href}
                token={view.token ?? loaderData.token}
                toasts={toasts}
                defaults={loaderData.defaults}
              />
            </div>
          )}
        </div>
        {car ? <GateCarAside car={car} /> : null}
      </div>
    </Container>
  );
}
