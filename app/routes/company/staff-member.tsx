import { StarRating } from "~/components/company/star-rating";
import { ContactFields } from "~/components/forms/contact-fields";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { SentConfirmation, sentHeadingId } from "~/components/forms/sent-confirmation";
import { Container } from "~/components/ui/container";
import { SubmitButton, TextareaField } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { type StaffMember as Member, staffFullName } from "~/features/company/staff";
import { findStaffMember } from "~/features/company/staff.server";
import { CONTACT_TOASTS } from "~/features/leads/forms/contact";
import {
  STAFF_MESSAGE_FORM_ID,
  type StaffMessageForm,
  staffMessageSchema,
  toStaffMessageLead,
} from "~/features/leads/forms/staff-message";
import { telHref } from "~/lib/format";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS, staffMemberPath } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/staff-member";

/** The member the URL names, or the failed-validation 404 (for GET and POST alike). */
function memberOr404(request: Request, staff: readonly Member[], slug: string) {
  const member = findStaffMember(staff, slug);
  if (!member) throw pageNotFound(new URL(request.url).pathname);
  return member;
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  const member = memberOr404(request, context.services.content.staff, params.slug);
  const store = context.services.settings.locations.find((l) => l.key === member.location);
  return {
    token: pageFormToken(context, STAFF_MESSAGE_FORM_ID),
    member: {
      slug: member.slug,
      name: staffFullName(member),
      firstName: member.firstName,
      title: member.title,
      department: member.department,
      rating: member.rating,
      imageUrl: member.imageUrl,
      bio: member.bio,
    },
    store: store ? { name: store.name, phone: store.phone } : null,
    // The confirmation's phone when the member's store is unknown.
    company: {
      name: context.services.settings.company.name,
      phone: context.services.settings.company.sales.phone,
    },
  };
}

/** The staff page's title: the staff name and department placeholder of spec section 2. */
export const meta: Route.MetaFunction = (args) => {
  const page = args.data;
  const t = translator(languageOfPath(args.location.pathname), companyCatalogue);
  return routeMeta(
    args,
    page && {
      title: `${page.member.name} - ${t(`company.team.department.${page.member.department}`)}`,
      description: t("company.member.meta.description", {
        name: page.member.name,
        title: page.member.title,
        firstName: page.member.firstName,
      }),
      canonicalPath: staffMemberPath(page.member.slug),
    },
  );
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const member = memberOr404(request, context.services.content.staff, params.slug);
  return handleLeadForm({
    request,
    context,
    form: STAFF_MESSAGE_FORM_ID,
    schema: staffMessageSchema,
    toasts: CONTACT_TOASTS,
    // Ends on its confirmation in place of the form, with and without JavaScript (issue 17).
    confirmation: { referencePrefix: "MSG" },
    accept: (value, form) => form.acceptLead(toStaffMessageLead(value, { ...form, member })),
  });
}

export default function StaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member, store } = loaderData;
  const [form, fields] = useLeadForm<StaffMessageForm>({
    id: STAFF_MESSAGE_FORM_ID,
    schema: staffMessageSchema,
    lastResult: actionData?.result,
  });
  const submitting = useSubmitting();
  const t = useT(companyCatalogue);
  const confirmation = actionData?.confirmation;
  return (
    <Container className="py-10">
      <Link
        to="/our-company/meet-our-team"
        className="inline-flex items-center gap-1 text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
      >
        <Icon name="chevron-right" size={16} className="rotate-180" /> {t("company.member.back")}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <img
            src={member.imageUrl}
            alt={member.name}
            width={160}
            height={160}
            className="h-40 w-40 rounded-full object-cover shadow-md ring-4 ring-green-50"
          />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight">{member.name}</h1>
          <p className="mt-1 text-lg text-muted">
            {member.title} · {t(`company.team.department.${member.department}`)}
          </p>
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <StarRating rating={Number(member.rating)} size={20} showValue />
            <span className="text-sm text-muted">{t("company.member.rating")}</span>
          </p>
          <p className="mt-4 text-ink">{member.bio}</p>
          {store ? (
            <p className="mt-4 text-sm text-muted">
              {store.name} ·{" "}
              <a className="font-semibold text-brand-ink underline" href={telHref(store.phone)}>
                {store.phone}
              </a>
            </p>
          ) : null}
        </div>
        <section
          aria-labelledby={confirmation ? sentHeadingId(STAFF_MESSAGE_FORM_ID) : "message-heading"}
          className="rounded-xl border border-line bg-surface p-5 sm:p-8"
        >
          {confirmation ? (
            <SentConfirmation
              form={STAFF_MESSAGE_FORM_ID}
              confirmation={confirmation}
              sent={[
                { label: t("company.member.sent.to"), value: `${member.name}, ${member.title}` },
                { label: t("company.member.message"), value: confirmation.sent.message },
              ]}
              from={confirmation.sent}
              steps={[
                t("company.member.sent.step1", { firstName: member.firstName }),
                t("company.member.sent.step2", { firstName: member.firstName }),
              ]}
              store={store ?? loaderData.company}
              actions={[{ to: SITE_PATHS.team, label: t("company.member.sent.team") }]}
            />
          ) : (
            <>
              <h2 id="message-heading" className="text-2xl font-extrabold tracking-tight">
                {t("company.member.formHeading", { firstName: member.firstName })}
              </h2>
              <LeadForm
                form={form}
                token={actionData?.token ?? loaderData.token}
                toasts={actionData?.toasts ?? []}
                className="mt-6 grid gap-5"
              >
                <TextareaField meta={fields.message} label={t("company.member.message")} />
                <ContactFields fields={fields} />
                <div>
                  <SubmitButton pending={submitting}>{t("company.member.submit")}</SubmitButton>
                </div>
              </LeadForm>
            </>
          )}
        </section>
      </div>
    </Container>
  );
}
