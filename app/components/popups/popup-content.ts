import type { Language } from "~/lib/i18n";

/**
 * What a popup's inner component (a popup definition's `component.type: "component"`) receives
 * from the popup host (components/popups/). A gate's popup form (components/gates/*-popup.tsx)
 * loads its gate's loader data itself (a fresh form token: the shared page has none), sends
 * its form to the gate's address, and reports back.
 */
export type PopupContentProps = {
  language: Language;
  /** The form was accepted: the host shows the popup's submitted content, redirects or closes. */
  onSubmitted: () => void;
  /** The visitor chose to leave (a "No thanks" button): the host closes the popup. */
  onClose: () => void;
};
