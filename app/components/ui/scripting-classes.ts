/**
 * The two classes that show a part with JavaScript only, or without it only, chosen by CSS
 * (`@media (scripting)`) before any script runs (steps.tsx tells how the step mechanism uses
 * them). Apart from steps.tsx, whose step state brings the forms' validation with it, for
 * components in a page's first load (the car page's "Schedule a test drive").
 */
export const WITH_SCRIPTS_ONLY = "noscript:hidden";
export const WITHOUT_SCRIPTS_ONLY = "[@media(scripting:enabled)]:hidden";
