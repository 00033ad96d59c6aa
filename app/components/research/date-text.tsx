/** "November 3, 2026": content dates are calendar days, read in UTC so the day never shifts. */
const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function formatLongDate(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

/** A content date as readable text in a `<time>` that machines can read too. */
export function DateText({ day }: { day: string }) {
  return (
    <time dateTime={day} className="whitespace-nowrap">
      {formatLongDate(day)}
    </time>
  );
}
