import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { groupByDepartment, staffFullName } from "~/features/company/staff";
import { getStaff } from "~/features/company/staff.server";
import { leadPageMeta } from "~/features/leads/forms/page-meta";
import { getApp } from "~/lib/app.server";
import type { Route } from "./+types/meet-our-team";

export function loader() {
  const stores = new Map(getApp().settings.locations.map((l) => [l.key, l.subname]));
  return {
    departments: groupByDepartment(getStaff()).map((group) => ({
      department: group.department,
      members: group.members.map((m) => ({
        slug: m.slug,
        name: staffFullName(m),
        title: m.title,
        rating: m.rating,
        imageUrl: m.imageUrl,
        store: stores.get(m.location) ?? "",
      })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  leadPageMeta(matches, {
    title: "Meet Our Team",
    description:
      "The sales and office team of our four stores: find your salesperson and send them a message.",
    path: "/our-company/meet-our-team",
  });

export default function MeetOurTeam({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">Meet our team</h1>
      <p className="mt-2 max-w-2xl text-muted">
        The people who will help you find, finance and look after your next vehicle. Pick someone to send them
        a message directly.
      </p>
      {loaderData.departments.map((group) => (
        <section key={group.department} aria-labelledby={`dept-${group.department}`} className="mt-10">
          <h2 id={`dept-${group.department}`} className="text-2xl font-extrabold tracking-tight">
            {group.department}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {group.members.map((member) => (
              <li key={member.slug}>
                <Link
                  to={`/our-company/meet-our-team/${member.slug}`}
                  className="flex h-full flex-col items-center rounded-xl border border-line bg-white p-5 text-center transition hover:border-brand hover:shadow-md"
                >
                  <img
                    src={member.imageUrl}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    className="h-28 w-28 rounded-full"
                  />
                  <span className="mt-3 font-bold text-ink">{member.name}</span>
                  <span className="text-sm text-muted">{member.title}</span>
                  <span className="mt-1 text-sm text-muted">{member.store}</span>
                  <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-ink">
                    <Icon name="star" size={14} /> {member.rating}
                    <span className="sr-only"> out of 5</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
