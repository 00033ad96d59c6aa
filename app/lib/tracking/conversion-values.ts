/**
 * Spec section 9's tracking values, apart from the event builders (events.ts) so the data
 * layer that every page loads (data-layer.ts) carries only these few numbers.
 */
export const CURRENCY = "USD";

/** Spec section 9: what each conversion is worth to the dealership, in US dollars. */
export const CONVERSION_VALUES = {
  pageView: 0,
  lead: 0,
  fullCreditApplication: 50,
  instantScreen: 30,
  personalize: 20,
  schedule: 20,
  conversationStarted: 10,
  sellTrade: 10,
  clickToCall: 5,
  unlockInventory: 5,
  contact: 2,
  jobApplication: 2,
} as const;
export type Conversion = keyof typeof CONVERSION_VALUES;

/** Spec section 9: the value an ad platform's item event carries when it has none of its own. */
export const AD_ITEM_DEFAULTS = {
  searchResults: 2,
  itemList: 3,
  itemView: 5,
  addToCart: 20,
  purchase: 30,
} as const;
