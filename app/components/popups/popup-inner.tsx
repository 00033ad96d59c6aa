import { type ComponentType, lazy, Component as ReactComponent, type ReactNode, Suspense } from "react";
import type { PopupInnerComponent } from "~/features/popups/popup-definition";
import { useT } from "~/lib/i18n/use-t";
import { popupsCatalogue } from "~/locales/popups";
import type { PopupContentProps } from "./popup-content";

/**
 * A popup's inner component: a gate's popup form (components/gates/*-popup.tsx), each its own
 * chunk, downloaded only when its popup opens. Listed by path with `import.meta.glob` so the
 * popups build and run even where a gate's popup is not written yet (its popup then says it
 * could not load, and the gate's page still works).
 */
type PopupContentModule = { default: ComponentType<PopupContentProps> };

const modules = import.meta.glob<PopupContentModule>([
  "../gates/unlock-inventory-popup.tsx",
  "../gates/unlock-price-popup.tsx",
]);

const INNER_PATHS: Record<PopupInnerComponent, string> = {
  "unlock-inventory": "../gates/unlock-inventory-popup.tsx",
  "unlock-price": "../gates/unlock-price-popup.tsx",
};

function Unavailable() {
  const t = useT(popupsCatalogue);
  return <p className="text-sm text-muted">{t("popups.loadFailed")}</p>;
}
const unavailable: PopupContentModule = { default: Unavailable };

const components = new Map<PopupInnerComponent, ComponentType<PopupContentProps>>();

function innerComponent(name: PopupInnerComponent): ComponentType<PopupContentProps> {
  let component = components.get(name);
  if (!component) {
    const load = modules[INNER_PATHS[name]];
    // An old build's file gone (Vite's preload helper then answers undefined) or a failed
    // download: the popup says so instead of breaking the page.
    component = lazy(() =>
      load
        ? load().then(
            (module) => module ?? unavailable,
            () => unavailable,
          )
        : Promise.resolve(unavailable),
    );
    components.set(name, component);
  }
  return component;
}

/** A render error inside a gate's form stays inside the popup. */
class InnerBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Unavailable /> : this.props.children;
  }
}

function Loading() {
  const t = useT(popupsCatalogue);
  return (
    <p role="status" className="text-sm text-muted">
      {t("popups.loading")}
    </p>
  );
}

export function PopupInner({ name, ...props }: PopupContentProps & { name: PopupInnerComponent }) {
  const Inner = innerComponent(name);
  return (
    <InnerBoundary>
      <Suspense fallback={<Loading />}>
        <Inner {...props} />
      </Suspense>
    </InnerBoundary>
  );
}
