import { StaffCard } from "~/components/company/staff-card";
import { Container } from "~/components/ui/container";
import { groupByDepartment, staffFullName } from "~/features/company/staff";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/meet-our-team";

export function loader({ context }: Route.LoaderArgs) {
  const stores = new Map(context.services.settings.locations.map((l) => [l.key, l.subname]));
  return {
    departments: groupByDepartment(context.services.content.staff).map((group) => ({
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

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Meet Our Team",
    description:
      "The sales and office team of our four stores: find your salesperson and send them a message.",
    canonicalPath: "/our-company/meet-our-team",
  });

export default function MeetOurTeam({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-10">
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
                <StaffCard member={member} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
