/**
 * The company's days are Tashkent's: it keeps UTC+5 all year, so an opening's last day
 * ends at 23:59:59 there (18:59:59 UTC), for the page and its structured data alike.
 */
const TASHKENT_UTC_OFFSET = "+05:00";
const OFFSET_MS = 5 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) in Tashkent at an instant. */
export function tashkentDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The last second of a day in Tashkent, as an ISO date-time with its offset. */
export function endOfTashkentDay(day: string): string {
  return `${day}T23:59:59${TASHKENT_UTC_OFFSET}`;
}

/** The day and the minute (HH:MM) on Tashkent's clock at an instant. */
export function tashkentClock(instant: Date): { day: string; time: string } {
  const local = new Date(instant.getTime() + OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The instant a Tashkent day's clock shows a time ("08:00"). */
export function tashkentInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${TASHKENT_UTC_OFFSET}`);
}
