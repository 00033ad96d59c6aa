/**
 * A week of store hours as shoppers read it: Monday first and Sunday last (the settings list
 * Sunday first, the calendar's week start), consecutive days that share a label run together
 * ("Monday to Thursday 9:00 AM to 7:00 PM"). Used by the menus' hours and the test-drive form.
 */
export type WeekRun<T> = { first: T; last: T; label: string };

export function weekRuns<T>(sundayFirst: readonly T[], labelOf: (day: T) => string): WeekRun<T>[] {
  const runs: WeekRun<T>[] = [];
  for (const day of [...sundayFirst.slice(1), ...sundayFirst.slice(0, 1)]) {
    const label = labelOf(day);
    const previous = runs.at(-1);
    if (previous && previous.label === label) previous.last = day;
    else runs.push({ first: day, last: day, label });
  }
  return runs;
}
