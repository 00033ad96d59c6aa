import type { FormMetadata } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { MakeModels } from "~/features/trade-in/vehicle-catalogue";
import { modelsOfMake } from "~/features/trade-in/vehicle-catalogue";
import { DECODED_FIELDS, type DecodedField, decodeVin, type VinDecode } from "~/features/trade-in/vin-decode";
import { useT } from "~/lib/i18n/use-t";
import { tradeInCatalogue } from "~/locales/trade-in";

/**
 * The trade-in's first page reading the VIN as the seller types it (features/trade-in/
 * vin-decode.ts, the server's own rules): the year, make and model it knows fill the fields
 * the seller left empty, or that it filled itself before (a VIN typed again), never what the
 * seller typed; a status line says what was read. Without JavaScript the server does the same
 * when the page is sent (your-vehicle-action.server.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: the page's form
type PageForm = FormMetadata<any, string[]>;

export function useVinFill(form: PageForm, latestYear: number, fromServer: VinDecode | null) {
  const [decoded, setDecoded] = useState<VinDecode | null>(fromServer);
  // A reply of the server's (the page sent before the VIN was read here) says it again.
  useEffect(() => setDecoded(fromServer), [fromServer]);
  const filledByUs = useRef<Partial<Record<DecodedField, string>>>({});
  function onVinInput(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const found = decodeVin(input.value, latestYear);
    setDecoded(found);
    if (!found) return;
    const fieldText = (name: string) =>
      (input.form?.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? "";
    // The fields as they will read (an update reaches the page after this handler).
    const now: Record<string, string> = {};
    for (const field of DECODED_FIELDS) {
      const value = found[field];
      const current = fieldText(field);
      now[field] = current;
      if (value === null || (current !== "" && current !== filledByUs.current[field])) continue;
      // A model only under its own make: a seller who typed another make keeps their model.
      if (field === "model" && now.make?.toLowerCase() !== found.make?.toLowerCase()) continue;
      now[field] = String(value);
      form.update({ name: field, value: String(value) });
      filledByUs.current[field] = String(value);
    }
  }
  return { decoded, onVinInput };
}

/** What the VIN said, in a status line (announced as it changes; empty until then). */
export function VinNotice({ decoded }: { decoded: VinDecode | null }) {
  const t = useT(tradeInCatalogue);
  let text = "";
  if (decoded?.year && decoded.make) {
    const vehicle = [decoded.year, decoded.make, decoded.model].filter(Boolean).join(" ");
    text = t(decoded.model ? "tradeIn.vinDecode.vehicle" : "tradeIn.vinDecode.chooseModel", { vehicle });
  } else if (decoded?.year) text = t("tradeIn.vinDecode.yearOnly", { year: decoded.year });
  return (
    <p
      role="status"
      // Kept in the page while empty, so that assistive technology hears it when it fills.
      className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-brand-ink empty:m-0 empty:p-0"
      data-testid="vin-decoded"
    >
      {text}
    </p>
  );
}

/**
 * The make and model lists (the valuation's reference table) as suggestions the field offers
 * as the seller types or taps; a car the table lacks is typed. The models are those of the
 * make in the field; with no make known yet, every model with its make beside it.
 */
export function MakeModelLists({
  makes,
  make,
  makeListId,
  modelListId,
}: {
  makes: readonly MakeModels[];
  make: string;
  makeListId: string;
  modelListId: string;
}) {
  const models = modelsOfMake(makes, make);
  return (
    <>
      <datalist id={makeListId}>
        {makes.map((m) => (
          <option key={m.make} value={m.make} />
        ))}
      </datalist>
      <datalist id={modelListId}>
        {models.length > 0
          ? models.map((model) => <option key={model} value={model} />)
          : makes.flatMap((m) =>
              m.models.map((model) => (
                <option key={`${m.make}-${model}`} value={model}>
                  {m.make}
                </option>
              )),
            )}
      </datalist>
    </>
  );
}
