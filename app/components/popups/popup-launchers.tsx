import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import type { PopupDefinition } from "~/features/popups/popup-definition";
import { useT } from "~/lib/i18n/use-t";
import { popupsCatalogue } from "~/locales/popups";

/** Once mounted, a launcher pulses for 4 s after 10 s (spec section 4). */
export const PULSE_AFTER_MS = 10_000;
export const PULSE_FOR_MS = 4_000;

function usePulse(): boolean {
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    const start = window.setTimeout(() => setPulsing(true), PULSE_AFTER_MS);
    const stop = window.setTimeout(() => setPulsing(false), PULSE_AFTER_MS + PULSE_FOR_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(stop);
    };
  }, []);
  return pulsing;
}

function Launcher({
  popup,
  hidden,
  onOpen,
}: {
  popup: PopupDefinition & { button: NonNullable<PopupDefinition["button"]> };
  hidden: boolean;
  onOpen: (button: HTMLButtonElement) => void;
}) {
  const pulsing = usePulse();
  const { button } = popup;
  return (
    <li>
      <button
        type="button"
        data-popup-launcher={popup.id}
        title={button.hoverText}
        aria-haspopup="dialog"
        // Hidden while its popup is open, but kept: focus comes back to it when the popup closes.
        className={`pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-ink px-4 py-2 font-bold text-white shadow-lg hover:bg-brand-dark ${hidden ? "invisible" : ""} ${pulsing ? "motion-safe:animate-pulse" : ""} ${button.class ?? ""}`}
        onClick={(event) => onOpen(event.currentTarget)}
      >
        {button.icon ? <Icon name={button.icon} /> : null}
        {button.text}
      </button>
    </li>
  );
}

/**
 * The launchers of the popups offered on this page, fixed in a corner (above the vehicle
 * page's action bar on a phone). A launcher opens its popup whenever the visitor wants, even
 * after this session's one automatic popup.
 */
export function PopupLaunchers({
  popups,
  openId,
  onOpen,
}: {
  popups: readonly PopupDefinition[];
  openId: string | undefined;
  onOpen: (popup: PopupDefinition, button: HTMLButtonElement) => void;
}) {
  const t = useT(popupsCatalogue);
  const withButton = popups.filter(
    (popup): popup is PopupDefinition & { button: NonNullable<PopupDefinition["button"]> } =>
      popup.button !== undefined,
  );
  if (withButton.length === 0) return null;
  return (
    <aside
      aria-label={t("popups.launchers")}
      className="pointer-events-none fixed right-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 sm:right-4 sm:bottom-4"
    >
      <ul className="flex flex-col items-end gap-2">
        {withButton.map((popup) => (
          <Launcher
            key={popup.id}
            popup={popup}
            hidden={popup.id === openId}
            onOpen={(button) => onOpen(popup, button)}
          />
        ))}
      </ul>
    </aside>
  );
}
