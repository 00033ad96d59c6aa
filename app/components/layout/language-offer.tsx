import { useEffect, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { translator } from "~/lib/i18n";
import { useLanguage } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { Icon } from "../ui/icon";
import { useOtherLanguageHref } from "./language-switch";

/** Where the browser remembers that the visitor said "No, gracias". */
export const LANGUAGE_OFFER_DISMISSED_KEY = "language-offer-dismissed";

/**
 * Whether the browser's languages put Spanish before English: `["es-MX", "en-US"]` yes,
 * `["en-US", "es"]` no, `["fr", "es"]` yes (no English at all, Spanish listed).
 */
export function prefersSpanish(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
    if (primary === "es") return true;
    if (primary === "en") return false;
  }
  return false;
}

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_OFFER_DISMISSED_KEY) !== null;
  } catch {
    // Storage blocked (private mode, cookies off): offer it, and a dismissal lasts the page.
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(LANGUAGE_OFFER_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Nothing to remember it in; the offer stays closed on this page.
  }
}

// The offer speaks to a Spanish reader, so it is written in Spanish on the English site.
const es = translator("es", commonCatalogue);

/**
 * "Ver en español": on an English page, when the browser prefers Spanish, a small fixed
 * panel leads to the Spanish twin of the page (query string kept). It exists only after
 * hydration, from the browser's own languages: the server never reads Accept-Language, so
 * every visitor gets the same cacheable HTML, and the panel floats over the page (it never
 * pushes content). "No, gracias" closes it for good (localStorage).
 */
export function LanguageOffer() {
  const language = useLanguage();
  const { href } = useOtherLanguageHref();
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (language !== "en" || dismissed()) return;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    if (prefersSpanish(languages)) setOpen(true);
  }, [language]);

  if (!open || language !== "en") return null;

  const dismiss = () => {
    rememberDismissal();
    // Focus would fall to the page's start with the panel gone: hand it to the header's switch.
    if (region.current?.contains(document.activeElement)) {
      const header = document.querySelector<HTMLElement>("header [data-language-switch]");
      if (header && header.offsetParent !== null) header.focus();
    }
    setOpen(false);
  };

  return (
    <section
      ref={region}
      lang="es"
      aria-label={es("common.language.offerRegion")}
      data-testid="language-offer"
      className="fixed inset-x-3 top-[calc(var(--spacing-header)+8px)] z-menu flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-white p-3 shadow-lg sm:top-auto sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-sm"
    >
      <p className="flex min-w-0 flex-1 basis-48 items-center gap-2 text-sm text-ink">
        <Icon name="globe" size={18} className="shrink-0 text-brand-ink" />
        {es("common.language.offerText")}
      </p>
      <div className="flex items-center gap-2">
        <RouterLink
          to={href}
          hrefLang="es"
          data-no-prefetch=""
          className="inline-flex min-h-11 items-center rounded-full bg-brand-ink px-4 text-sm font-bold text-white hover:bg-brand-dark"
        >
          {es("common.language.offer")}
        </RouterLink>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-muted underline underline-offset-2 hover:text-ink"
        >
          {es("common.language.offerDismiss")}
        </button>
      </div>
    </section>
  );
}
