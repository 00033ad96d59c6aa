import { lazy } from "react";
import type { ToastMessage } from "./toast";

const LazyToaster = lazy(() => import("./toast").then((module) => ({ default: module.Toaster })));

/**
 * Toasts that only a sent form brings, on a page that shows none at first (a car page's test
 * drive, booked with or without JavaScript): their code and texts come with the first toast,
 * not with the page. No Suspense boundary of its own: on the server the page waits for it and
 * renders it in place, like the page's own lazy chunk (routes/inventory/car-page-chunks.ts).
 */
export function ToasterWhenShown({ toasts }: { toasts: ToastMessage[] }) {
  return toasts.length > 0 ? <LazyToaster toasts={toasts} /> : null;
}
