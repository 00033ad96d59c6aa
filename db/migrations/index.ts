import type { Migration } from "kysely";
import * as inventory from "./0001-inventory";
import * as leads from "./0002-leads";
import * as leadDeliveryAndPhoneVerification from "./0003-lead-delivery-and-phone-verification";
import * as searchIndexes from "./0004-search-indexes";
import * as appraisals from "./0005-appraisals";
import * as appraisalDraftsAndInspections from "./0006-appraisal-drafts-and-inspections";
import * as consentRecords from "./0007-consent-records";
import * as privateVehicles from "./0008-private-vehicles";

/**
 * Every migration, imported statically so the production bundle carries them and no
 * file-system scan is needed at start-up. Names sort in the order they run.
 */
export const migrations: Record<string, Migration> = {
  "0001-inventory": inventory,
  "0002-leads": leads,
  "0003-lead-delivery-and-phone-verification": leadDeliveryAndPhoneVerification,
  "0004-search-indexes": searchIndexes,
  "0005-appraisals": appraisals,
  "0006-appraisal-drafts-and-inspections": appraisalDraftsAndInspections,
  "0007-consent-records": consentRecords,
  "0008-private-vehicles": privateVehicles,
};
