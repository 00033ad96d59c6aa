import type { ReactNode } from "react";
import { TestDriveScheduler } from "~/components/gates/test-drive-scheduler";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import type { TestDriveSetup } from "~/features/leads/forms/test-drive";
import { telHref } from "~/lib/format";
import { useT } from "~/lib/i18n/use-t";
import { preApprovalPath } from "~/lib/site-paths";
import { inventoryCatalogue } from "~/locales/inventory";

/**
 * The next steps beside the payment estimate: get pre-approved, and schedule a test drive
 * (the scheduler: a dialog with JavaScript, the gate's own page without), or call the store.
 */
export function VehiclePrompts({ data, testDrive }: { data: VehiclePageData; testDrive: TestDriveSetup }) {
  const t = useT(inventoryCatalogue);
  const { vehicle, location } = data;
  return (
    <>
      <PromptCard
        icon="dollar"
        title={t("inventory.prompts.preApproval.title")}
        text={t("inventory.prompts.preApproval.text")}
      >
        <Link
          to={preApprovalPath(vehicle.vin)}
          className="inline-flex items-center gap-1 rounded-full bg-brand-ink px-5 py-2.5 font-bold text-white hover:bg-brand-dark"
        >
          {t("inventory.prompts.preApproval.cta")} <Icon name="arrow-right" size={16} />
        </Link>
      </PromptCard>
      <PromptCard
        id="test-drive"
        icon="car"
        title={t("inventory.prompts.testDrive.title")}
        text={t("inventory.prompts.testDrive.text", { model: vehicle.model, store: location.name })}
      >
        <TestDriveScheduler setup={testDrive} />
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-bold">
          <a
            href={telHref(location.phone)}
            className="inline-flex items-center gap-1 text-brand-ink underline"
          >
            <Icon name="phone" size={16} /> {t("inventory.prompts.call", { phone: location.phone })}
          </a>
          <a
            href={location.googleMapsLink}
            rel="noopener"
            className="inline-flex items-center gap-1 text-brand-ink underline"
          >
            <Icon name="map-pin" size={16} /> {t("inventory.prompts.directions")}
          </a>
        </p>
      </PromptCard>
    </>
  );
}

function PromptCard({
  id,
  icon,
  title,
  text,
  children,
}: {
  id?: string;
  icon: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-label={title} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <Icon name={icon} size={28} className="shrink-0 text-brand-ink" />
        <div>
          <h2 className="text-lg font-bold">{title}</h2>
          <p className="mt-1 text-sm text-muted">{text}</p>
        </div>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
