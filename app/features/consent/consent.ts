/**
 * The cookie consent rules (spec sections 4, 5, 6 and 9) for the domain: types, tiers,
 * actions, what is allowed, Consent Mode, the pixel, the cookies of a refused category and
 * the dialog's display state. They are written once in lib/consent/rules.ts, because the
 * browser side under app/lib needs them too and lib may not import a feature.
 */
export * from "~/lib/consent/rules";
