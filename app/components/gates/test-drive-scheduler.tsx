import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { WITH_SCRIPTS_ONLY, WITHOUT_SCRIPTS_ONLY } from "~/components/ui/scripting-classes";
import { ToasterWhenShown } from "~/components/ui/toaster-when-shown";
import type { TestDriveSetup } from "~/features/leads/forms/test-drive";
import { formatClock, longDate } from "~/lib/format";
import { useLanguage, useLocalizePath, useT } from "~/lib/i18n/use-t";
import { gatesCatalogue } from "~/locales/gates";
import { testDriveGatePath } from "./gate-paths";
import type TestDriveDialog from "./test-drive-dialog";
import type { BookedTestDrive } from "./test-drive-form";

// Shown only once a test drive is booked: its code and texts come then, not with every car's page.
const AddToCalendarFromReply = lazy(() =>
  import("~/components/ui/add-to-calendar").then((m) => ({ default: m.AddToCalendarFromReply })),
);

/**
 * The scheduler's dialog, form, steps and schema (zod) come when the visitor is about to open
 * it (a pointer over the button, its focus or press), not with every car's page. One load.
 */
let schedulerDialog: Promise<typeof TestDriveDialog> | undefined;
function loadSchedulerDialog(): Promise<typeof TestDriveDialog> {
  schedulerDialog ??= import("./test-drive-dialog").then(
    (module) => module.default,
    (error: unknown) => {
      // A failed load (offline for a moment) may be tried again by the next press.
      schedulerDialog = undefined;
      throw error;
    },
  );
  return schedulerDialog;
}

const preload = () => void loadSchedulerDialog().catch(() => undefined);

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
  const [open, setOpen] = useState(false);
  // The dialog once its code is here: it mounts open, in one render.
  const [Dialog, setDialog] = useState<typeof TestDriveDialog | null>(null);
  const [booked, setBooked] = useState<BookedTestDrive | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLDivElement>(null);
  const onSent = useCallback((sent: BookedTestDrive) => {
    setBooked(sent);
    setOpen(false);
  }, []);
  const openScheduler = () => {
    loadSchedulerDialog().then(
      (loaded) => {
        setDialog(() => loaded);
        setOpen(true);
      },
      // A file of an old build that is gone: the gate's own page has the same form.
      () => window.location.assign(localize(testDriveGatePath(setup.vin))),
    );
  };

  return (
    <div className="grid gap-3">
      {booked ? (
        <Suspense fallback={null}>
          <ToasterWhenShown toasts={[booked.toast]} />
        </Suspense>
      ) : null}
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
          onClick={openScheduler}
          onPointerEnter={preload}
          onFocus={preload}
          aria-haspopup="dialog"
          className={`${buttonClass} ${WITH_SCRIPTS_ONLY}`}
        >
          <Icon name="calendar" size={18} /> {booked ? t("gates.scheduleAnother") : t("gates.schedule")}
        </button>
        <a href={localize(testDriveGatePath(setup.vin))} className={`${buttonClass} ${WITHOUT_SCRIPTS_ONLY}`}>
          <Icon name="calendar" size={18} /> {t("gates.schedule")}
        </a>
      </div>
      {Dialog ? (
        <Dialog
          setup={setup}
          open={open}
          onClose={() => setOpen(false)}
          onSent={onSent}
          returnFocus={booked ? note : opener}
        />
      ) : null}
    </div>
  );
}
