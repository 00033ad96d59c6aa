import { wallClock } from "~/lib/wall-clock";

/**
 * The instant a store's wall clock shows `date` at `time` (its own IANA zone: Moline keeps
 * Central time, Fort Wayne Eastern), whatever the server's zone, summer time included. The
 * zone's offset is read at a first guess and corrected once more, which settles both sides of
 * a clock change. Only the night hours around a change are ambiguous (1:30 on the fall-back
 * night is its first occurrence; 2:30, skipped in spring, comes out an hour early), and no
 * store is open then.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

export function instantAt(date: string, time: string, timeZone: string): Date {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`not a date and time: ${date} ${time}`);
  const wanted = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(new Date(guess), timeZone);
    const [y, m, day] = shown.date.split("-").map(Number) as [number, number, number];
    const shownAsUtc = Date.UTC(y, m - 1, day) + shown.minutes * 60_000;
    guess += wanted - shownAsUtc;
  }
  return new Date(guess);
}

/** `minutes` after `at`. */
export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
