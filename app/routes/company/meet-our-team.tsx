import { StaffCard } from "~/components/company/staff-card";
import { Container } from "~/components/ui/container";
import { groupByDepartment, staffFullName } from "~/features/company/staff";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { companyCatalogue } from "~/locales/company";
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

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), companyCatalogue);
  return routeMeta(args, {
    title: t("company.team.meta.title"),
    description: t("company.team.meta.description"),
    canonicalPath: "/our-company/meet-our-team",
  });
};

export default function MeetOurTeam({ loaderData }: Route.ComponentProps) {
  const t = useT(companyCatalogue);
  return (
    <Container className="py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("company.team.heading")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("company.team.intro")}</p>
      {loaderData.departments.map((group) => (
        <section key={group.department} aria-labelledby={`dept-${group.department}`} className="mt-10">
          <h2 id={`dept-${group.department}`} className="text-2xl font-extrabold tracking-tight">
            {t(`company.team.department.${group.department}`)}
          </h2>
          {/* Two cards a row from the smallest phone: a one-column list of ten people is a long scroll. */}
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
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
