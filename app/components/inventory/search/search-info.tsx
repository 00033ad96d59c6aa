import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { SITE_PATHS } from "~/lib/site-paths";

/** What every shopper should know before buying here: short, true, and linked to the details. */
const lessons = [
  {
    icon: "check",
    title: "Inspected before it's listed",
    text: "Every vehicle passes our 75-point inspection (engine, transmission, brakes, tires, steering, electrical and a road test) before it reaches the lot.",
  },
  {
    icon: "shield-check",
    title: "Engine covered for life",
    text: "Vehicles under 85,000 miles come with our free lifetime engine limited warranty, for as long as you own the car.",
    href: "/vehicle-protection-plans",
    cta: "About protection plans",
  },
  {
    icon: "dollar",
    title: "Financing for every credit",
    text: "Get pre-approved online with no impact on your credit score, and drive home with as little as one dime down.",
    href: SITE_PATHS.preApproval,
    cta: "Get pre-approved",
  },
] as const;

export function SearchEducation() {
  return (
    <section aria-labelledby="education-heading" className="mt-16">
      <h2 id="education-heading" className="text-2xl font-extrabold tracking-tight">
        Buying a used car with us
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {lessons.map((lesson) => (
          <li key={lesson.title} className="rounded-xl border border-line bg-surface p-5">
            <Icon name={lesson.icon} size={28} className="text-brand-ink" />
            <h3 className="mt-2 font-bold">{lesson.title}</h3>
            <p className="mt-1 text-sm text-muted">{lesson.text}</p>
            {"href" in lesson ? (
              <Link
                to={lesson.href}
                className="mt-3 inline-flex items-center gap-1 text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
              >
                {lesson.cta} <Icon name="chevron-right" size={14} />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function searchFaqs(paymentTerms: string) {
  return [
    {
      question: "How long does financing pre-approval take?",
      answer:
        "Pre-approval typically takes 24-48 hours. Applying online has no impact on your credit score, and you can keep shopping while we work on it.",
    },
    {
      question: "Which vehicles come with the lifetime engine limited warranty?",
      answer:
        "Every vehicle we sell with under 85,000 miles. The engine's internal parts stay covered for as long as you own the car, at no extra cost.",
    },
    {
      question: "What does the 75-point inspection check?",
      answer:
        "Our technicians check 75 points before a vehicle is listed: engine and transmission, brakes and tires, suspension and steering, lights and electrical systems, fluids, and a road test. Anything that fails is repaired or the vehicle does not go on sale.",
    },
    {
      question: "How is the monthly payment filter worked out?",
      answer: paymentTerms,
    },
    {
      question: "Can I trade in my current car?",
      answer:
        "Yes. Answer a few questions about your car on our Sell/Trade page and we will make you an offer you can put toward any vehicle here.",
    },
  ];
}

export function SearchFaq({ paymentTerms }: { paymentTerms: string }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-16 mb-8">
      <h2 id="faq-heading" className="text-2xl font-extrabold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="mt-6 divide-y divide-line rounded-xl border border-line bg-white">
        {searchFaqs(paymentTerms).map((faq) => (
          <details key={faq.question} className="group px-5">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-bold [&::-webkit-details-marker]:hidden">
              {faq.question}
              <Icon name="chevron-down" size={18} className="shrink-0 transition group-open:rotate-180" />
            </summary>
            <p className="pb-4 text-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
