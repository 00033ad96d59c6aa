import type { z } from "zod";
import type { StaffMember } from "~/features/company/staff";
import type { LeadPayload, VehicleInterest } from "../model/lead";
import type { Section } from "./sections";

/**
 * One lead kind as the rest of the pipeline sees it: everything that differs from one kind to
 * another lives in its entry (registry.ts lists them), so the intake, the payload builder and
 * both e-mail renderers never name a kind.
 */
export type LeadKindEntry<S extends z.ZodType = z.ZodType> = {
  /** The human name: e-mail headings, the ADF placeholder vehicle, `npm run leads`. */
  label: string;
  /** What the kind's details look like (an integration's details are checked against it). */
  details: S;
  /** The details as labelled lines, for the text e-mail and the ADF customer comments. */
  sections: (details: z.output<S>, payload: LeadPayload) => Section[];
  /**
   * People besides the dealer who get a readable (text) copy, looked up in the site's own
   * directory, never taken from what a visitor or an integration sent.
   */
  extraRecipients?: (details: z.output<S>, directory: LeadDirectory) => string[];
  /**
   * The e-mail the site writes to the visitor themselves about their lead (the seller's copy
   * of a trade-in offer), made by the site's own code when the lead was accepted and kept in
   * the details. Never the lead's e-mail: that carries what the visitor typed, and the
   * visitor's address is unproven (issue 19, point 2). Sent only for a lead of the site's own
   * forms (the directory at hand: the integration API passes none).
   */
  visitorCopy?: (details: z.output<S>) => VisitorCopy | undefined;
  /**
   * Only for a kind that carries SSNs (acceptLead encrypts them into the lead's own column):
   * the details with the SSNs' last four digits, the only part an e-mail may show.
   */
  withSsnLast4?: (details: z.output<S> | undefined, last4: SsnLast4) => z.output<S>;
  /**
   * What the vehicle the lead names is to the visitor: 'buy' by default, 'sell' for their own
   * car to be sold (spec section 4), 'trade-in' for their own car the lead is about (service).
   */
  vehicleInterest?: VehicleInterest;
  /**
   * How long the site keeps the kind's leads (model/lead-retention.server.ts): a credit
   * application 25 months, a job application 6, everything else ('inquiry') 3 years.
   */
  retention?: LeadRetention;
  /** What the kind adds to the ADF beyond the payload's vehicle and comments. */
  adf?: {
    /** More vehicles, e.g. the cars a service appointment is for. */
    vehicles?: (details: z.output<S>) => AdfKindVehicle[];
    /** When the customer wants it to happen, e.g. a service appointment's start and end. */
    timeframe?: (details: z.output<S>) => AdfTimeframe | undefined;
  };
};

export type LeadRetention = "creditApplication" | "jobApplication" | "inquiry";

export type SsnLast4 = { applicant?: string; coBorrower?: string };

/** A visitor's copy: their address and the site's own words (LeadKindEntry.visitorCopy). */
export type VisitorCopy = { to: string; subject: string; text: string };

/** Where a kind's extra recipients are looked up. */
export type LeadDirectory = { staff: readonly StaffMember[] };

/** A vehicle a kind adds to the ADF; its interest is the kind's `vehicleInterest` unless it says. */
export type AdfKindVehicle = {
  year: string;
  make: string;
  model: string;
  comments: string;
  interest?: VehicleInterest;
};
export type AdfTimeframe = { description: string; earliest: string; latest: string };

/** Declares a kind; the details type flows from its schema into its sections and recipients. */
export const defineLeadKind = <S extends z.ZodType>(entry: LeadKindEntry<S>): LeadKindEntry<S> => entry;
