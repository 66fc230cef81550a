import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { DateTime } from "luxon";
import type { CompanyDetails } from "../../content/model/company.ts";
import type { CalendarPart, InterviewFacts } from "../../server/notify/mail-content.ts";

/** The company's interviews are held in Tashkent time (it keeps UTC+5 all year). */
const ZONE = "Asia/Tashkent";

/**
 * An interview as an iCalendar object (RFC 5545) for an iTIP message (RFC 6047), made by
 * ical-generator: METHOD:REQUEST for an invitation or its update, METHOD:CANCEL (and
 * STATUS:CANCELLED) for a cancellation; the same UID for every version of one interview
 * and a SEQUENCE one higher at each, so calendar programs replace what they hold; the
 * start and end in Tashkent time with its VTIMEZONE; the company as ORGANIZER and the
 * reader as the ATTENDEE asked to answer.
 */
export function interviewCalendar(
  interview: InterviewFacts,
  company: CompanyDetails,
  words: { summary: string; description: string },
): CalendarPart {
  const cancelled = interview.change === "cancelled";
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: company.name, product: "Website", language: "EN" }, method });
  // A VTIMEZONE for every TZID the events name; no calendar-wide zone, so DTSTAMP stays in UTC.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const start = DateTime.fromISO(interview.startsAt, { zone: ZONE });
  const link = /^https?:\/\//i.test(interview.place) ? interview.place : null;
  calendar.createEvent({
    id: interview.uid,
    sequence: interview.sequence,
    stamp: new Date(),
    start,
    end: start.plus({ minutes: interview.durationMinutes }),
    timezone: ZONE,
    summary: words.summary,
    description: words.description,
    location: interview.place,
    ...(link ? { url: link } : {}),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: company.name, email: company.email.careers },
    attendees: [
      {
        name: interview.attendee.name,
        email: interview.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancelled,
      },
    ],
  });
  return { method: cancelled ? "CANCEL" : "REQUEST", content: calendar.toString() };
}

/** "Tuesday, 1 December 2026, 15:00–16:00" in the reader's language, Tashkent time. */
export function interviewTime(interview: Pick<InterviewFacts, "startsAt" | "durationMinutes">, lang: string): string {
  const start = new Date(interview.startsAt);
  const end = new Date(start.getTime() + interview.durationMinutes * 60_000);
  // British order for English ("Tuesday, 1 December 2026"), as the rest of the site writes dates.
  const locale = lang === "en" ? "en-GB" : lang;
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${day.format(start)}, ${time.format(start)}–${time.format(end)}`;
}
