import type { StaffMember } from "../../app/features/company/staff";
import {
  FIXED_LEAD_KINDS,
  type LeadDetailsFor,
  type LeadKind,
} from "../../app/features/leads/kinds/registry";
import type { LeadUserInput, LeadVehicleInput, SellVehicleInput } from "../../app/features/leads/model/lead";
import type { AdsValues } from "../../app/features/visitor/marketing-params";

/**
 * One realistic lead of every kind, for the renderers' tests, the integration tests and
 * the benchmark. Names and numbers are fictional (555-01xx numbers are reserved for fiction).
 * A kind of the registry that has no sample written here gets a bare one (see the end).
 */
export type SampleLead = {
  kind: LeadKind;
  user: LeadUserInput;
  vehicle?: LeadVehicleInput;
  sellVehicle?: SellVehicleInput;
  comments?: string;
  path: string;
  details?: LeadDetailsFor<LeadKind>;
  ssn?: string;
  coBorrowerSsn?: string;
  adsValues?: AdsValues;
};

/**
 * The person the STAFF_MEMBER sample writes to, as a staff directory lists them. Not in
 * content/staff.json, so a sample posted to the running site reaches the dealer only; the
 * unit tests' services (lead-services.ts) list Sam, so there the lead also copies Sam.
 */
export const SAMPLE_STAFF_MEMBER: StaffMember = {
  id: 9001,
  department: "Sales",
  firstName: "Sam",
  lastName: "Lee",
  slug: "sam-lee",
  title: "Sales Consultant",
  rating: "4.9",
  imageUrl: "/images/staff/sam-lee.svg",
  emails: { "primary-email": "sam.lee@quadcitiesautogroup.example" },
  location: "moline",
  bio: "Sam has sold cars in the Quad Cities for ten years.",
};

const jane: LeadUserInput = {
  firstName: "Jane",
  lastName: "Doe",
  email: "jane.doe@example.com",
  phone: "(309) 555-0123",
};

const civic: LeadVehicleInput = {
  condition: "used",
  make: "Honda",
  model: "Civic",
  year: 2019,
  vin: "2HGFC2F59KH123456",
  trim: "EX",
  bodystyle: "sedans",
  transmissionSlug: "automatic",
  exteriorColor: "Sonic Gray Pearl",
  interiorColor: "Black",
  price: 18995,
  miles: 42130,
};

const WRITTEN_SAMPLES: SampleLead[] = [
  {
    kind: "UNLOCK_INVENTORY",
    user: jane,
    path: "/cars-for-sale",
    adsValues: { utm_source: "google", utm_medium: "cpc", gclid: "Cj0KCQ-test" },
  },
  {
    kind: "UNLOCK_PRICE",
    user: jane,
    vehicle: civic,
    path: "/used-cars-for-sale/2019-honda-civic-2HGFC2F59KH123456",
    details: { downPayment: 2000, tradingIn: true, tradeEquity: 3500, creditScore: "700-749" },
  },
  {
    kind: "SCHEDULE_TEST_DRIVE",
    user: jane,
    vehicle: { ...civic, condition: "new", year: 2026, miles: 12 },
    path: "/new-cars-for-sale/2026-honda-civic-2HGFC2F59KH123456",
    details: { date: "2026-11-05", time: "10:30 AM" },
  },
  {
    kind: "SELL_OR_TRADE",
    user: { ...jane, phone: undefined },
    vehicle: { make: "Ford", model: "F-150", year: "2015", miles: "128,400", condition: "used" },
    path: "/sell-trade-my-car/your-vehicle",
    details: {
      offer: 14250,
      answers: [
        { question: "Overall condition", answer: "Good" },
        { question: "Any accidents?", answer: "No" },
      ],
    },
  },
  {
    kind: "CONTACT_FINANCE",
    user: { ...jane, comments: "Best time to call: evenings" },
    path: "/contact-us",
    details: {
      inquiry: { name: "Financing options", to: "finance" },
      message: "Do you finance first-time buyers? <b>Thanks</b> & regards",
    },
  },
  {
    kind: "STAFF_MEMBER",
    user: jane,
    path: "/our-company/meet-our-team/sam-lee",
    details: {
      staffMember: { name: "Sam Lee", slug: "sam-lee", title: "Sales Consultant", department: "Sales" },
      message: "Sam, is the blue Civic still there?",
    },
  },
  {
    kind: "CAREERS",
    user: jane,
    path: "/our-company/careers",
    details: { position: "Service Technician", message: "Ten years with ASE certification." },
  },
  {
    kind: "APPLY_FINANCING",
    user: {
      ...jane,
      address: { address: "1200 River Dr", city: "Moline", state: "IL", zipCode: "61265" },
    },
    path: "/auto-financing/apply-for-financing",
    details: { identifier: "current", buyingTime: "Within 2 weeks" },
  },
  {
    kind: "FULL_CREDIT_APP",
    user: {
      ...jane,
      middleName: "Q",
      suffix: "Jr.",
      dateOfBirth: "1988-04-12",
      homeAddress: {
        address: "1200 River Dr",
        apartment: "4B",
        city: "Moline",
        state: "IL",
        zipCode: "61265",
      },
    },
    vehicle: civic,
    path: "/auto-financing/full-credit-application",
    ssn: "123-45-6789",
    coBorrowerSsn: "219-09-9999",
    details: {
      residences: [
        {
          housingStatus: "Rent",
          monthlyRent: 950,
          yearsAtAddress: 1,
          monthsAtAddress: 4,
          fullAddress: "1200 River Dr",
          apartment: "4B",
          city: "Moline",
          state: "IL",
          zipCode: "61265",
        },
        {
          housingStatus: "Live with family",
          yearsAtAddress: 6,
          monthsAtAddress: 0,
          fullAddress: "88 Oak St",
          city: "Rock Island",
          state: "IL",
          zipCode: "61201",
        },
      ],
      employments: [
        {
          employer: "Deere & Company",
          jobTitle: "Machinist",
          phone: "309-555-0188",
          monthlyIncome: 5200,
          incomeType: "Salary",
          years: 3,
          months: 2,
        },
      ],
      coBorrower: {
        user: { firstName: "John", lastName: "Doe", email: "john.doe@example.com", phone: "309-555-0124" },
        residences: [
          {
            housingStatus: "Rent",
            monthlyRent: 950,
            yearsAtAddress: 1,
            monthsAtAddress: 4,
            fullAddress: "1200 River Dr",
            city: "Moline",
            state: "IL",
            zipCode: "61265",
          },
        ],
        employments: [
          {
            employer: "Self-employed",
            monthlyIncome: 3100,
            incomeType: "Self-employed",
            years: 2,
            months: 0,
          },
        ],
      },
    },
  },
  {
    kind: "SERVICE",
    user: jane,
    path: "/service/schedule",
    details: {
      appointment_id: "svc-2026-11-03-0930",
      start_datetime: "2026-11-03T09:30",
      end_datetime: "2026-11-03T10:30",
      notes_general: "Squeak from the front left wheel.",
      vehicle_arr: [{ year: "2017", make: "Toyota", model: "Camry" }],
      repair_order_lines: [
        { op_code: "OIL", name: "Oil change", notes_narrative: "Synthetic please" },
        { op_code: "BRK", name: "Brake inspection" },
      ],
      business_customer: {
        name: "Quad Cities Plumbing",
        contactName: "Jane Doe",
        contactTitle: "Fleet manager",
        contactPhone: "309-555-0199",
        contactEmail: "fleet@example.com",
      },
    },
  },
];

/**
 * Every kind of the lead-kind registry, so a new kind is in every test that goes through the
 * samples (valid ADF, text, delivery) without an edit here: its written sample, or a bare one
 * with the visitor's contact details only (its own tests, beside its entry, cover its details).
 */
export const SAMPLE_LEADS: SampleLead[] = [
  ...WRITTEN_SAMPLES,
  ...FIXED_LEAD_KINDS.filter((kind) => !WRITTEN_SAMPLES.some((s) => s.kind === kind)).map(
    (kind): SampleLead => ({ kind, user: jane, path: "/" }),
  ),
];
