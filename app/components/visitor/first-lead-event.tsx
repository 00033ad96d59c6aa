import { useEffect, useRef } from "react";
import { useActionData } from "react-router";

/**
 * The Lead event of spec section 9: pushed once when the page's action says the visitor's
 * four contact fields were saved complete for the first time (`firstCompleteSave`, set by
 * the lead forms' action). The data layer drops it unless the visitor allowed measuring.
 * Every lead form has this, so the data layer's module is loaded only when there is a Lead to
 * push, not with the form's page.
 */
export function FirstLeadEvent({ form }: { form: string }) {
  const data = useActionData() as { firstCompleteSave?: boolean } | undefined;
  const pushed = useRef<unknown>(undefined);
  useEffect(() => {
    if (!data?.firstCompleteSave || pushed.current === data) return;
    pushed.current = data;
    void import("~/lib/tracking/data-layer").then(
      // Undefined when an old build's file is gone (Vite's preload helper): nothing is pushed.
      (dataLayer) => dataLayer?.pushToDataLayer({ event: "Lead", form }),
      () => undefined,
    );
  }, [data, form]);
  return null;
}
