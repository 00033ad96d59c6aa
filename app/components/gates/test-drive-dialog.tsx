import type { RefObject } from "react";
import { Icon } from "~/components/ui/icon";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { TestDriveSetup } from "~/features/leads/forms/test-drive";
import { useT } from "~/lib/i18n/use-t";
import { gatesCatalogue } from "~/locales/gates";
import { type BookedTestDrive, TestDriveForm } from "./test-drive-form";

/**
 * The test drive scheduler's dialog on a car's page (test-drive-scheduler.tsx): the car and
 * store, a close button, and the scheduler's form. Its own chunk, with the form's steps and
 * schema, loaded when the visitor is about to open it.
 */
export default function TestDriveDialog({
  setup,
  open,
  onClose,
  onSent,
  returnFocus,
}: {
  setup: TestDriveSetup;
  open: boolean;
  onClose: () => void;
  onSent: (booked: BookedTestDrive) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT(gatesCatalogue);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="test-drive-dialog-heading"
      returnFocus={returnFocus}
      testId="test-drive-dialog"
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto overscroll-contain bg-white p-0 text-ink sm:m-auto sm:h-fit sm:max-h-[92dvh] sm:w-[40rem] sm:rounded-2xl"
    >
      <div className="sticky top-0 z-10 flex items-start gap-3 border-b border-line bg-white px-5 py-4">
        <div className="min-w-0 flex-1">
          <h2 id="test-drive-dialog-heading" className="text-xl font-extrabold tracking-tight">
            {t("gates.schedule")}
          </h2>
          <p className="mt-0.5 truncate text-sm text-muted">
            {setup.carName} · {setup.store.name}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface"
          aria-label={t("gates.closeScheduler")}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="px-5 py-5">
        <TestDriveForm setup={setup} onSent={onSent} />
      </div>
    </ModalDialog>
  );
}
