import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { contentCatalogue } from "~/locales/content";
import { ActionCard } from "./content-page";
import { LinkButton } from "./link-button";

/** Beside every financing page: the two ways to apply, pre-approval first. */
export function FinancingAside() {
  const t = useT(contentCatalogue);
  return (
    <ActionCard title={t("content.financingAside.title")} text={t("content.financingAside.text")}>
      <LinkButton href={SITE_PATHS.preApproval}>{t("content.financingAside.preApproval")}</LinkButton>
      <LinkButton href={SITE_PATHS.fullCreditApplication} variant="secondary">
        {t("content.financingAside.fullApplication")}
      </LinkButton>
    </ActionCard>
  );
}
