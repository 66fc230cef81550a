/**
 * The inbox's date-and-time fields are in Tashkent time, where the company works: it keeps
 * UTC+5 all year, so "2026-12-01T09:30" there is 04:30 UTC.
 */
const OFFSET_MS = 5 * 60 * 60 * 1000;

/** An ISO instant as a datetime-local value in Tashkent time ("" for none). */
export function tashkentLocal(iso: string | null): string {
  if (!iso) return "";
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value in Tashkent time as an ISO instant, or null when it is not one. */
export function fromTashkentLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+05:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
