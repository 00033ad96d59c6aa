import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n/use-t";
import { staffMemberPath } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { StarRating } from "./star-rating";

export type StaffCardData = {
  slug: string;
  name: string;
  title: string;
  store: string;
  rating: string;
  imageUrl: string;
};

/** A person of the team directory: photo, name, title, store and customer rating; opens their page. */
export function StaffCard({ member }: { member: StaffCardData }) {
  const t = useT(companyCatalogue);
  return (
    <Link
      to={staffMemberPath(member.slug)}
      className="group flex h-full flex-col items-center rounded-2xl border border-line bg-white p-4 text-center shadow-sm transition hover:border-brand hover:shadow-md sm:p-6"
    >
      <img
        src={member.imageUrl}
        alt=""
        width={128}
        height={128}
        loading="lazy"
        className="h-24 w-24 rounded-full object-cover ring-4 ring-green-50 sm:h-32 sm:w-32"
      />
      <span className="mt-3 text-base font-bold break-words text-ink group-hover:text-brand-ink sm:mt-4 sm:text-lg">
        {member.name}
      </span>
      <span className="text-sm text-muted">{member.title}</span>
      <span className="mt-1 text-sm text-muted">{member.store}</span>
      <StarRating rating={Number(member.rating)} size={16} showValue className="mt-3 text-sm" />
      <span className="mt-4 text-sm font-bold text-brand-ink underline-offset-2 group-hover:underline">
        {t("company.staff.sendMessage")}
      </span>
    </Link>
  );
}
