import type { FullCreditApplicationDetails, LeadUserInput } from "../lead";
import type { CreditApplicationForm } from "./credit-application";

/**
 * The parts of a FULL_CREDIT_APP lead made from a valid application. The SSNs go to
 * acceptLead apart (`ssn`, `coBorrowerSsn`), which encrypts them and puts only their
 * last four digits in the lead; the details never hold one.
 */
export function creditApplicationLead(value: CreditApplicationForm): {
  user: LeadUserInput;
  details: FullCreditApplicationDetails;
  ssn: string;
  coBorrowerSsn?: string;
  comments: string;
} {
  const current = value.residences[0]!;
  const co = value.hasCoBorrower ? value.coBorrower : undefined;
  return {
    user: {
      firstName: value.firstName,
      middleName: value.middleName,
      lastName: value.lastName,
      suffix: value.suffix,
      email: value.email,
      phone: value.phone,
      dateOfBirth: value.dateOfBirth,
      homeAddress: {
        address: current.fullAddress,
        apartment: current.apartment,
        city: current.city,
        state: current.state,
        zipCode: current.zipCode,
      },
    },
    details: {
      residences: value.residences,
      employments: value.employments,
      coBorrower: co
        ? {
            user: {
              firstName: co.firstName,
              middleName: co.middleName,
              lastName: co.lastName,
              suffix: co.suffix,
              email: co.email,
              phone: co.phone,
              dateOfBirth: co.dateOfBirth,
            },
            residences: co.residences,
            employments: co.employments,
          }
        : undefined,
    },
    ssn: value.ssn,
    coBorrowerSsn: co?.ssn,
    comments: co ? "Full credit application with a co-borrower" : "Full credit application",
  };
}
