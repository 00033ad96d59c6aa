import { SITE_PATHS } from "~/lib/site-paths";
import { ActionCard } from "./content-page";
import { LinkButton } from "./link-button";

/** Beside every financing page: the two ways to apply, pre-approval first. */
export function FinancingAside() {
  return (
    <ActionCard
      title="Ready when you are"
      text="Instant pre-qualification with no impact on your credit score; final approval typically in 24-48 hours."
    >
      <LinkButton href={SITE_PATHS.preApproval}>Get pre-approved</LinkButton>
      <LinkButton href={SITE_PATHS.fullCreditApplication} variant="secondary">
        Full credit application
      </LinkButton>
    </ActionCard>
  );
}
