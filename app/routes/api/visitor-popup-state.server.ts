import { isLead } from "~/features/gates/lead-gates";
import type { PopupVisitorState } from "~/features/popups/popup-definition";
import type { Visitor } from "~/features/visitor/visitor";

/** The popups' view of a visitor: isLead (spec section 6) and the kept campaign values. */
export function popupStateOf(
  visitor: Pick<Visitor, "gates" | "prospectLeadSent" | "profile" | "adsValues">,
): PopupVisitorState {
  return {
    isLead: isLead(visitor.gates, visitor.prospectLeadSent, visitor.profile.phoneVerified),
    adsValues: visitor.adsValues ?? {},
  };
}
