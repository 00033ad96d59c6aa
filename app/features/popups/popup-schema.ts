import { z } from "zod";
import { isLeadKind } from "~/features/leads/kinds/registry";
import type { Language } from "~/lib/i18n/languages";
import { CONVERSION_VALUES } from "~/lib/tracking/conversion-values";
import {
  ANY_CAMPAIGN_VALUE,
  PAGE_KINDS,
  POPUP_INNER_COMPONENTS,
  POPUP_KINDS,
  POPUP_POSITIONS,
  type PopupConversion,
  type PopupDefinition,
} from "./popup-definition";

/**
 * The popup definitions' schema (popup-definition.ts has the shape and its meaning), checked
 * at start-up: content/popups.json (its Spanish texts in popups.es.json, like every content
 * file) and the popups of an experiment's variant, whose texts are written in both languages
 * at once (`{ "en": "...", "es": "..." }`, the experiments file holding both languages).
 * A mistake stops the server naming the file and the field.
 */

const path = z.string().regex(/^\/(?!\/)\S*$/, "must be a site path starting with /");
const selector = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => {
    // A selector the browser cannot read would throw on every page; where there is no DOM
    // (the server) the shape is checked instead.
    if (typeof document === "undefined") return !/[{};<>]/.test(value);
    try {
      document.querySelector(value);
      return true;
    } catch {
      return false;
    }
  }, "must be a CSS selector");
const count = z.number().int().min(0).max(1000);
const list = z.array(z.string().min(1)).min(1);

const pageEntry = z
  .string()
  .min(1)
  .refine(
    (value) => PAGE_KINDS.includes(value as never) || value.startsWith("/"),
    `must be a page kind (${PAGE_KINDS.join(", ")}) or a site path starting with /`,
  );

const paramRule = z.union([z.literal(true), z.string().min(1), list], {
  error: "must be true, a value or a list of values",
});

const pageItemsRule = z
  .object({
    name: z.enum(PAGE_KINDS).optional(),
    path: path.optional(),
    params: z.record(z.string().min(1), paramRule).optional(),
    minCount: count.optional(),
    maxCount: count.optional(),
  })
  .strict()
  .refine((rule) => rule.name !== undefined || rule.path !== undefined, "needs a name (page kind) or a path")
  .refine(
    (rule) => rule.minCount === undefined || rule.maxCount === undefined || rule.minCount <= rule.maxCount,
    "minCount must not be above maxCount",
  );

const adsValueRule = z.union([
  z.boolean(),
  z.string().min(1),
  z.object({ not: list }).strict(),
  z.object({ in: list }).strict(),
]);
const adsValuesRule = z
  .record(z.string().min(1), adsValueRule)
  .refine(
    (rules) => !(ANY_CAMPAIGN_VALUE in rules) || typeof rules[ANY_CAMPAIGN_VALUE] === "boolean",
    `"${ANY_CAMPAIGN_VALUE}" (any campaign value) takes true or false`,
  );

const conditionSchema = z
  .object({
    pages: z.array(pageEntry).optional(),
    pageItemsViewed: z.array(pageItemsRule).optional(),
    adsValues: adsValuesRule.optional(),
    isLead: z.boolean().optional(),
    tagQuery: selector.optional(),
    itemClicked: selector.optional(),
    timer: z.number().min(0).max(3600).optional(),
  })
  .strict();

const position = z.enum(POPUP_POSITIONS);
const settingsSchema = z
  .object({
    component: z.enum(POPUP_KINDS),
    position: z.union([position, z.object({ mobile: position, desktop: position }).strict()]),
    closeButton: z.boolean(),
  })
  .strict();

/**
 * The dealer's HTML: shown as written, so it may not run anything (the CSP would stop an
 * inline script anyway; this says so at start-up instead of failing silently on a page).
 */
const html = (text: z.ZodType<string>) =>
  text.refine(
    (value) => !/<\s*(script|iframe|object|embed|style)\b|\son[a-z]+\s*=|javascript:/i.test(value),
    "must not hold scripts, frames, styles or event handlers",
  );

const conversion = z
  .string()
  .refine((value) => Object.hasOwn(CONVERSION_VALUES, value) && value !== "pageView", "unknown conversion")
  .transform((value) => value as PopupConversion);

/** The schema of one popup, with `text` for every visible text. */
function popupSchemaWith<T extends z.ZodType, H extends z.ZodType>(text: T, htmlText: H) {
  const texts = z.object({ title: text, html: htmlText.optional() }).strict();
  return z
    .object({
      id: z
        .string()
        .max(60)
        .regex(/^[a-z0-9][a-z0-9-]*$/, "must be lowercase letters, digits or -"),
      conditions: z.array(conditionSchema).min(1, "needs a condition (any one that holds opens it)"),
      settings: settingsSchema,
      button: z
        .object({
          icon: z.string().min(1).optional(),
          text,
          hoverText: text.optional(),
          class: z.string().optional(),
        })
        .strict()
        .optional(),
      component: z
        .object({
          type: z.enum(["html", "component"]),
          data: texts,
          style: z
            .object({ width: z.enum(["narrow", "regular", "wide"]).optional() })
            .strict()
            .optional(),
          inner: z.enum(POPUP_INNER_COMPONENTS).optional(),
        })
        .strict()
        .refine((c) => (c.type === "component") === (c.inner !== undefined), {
          message: 'a "component" popup names its inner component, an "html" one has none',
          path: ["inner"],
        })
        .refine((c) => c.type === "component" || c.data.html !== undefined, {
          message: 'an "html" popup needs data.html',
          path: ["data", "html"],
        }),
      submitted: z
        .object({
          email: z.string().refine(isLeadKind, "unknown lead kind").optional(),
          track: z
            .string()
            .regex(/^[a-z][a-z0-9_]*$/, "must be an event name in snake_case")
            .optional(),
          conversion: conversion.optional(),
          redirect: path.optional(),
          close: z.boolean().optional(),
          timeoutClose: z.number().positive().max(600).optional(),
          data: texts.optional(),
          inner: z.enum(POPUP_INNER_COMPONENTS).optional(),
        })
        .strict()
        .optional(),
      closeButton: z.object({ text }).strict().optional(),
      background: z.boolean(),
    })
    .strict()
    .refine((p) => p.settings.closeButton || p.closeButton !== undefined, {
      // Escape closes on a keyboard; a phone needs something to tap.
      message: "needs a way to close it: settings.closeButton or a closeButton text",
      path: ["settings", "closeButton"],
    });
}

const text = z.string().trim().min(1);
export const popupSchema = popupSchemaWith(text, html(text));

/** content/popups.json: the default popups, ids unique (typed: the output is what the browser reads). */
export const popupsFileSchema: z.ZodType<PopupDefinition[]> = z
  .array(popupSchema)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "popup ids must be unique");

/** A text in both languages, for the popups of an experiment's variant. */
const bothLanguages = (one: z.ZodType<string>) => z.object({ en: one, es: one }).strict();
export const experimentPopupSchema = popupSchemaWith(bothLanguages(text), bothLanguages(html(text)));
export const experimentPopupsSchema = z
  .array(experimentPopupSchema)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "popup ids must be unique");
export type ExperimentPopup = z.infer<typeof experimentPopupSchema>;

/** An experiment's popup in the page's language: each `{ en, es }` text becomes one string. */
export function localizePopup(popup: ExperimentPopup, language: Language): PopupDefinition {
  const pick = (value: { en: string; es: string }) => value[language];
  const texts = (t: { title: { en: string; es: string }; html?: { en: string; es: string } }) => ({
    title: pick(t.title),
    ...(t.html ? { html: pick(t.html) } : {}),
  });
  const { button, component, submitted, closeButton } = popup;
  return {
    ...popup,
    ...(button && {
      button: {
        ...button,
        text: pick(button.text),
        ...(button.hoverText && { hoverText: pick(button.hoverText) }),
      },
    }),
    component: { ...component, data: texts(component.data) },
    ...(submitted && { submitted: { ...submitted, ...(submitted.data && { data: texts(submitted.data) }) } }),
    ...(closeButton && { closeButton: { text: pick(closeButton.text) } }),
  } as PopupDefinition;
}
