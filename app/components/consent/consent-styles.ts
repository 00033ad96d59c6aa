/** The consent dialog's and panel's buttons (a tiny module: the panel loads on demand). */
export const PRIMARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-ink px-5 py-2 font-bold text-white hover:bg-brand-dark";
export const SECONDARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-gray-400 px-5 py-2 font-semibold text-ink hover:border-brand-dark";
