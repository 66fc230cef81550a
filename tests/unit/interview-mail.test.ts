import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { sampleContent } from "../../app/mail/samples.server.ts";
import type { CompanyDetails } from "../../content/model/company.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import type { MailSite } from "../../server/notify/mail-content.ts";

const company: CompanyDetails = {
  name: "Lojuvard",
  legalName: "Lojuvard LLC",
  foundedYear: 2003,
  tagline: "Software for banks and ministries",
  address: { street: "Amir Temur 1", city: "Tashkent", postalCode: "100000", country: "Uzbekistan", countryCode: "UZ" },
  phone: { display: "+998 71 200 00 00", href: "tel:+998712000000" },
  email: {
    general: "hello@lojuvard.uz",
    sales: "sales@lojuvard.uz",
    careers: "careers@lojuvard.uz",
    privacy: "privacy@lojuvard.uz",
  },
  social: { linkedin: "", instagram: "", telegram: "", youtube: "" },
  map: { latitude: 41.31, longitude: 69.28 },
};
const site: MailSite = { company, hiringSteps: [] };

/**
 * The interview e-mails in every language: each word filled in (no ICU argument left), the
 * time in Tashkent, and a calendar file a calendar program reads, with the event's UID,
 * SEQUENCE, start in Asia/Tashkent, the company as organizer and the reader as attendee.
 */
describe("interview e-mails and their calendar files", () => {
  for (const lang of LANGUAGES) {
    for (const template of ["interview-invitation", "staff-interview"] as const) {
      it(`${template} in ${lang}`, async () => {
        const mail = await mailTemplates.render(sampleContent(template, lang, "https://lojuvard.uz"), site);
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/[{}]/);
        expect(mail.text).toContain("15:00–16:00");
        expect(mail.calendar?.method).toBe("REQUEST");
        const calendar = new ICAL.Component(ICAL.parse(mail.calendar!.content));
        expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
        const event = calendar.getFirstSubcomponent("vevent")!;
        expect(event.getFirstPropertyValue("uid")).toBe("interview-sample@lojuvard.uz");
        expect(event.getFirstPropertyValue("sequence")).toBe(0);
        expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Tashkent");
        expect(mail.calendar!.content).toMatch(/^DTSTART;TZID=Asia\/Tashkent:20261201T150000\r$/m);
        // DTSTAMP is UTC, as RFC 5545 wants it.
        expect(mail.calendar!.content).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
        expect(String(event.getFirstPropertyValue("organizer"))).toBe("mailto:careers@lojuvard.uz");
        expect(String(event.getFirstPropertyValue("attendee")).toLowerCase()).toBe("mailto:dilnoza@example.uz");
      });
    }

    it(`a cancellation in ${lang} is METHOD:CANCEL of the same event`, async () => {
      const content = sampleContent("interview-invitation", lang, "https://lojuvard.uz");
      if (content.template !== "interview-invitation") throw new Error("another template");
      const mail = await mailTemplates.render(
        { ...content, interview: { ...content.interview, change: "cancelled", sequence: 2 } },
        site,
      );
      const calendar = new ICAL.Component(ICAL.parse(mail.calendar!.content));
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      const event = calendar.getFirstSubcomponent("vevent")!;
      expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(event.getFirstPropertyValue("sequence")).toBe(2);
    });

    it(`a newsletter issue in ${lang} carries its preheader and body; a test says it is one`, async () => {
      const content = sampleContent("newsletter-issue", lang, "https://lojuvard.uz");
      if (content.template !== "newsletter-issue") throw new Error("another template");
      const mail = await mailTemplates.render(content, site);
      expect(mail.subject).toBe(content.subject);
      expect(mail.html).toContain(content.preheader);
      expect(mail.html).toContain(content.html);
      const test = await mailTemplates.render({ ...content, test: true, unsubscribeUrl: null }, site);
      expect(test.subject).toMatch(/^\[(Test|Тест|Sinov)\] /);
      expect(test.html).not.toContain("/unsubscribe");
    });
  }
});
