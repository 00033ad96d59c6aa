import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { WITH_SCRIPTS_ONLY, WITHOUT_SCRIPTS_ONLY } from "~/components/ui/steps";
import { Toaster } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { TestDriveSetup } from "~/features/leads/forms/test-drive";
import { formatClock, longDate } from "~/features/leads/forms/test-drive-calendar";
import { useLanguage, useLocalizePath, useT } from "~/lib/i18n/use-t";
import { gatesCatalogue } from "~/locales/gates";
import { testDriveGatePath } from "./gate-paths";
import { type BookedTestDrive, TestDriveForm } from "./test-drive-form";

// Shown only once a test drive is booked: its code and texts come then, not with every car's page.
const AddToCalendarFromReply = lazy(() =>
  import("~/components/ui/add-to-calendar").then((m) => ({ default: m.AddToCalendarFromReply })),
);

const buttonClass =
  "inline-flex items-center gap-1.5 rounded-full bg-brand-ink px-5 py-2.5 font-bold text-white hover:bg-brand-dark";

/**
 * "Schedule a test drive" on a car's page. With JavaScript a button opens the scheduler in a
 * dialog over the page; once it is sent the dialog closes, the toast says so, and a note in
 * place of the button keeps the day and time (and takes the focus, so it is read out).
 * Without JavaScript the same words are a link to the gate's own page with the long form.
 */
export function TestDriveScheduler({ setup }: { setup: TestDriveSetup }) {
  const t = useT(gatesCatalogue);
  const language = useLanguage();
  const localize = useLocalizePath();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [booked, setBooked] = useState<BookedTestDrive | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLDivElement>(null);
  const onSent = useCallback((sent: BookedTestDrive) => {
    setBooked(sent);
    setOpen(false);
  }, []);

  return (
    <div className="grid gap-3">
      {booked ? <Toaster toasts={[booked.toast]} /> : null}
      {booked ? (
        <div
          ref={note}
          tabIndex={-1}
          data-testid="test-drive-booked"
          className="flex items-start gap-3 rounded-lg border border-brand-dark bg-green-50 px-4 py-3 text-sm text-brand-ink"
        >
          <Icon name="check" size={20} className="mt-0.5 shrink-0" />
          <p>
            <strong>{t("gates.booked.title")}</strong>
            {` ${t("gates.booked.when", { date: longDate(booked.date, language), time: formatClock(booked.time, language) })} `}
            {booked.toast.detail}
            <Suspense fallback={null}>
              <AddToCalendarFromReply fetcherKey={`test-drive-${setup.vin}`} className="mt-3 flex w-fit" />
            </Suspense>
          </p>
        </div>
      ) : null}
      <div>
        <button
          ref={opener}
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className={`${buttonClass} ${WITH_SCRIPTS_ONLY}`}
        >
          <Icon name="calendar" size={18} /> {booked ? t("gates.scheduleAnother") : t("gates.schedule")}
        </button>
        <a href={localize(testDriveGatePath(setup.vin))} className={`${buttonClass} ${WITHOUT_SCRIPTS_ONLY}`}>
          <Icon name="calendar" size={18} /> {t("gates.schedule")}
        </a>
      </div>
      {hydrated ? (
        <ModalDialog
          open={open}
          onClose={() => setOpen(false)}
          labelledBy="test-drive-dialog-heading"
          returnFocus={booked ? note : opener}
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
              onClick={() => setOpen(false)}
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
      ) : null}
    </div>
  );
}
