import { data, Link } from "react-router";
import { ContactFields } from "~/components/forms/contact-fields";
import { SubmitButton, TextareaField } from "~/components/forms/field";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { Icon } from "~/components/ui/icon";
import { primaryEmail, staffFullName } from "~/features/company/staff";
import { findStaffMember } from "~/features/company/staff.server";
import { acceptLead } from "~/features/leads/accept-lead.server";
import { issueFormToken } from "~/features/leads/form-guard.server";
import { CONTACT_TOASTS } from "~/features/leads/forms/contact";
import { handleLeadForm, pageUrl } from "~/features/leads/forms/lead-form-action.server";
import { leadPageMeta } from "~/features/leads/forms/page-meta";
import { type StaffMessageForm, staffMessageSchema } from "~/features/leads/forms/staff-message";
import { getApp } from "~/lib/app.server";
import { telHref } from "~/lib/format";
import type { Route } from "./+types/staff-member";

function memberOr404(request: Request, slug: string) {
  const member = findStaffMember(slug);
  if (!member)
    throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404, statusText: "Not Found" });
  return member;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const member = memberOr404(request, params.slug);
  const store = getApp().settings.locations.find((l) => l.key === member.location);
  return {
    token: issueFormToken(),
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
  };
}

/** The staff page's title: the staff name and department placeholder of spec section 2. */
export const meta: Route.MetaFunction = ({ matches, data: page, params }) =>
  page
    ? leadPageMeta(matches, {
        title: `${page.member.name} - ${page.member.department}`,
        description: `${page.member.name}, ${page.member.title}. Send ${page.member.firstName} a message.`,
        path: `/our-company/meet-our-team/${params.slug}`,
      })
    : leadPageMeta(matches, { title: "404 Page not found", description: "Page not found" });

export async function action({ request, params }: Route.ActionArgs) {
  const member = memberOr404(request, params.slug);
  return handleLeadForm({
    request,
    schema: staffMessageSchema,
    toasts: CONTACT_TOASTS,
    accept: (value, { idempotencyKey }) =>
      acceptLead({
        kind: "STAFF_MEMBER",
        idempotencyKey,
        user: {
          firstName: value.firstName,
          lastName: value.lastName,
          email: value.email,
          phone: value.phone,
        },
        comments: `Message for ${staffFullName(member)}: ${value.message}`,
        url: pageUrl(request),
        details: {
          staffMember: {
            id: String(member.id),
            slug: member.slug,
            name: staffFullName(member),
            title: member.title,
            department: member.department,
          },
          message: value.message,
        },
        additionalRecipients: [primaryEmail(member)],
        request,
      }),
  });
}

export default function StaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member, store } = loaderData;
  const [form, fields] = useLeadForm<StaffMessageForm>({
    id: "staff-message-form",
    schema: staffMessageSchema,
    lastResult: actionData?.result,
  });
  const submitting = useSubmitting();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Link
        to="/our-company/meet-our-team"
        className="inline-flex items-center gap-1 text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
      >
        <Icon name="chevron-right" size={16} className="rotate-180" /> Our team
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <img
            src={member.imageUrl}
            alt={member.name}
            width={160}
            height={160}
            className="h-40 w-40 rounded-full"
          />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight">{member.name}</h1>
          <p className="mt-1 text-lg text-muted">
            {member.title} · {member.department}
          </p>
          <p className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-ink">
            <Icon name="star" size={16} /> {member.rating}
            <span className="sr-only"> out of 5</span>
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
          aria-labelledby="message-heading"
          className="rounded-xl border border-line bg-surface p-5 sm:p-8"
        >
          <h2 id="message-heading" className="text-2xl font-extrabold tracking-tight">
            Send {member.firstName} a message
          </h2>
          <LeadForm
            form={form}
            token={actionData?.token ?? loaderData.token}
            toasts={actionData?.toasts ?? []}
            className="mt-6 grid gap-5"
          >
            <TextareaField meta={fields.message} label="Message" />
            <ContactFields fields={fields} />
            <div>
              <SubmitButton pending={submitting}>Send message</SubmitButton>
            </div>
          </LeadForm>
        </section>
      </div>
    </div>
  );
}
