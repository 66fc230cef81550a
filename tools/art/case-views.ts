import { formatDate, formatMonth } from "../../app/i18n/format.ts";
import type { FamilyCreditViews, KindergartenViews, NeighborhoodViews } from "../../content/types.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import {
  AVATAR_FILLS,
  avatar,
  button,
  card,
  check,
  desktop,
  heading,
  para,
  phone,
  phoneBox,
  PHONES_AT,
  phoneStage,
  pill,
  say,
  star,
  table,
  TONES,
  type Tone,
} from "./screen-kit.ts";
import { PALETTE as C, wrap } from "./svg.ts";

/**
 * The gallery's product screens of each case study (issue 29.3): three views per case, each
 * a workspace or the phones of the people it serves, with the names, sums and dates a
 * Tashkent reader expects, every word from content/art/screens/<lang>.ts. Drawn at 960 × 600
 * (screen-kit.ts) with no word under 12 px.
 */

/** Filter chips in a row from (x, y); the first is chosen. */
function chips(x: number, y: number, labels: readonly string[]): string {
  let left = x;
  return labels
    .map((label, index) => {
      const width = Math.ceil(label.length * 13 * 0.6 + 28);
      const chosen = index === 0;
      const drawn =
        `<rect x="${left}" y="${y}" width="${width}" height="32" rx="16" fill="${chosen ? C.lapis700 : C.white}" stroke="${chosen ? C.lapis700 : C.line}"/>` +
        say(left + width / 2, y + 21, label, {
          size: 13,
          width: width - 16,
          fill: chosen ? C.white : C.ink900,
          weight: 700,
          anchor: "middle",
        });
      left += width + 10;
      return drawn;
    })
    .join("");
}

/** A step of a vertical timeline: its dot, done or not, and the line down to the next. */
function dot(cx: number, cy: number, state: "done" | "current" | "later", lineTo?: number): string {
  const fill = state === "done" ? C.turquoise500 : state === "current" ? C.gold400 : C.line;
  const line =
    lineTo === undefined
      ? ""
      : `<path d="M${cx} ${cy + 12}V${lineTo - 12}" stroke="${state === "done" ? C.turquoise500 : C.line}" stroke-width="2"/>`;
  return `${line}<circle cx="${cx}" cy="${cy}" r="10" fill="${fill}"/>${state === "done" ? check(cx + 1, cy, C.white, 0.8) : ""}`;
}

/** A speech bubble holding `words`; returns the drawing and the bubble's bottom. */
function bubble(x: number, y: number, width: number, words: string, fill: string, ink: string, size = 13) {
  const rows = wrap(words, width - 24, size).length;
  const height = rows * Math.round(size * 1.4) + 22;
  return {
    svg:
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${fill}"/>` +
      para(x + 12, y + 22, words, { size, width: width - 24, fill: ink, weight: 600, maxLines: 6 }),
    bottom: y + height,
  };
}

const FAMILY_TONES: Tone[] = [TONES.new, TONES.quiet, TONES.busy, TONES.done, TONES.alert];

function familyQueue(copy: FamilyCreditViews["queue"], lang: Language): string {
  const columns = copy.columns.map((title, index) => ({ title, width: [96, 176, 196, 150, 164, 114][index]! }));
  return desktop(
    copy,
    [
      heading(copy.title, copy.subtitle, 640),
      button(716, 124, 212, copy.open),
      chips(32, 192, copy.filters),
      `<rect x="32" y="272" width="896" height="46" fill="${C.gold100}" opacity="0.45"/>`,
      table(32, 236, columns, copy.rows.length, (row, column, x, y, width) => {
        const item = copy.rows[row]!;
        if (column === 0) return say(x, y, item.number, { size: 13, width, fill: C.ink600, weight: 700 });
        if (column === 1) return say(x, y, item.name, { size: 14, width, fill: C.ink900, weight: 700 });
        if (column === 2) return say(x, y, item.business, { size: 13, width, fill: C.ink900, weight: 600 });
        if (column === 3) return say(x, y, item.amount, { size: 14, width, fill: C.ink900, weight: 700 });
        if (column === 4)
          return say(x, y, formatDate(item.submitted, lang), { size: 13, width, fill: C.ink600, weight: 600 });
        return pill(x - 2, y - 17, copy.statuses[item.status]!, FAMILY_TONES[item.status]!, width + 8);
      }),
    ].join("\n"),
  );
}

function familyForm(copy: FamilyCreditViews["form"], lang: Language): string {
  const [first, second, third] = PHONES_AT;
  const one = phoneBox(first);
  const progress = [0, 1, 2, 3]
    .map(
      (index) =>
        `<rect x="${one.left + index * 56}" y="${one.top + 16}" width="50" height="6" rx="3" fill="${index < 2 ? C.turquoise500 : C.line}"/>`,
    )
    .join("");
  const fields = copy.business.fields
    .map((field, index) => {
      const y = one.top + 52 + index * 80;
      return (
        say(one.left, y, field.title, { size: 12, width: 220, fill: C.ink600, weight: 700 }) +
        `<rect x="${one.left}" y="${y + 8}" width="220" height="44" rx="10" fill="${C.white}" stroke="${index === 3 ? C.lapis500 : C.line}" stroke-width="${index === 3 ? 2 : 1}"/>` +
        say(one.left + 12, y + 36, field.text, { size: 14, width: 196, fill: C.ink900, weight: 700 })
      );
    })
    .join("");
  const two = phoneBox(second);
  const documents = copy.documents.items
    .map((item, index) => {
      const y = two.top + 10 + index * 78;
      const done = index < 3;
      return (
        (done
          ? `<rect x="${two.left}" y="${y}" width="26" height="26" rx="7" fill="${C.turquoise500}"/>${check(two.left + 13, y + 13)}`
          : `<rect x="${two.left + 1}" y="${y + 1}" width="24" height="24" rx="7" fill="${C.white}" stroke="${C.lapis500}" stroke-width="2" stroke-dasharray="4 3"/>`) +
        say(two.left + 38, y + 12, item.title, { size: 14, width: 182, fill: C.ink900, weight: 700 }) +
        para(two.left + 38, y + 32, item.text, { size: 12, width: 182, fill: C.ink600, weight: 600, maxLines: 2 })
      );
    })
    .join("");
  const three = phoneBox(third);
  const states = ["done", "done", "current", "later"] as const;
  const notes = [
    formatDate(copy.status.dates[0], lang),
    formatDate(copy.status.dates[1], lang),
    copy.status.current,
    copy.status.next,
  ];
  const timeline = copy.status.steps
    .map((step, index) => {
      const y = three.top + 46 + index * 70;
      return (
        dot(three.left + 10, y, states[index]!, index < 3 ? y + 70 : undefined) +
        say(three.left + 32, y + 5, step, { size: 14, width: 188, fill: C.ink900, weight: index === 2 ? 800 : 700 }) +
        para(three.left + 32, y + 24, notes[index]!, {
          size: 12,
          width: 188,
          fill: index === 2 ? C.gold700 : C.ink600,
          weight: 600,
          maxLines: 2,
        })
      );
    })
    .join("");
  const sms = bubble(three.left, three.top + 318, 220, copy.status.sms, C.lapis50, C.ink900, 12);
  return [
    phoneStage(),
    phone(
      first,
      copy.business.title,
      say(one.left, one.top + 6, copy.step, { size: 12, width: 220, fill: C.turquoise700, weight: 800 }) +
        progress +
        fields +
        button(one.left, one.bottom - 48, 220, copy.business.next, true, 44),
    ),
    phone(
      second,
      copy.documents.title,
      documents +
        button(two.left + 38, two.top + 296, 120, copy.documents.upload, false, 34) +
        button(two.left, two.bottom - 48, 220, copy.documents.send, true, 44),
    ),
    phone(
      third,
      copy.status.title,
      say(three.left, three.top + 6, copy.status.number, { size: 13, width: 220, fill: C.ink600, weight: 700 }) +
        timeline +
        sms.svg,
    ),
  ].join("\n");
}

function familyAgreement(copy: FamilyCreditViews["agreement"], lang: Language): string {
  const { decision, terms, signatures } = copy;
  const ring = `<circle cx="92" cy="284" r="36" fill="none" stroke="${C.lapis100}" stroke-width="9"/><circle cx="92" cy="284" r="36" fill="none" stroke="${C.turquoise500}" stroke-width="9" stroke-dasharray="185.5 226.2" stroke-linecap="round" transform="rotate(-90 92 284)"/>`;
  const checks = decision.checks
    .map(
      (item, index) =>
        `<rect x="52" y="${414 + index * 40}" width="22" height="22" rx="6" fill="${C.turquoise500}"/>${check(63, 425 + index * 40)}` +
        say(86, 430 + index * 40, item, { size: 14, width: 266, fill: C.ink900, weight: 600 }),
    )
    .join("");
  const rows = terms.rows
    .map((row, index) => {
      const x = 416 + (index % 2) * 256;
      const y = 260 + Math.floor(index / 2) * 60;
      return (
        say(x, y, row.title, { size: 12, width: 240, fill: C.ink600, weight: 700 }) +
        say(x, y + 22, row.text, { size: 15, width: 240, fill: C.ink900, weight: 800 })
      );
    })
    .join("");
  return desktop(
    copy,
    [
      heading(copy.title, copy.state, 500),
      button(544, 124, 176, copy.download, false),
      button(732, 124, 196, copy.sign),
      card(32, 196, 340, 388),
      say(52, 228, decision.title, { size: 16, width: 300, fill: C.ink900, weight: 800 }),
      ring,
      say(92, 291, "82", { size: 22, width: 40, fill: C.ink900, weight: 800, anchor: "middle" }),
      say(144, 274, decision.score, { size: 14, width: 208, fill: C.ink900, weight: 700 }),
      pill(144, 286, decision.verdict, TONES.done, 200, 13),
      say(52, 354, decision.by, { size: 13, width: 300, fill: C.ink900, weight: 700 }),
      say(52, 376, formatDate(decision.on, lang), { size: 13, width: 300, fill: C.ink600, weight: 600 }),
      `<path d="M52 394H352" stroke="${C.line}"/>`,
      checks,
      card(392, 196, 536, 244),
      say(416, 228, terms.title, { size: 16, width: 480, fill: C.ink900, weight: 800 }),
      rows,
      card(392, 456, 536, 128, C.lapis50),
      say(416, 486, signatures.title, { size: 16, width: 480, fill: C.ink900, weight: 800 }),
      `<circle cx="427" cy="515" r="10" fill="${C.turquoise500}"/>${check(428, 515, C.white, 0.8)}`,
      say(446, 520, signatures.applicant, { size: 14, width: 250, fill: C.ink900, weight: 700 }),
      say(904, 520, formatDate(signatures.signedOn, lang), {
        size: 13,
        width: 190,
        fill: C.ink600,
        weight: 600,
        anchor: "end",
      }),
      `<circle cx="427" cy="553" r="10" fill="${C.gold400}"/>`,
      say(446, 558, signatures.bank, { size: 14, width: 250, fill: C.ink900, weight: 700 }),
      pill(
        904 - Math.min(190, Math.ceil(signatures.waiting.length * 12 * 0.6 + 20)),
        541,
        signatures.waiting,
        TONES.busy,
        190,
      ),
    ].join("\n"),
  );
}

const ENROLMENT_TONES: Tone[] = [TONES.done, TONES.new, TONES.busy, TONES.quiet];

function kindergartenEnrolment(copy: KindergartenViews["enrolment"], lang: Language): string {
  const columns = copy.columns.map((title, index) => ({ title, width: [186, 150, 150, 124, 96, 190][index]! }));
  return desktop(
    copy,
    [
      heading(copy.title, copy.subtitle, 880),
      table(32, 196, columns, copy.rows.length, (row, column, x, y, width) => {
        const item = copy.rows[row]!;
        if (column === 0)
          return (
            avatar(x + 14, y - 5, item.name, AVATAR_FILLS[row % 4]!, 14) +
            say(x + 36, y, item.name, { size: 14, width: width - 36, fill: C.ink900, weight: 700 })
          );
        if (column === 1)
          return say(x, y, formatDate(item.born, lang), { size: 13, width, fill: C.ink600, weight: 600 });
        if (column === 2)
          return say(x, y, formatDate(item.applied, lang), { size: 13, width, fill: C.ink600, weight: 600 });
        if (column === 3) return say(x, y, item.group, { size: 13, width, fill: C.ink900, weight: 600 });
        if (column === 4) return say(x, y, item.documents, { size: 13, width, fill: C.ink900, weight: 700 });
        return pill(x - 2, y - 17, copy.statuses[item.status]!, ENROLMENT_TONES[item.status]!, width + 8);
      }),
    ].join("\n"),
  );
}

const ATTENDANCE_TONES: Tone[] = [TONES.done, TONES.quiet, TONES.busy];

function kindergartenAttendance(copy: KindergartenViews["attendance"], lang: Language): string {
  const tiles = copy.tiles
    .map((tile, index) => {
      const x = 32 + index * 188;
      const accent = [C.turquoise500, C.sand100, C.gold400][index]!;
      return (
        `<rect x="${x}" y="192" width="176" height="76" rx="12" fill="${C.lapis50}"/><rect x="${x}" y="192" width="5" height="76" rx="2" fill="${accent}"/>` +
        say(x + 18, 218, tile.title, { size: 12, width: 150, fill: C.ink600, weight: 700 }) +
        say(x + 18, 252, tile.text, { size: 24, width: 150, fill: C.ink900, weight: 800 })
      );
    })
    .join("");
  const children = copy.children
    .map((child, index) => {
      const y = 300 + index * 36;
      return (
        (index ? `<path d="M32 ${y - 18}H584" stroke="${C.line}"/>` : "") +
        avatar(48, y, child.name, AVATAR_FILLS[index % 4]!, 13) +
        say(72, y + 5, child.name, { size: 14, width: 230, fill: C.ink900, weight: 700 }) +
        say(330, y + 5, child.arrived, { size: 13, width: 90, fill: C.ink600, weight: 600 }) +
        pill(448, y - 12, copy.statuses[child.status]!, ATTENDANCE_TONES[child.status]!, 136)
      );
    })
    .join("");
  const meals = copy.menu.meals
    .map(
      (meal, index) =>
        say(624, 258 + index * 56, meal.title, { size: 12, width: 280, fill: C.ink600, weight: 700 }) +
        say(624, 278 + index * 56, meal.text, { size: 14, width: 280, fill: C.ink900, weight: 700 }),
    )
    .join("");
  return desktop(
    copy,
    [
      heading(copy.title, formatDate(copy.day, lang), 640),
      button(752, 124, 176, copy.save),
      tiles,
      children,
      card(604, 192, 324, 220, C.lapis50),
      say(624, 224, copy.menu.title, { size: 16, width: 280, fill: C.ink900, weight: 800 }),
      meals,
      card(604, 428, 324, 156),
      say(624, 458, copy.note.title, { size: 16, width: 280, fill: C.ink900, weight: 800 }),
      para(624, 484, copy.note.text, { size: 13, width: 284, fill: C.ink900, weight: 600, maxLines: 5 }),
    ].join("\n"),
  );
}

function kindergartenParents(copy: KindergartenViews["parents"], lang: Language): string {
  const [first, second, third] = PHONES_AT;
  const one = phoneBox(first);
  const accents = [C.turquoise500, C.gold400, C.lapis500, C.turquoise300];
  const today = copy.today.items
    .map((item, index) => {
      const y = one.top + 44 + index * 96;
      return (
        `<rect x="${one.left}" y="${y}" width="220" height="84" rx="12" fill="${C.lapis50}"/><rect x="${one.left}" y="${y}" width="5" height="84" rx="2" fill="${accents[index]}"/>` +
        say(one.left + 18, y + 24, item.title, { size: 12, width: 190, fill: C.ink600, weight: 700 }) +
        para(one.left + 18, y + 46, item.text, {
          size: 14,
          width: 192,
          fill: C.ink900,
          weight: 700,
          maxLines: 2,
          lineHeight: 19,
        })
      );
    })
    .join("");
  const two = phoneBox(second);
  const { payments } = copy;
  const history = payments.paid
    .map((paid, index) => {
      const y = two.top + 246 + index * 62;
      return (
        `<circle cx="${two.left + 12}" cy="${y + 8}" r="12" fill="${C.success100}"/>${check(two.left + 13, y + 8, C.success700, 0.8)}` +
        say(two.left + 34, y + 6, paid.month, { size: 14, width: 72, fill: C.ink900, weight: 700 }) +
        say(two.right, y + 6, paid.amount, { size: 13, width: 112, fill: C.ink900, weight: 700, anchor: "end" }) +
        say(two.left + 34, y + 26, formatDate(paid.on, lang), { size: 12, width: 186, fill: C.ink600, weight: 600 })
      );
    })
    .join("");
  const three = phoneBox(third);
  let top = three.top + 40;
  const chat = copy.messages.chat
    .map((message) => {
      const mine = message.from === "parent";
      const drawn = bubble(
        mine ? three.left + 30 : three.left,
        top,
        190,
        message.text,
        mine ? C.lapis700 : C.lapis50,
        mine ? C.white : C.ink900,
      );
      const time = say(mine ? three.right : three.left, drawn.bottom + 16, message.time, {
        size: 12,
        width: 60,
        fill: C.ink500,
        weight: 600,
        ...(mine ? { anchor: "end" as const } : {}),
      });
      top = drawn.bottom + 30;
      return drawn.svg + time;
    })
    .join("");
  if (top > three.bottom - 56) throw new Error("The parents' chat does not fit its phone");
  return [
    phoneStage(),
    phone(
      first,
      copy.today.title,
      say(one.left, one.top + 4, copy.today.child, { size: 15, width: 220, fill: C.ink900, weight: 800 }) +
        say(one.left, one.top + 24, formatDate(copy.today.day, lang), {
          size: 12,
          width: 220,
          fill: C.ink600,
          weight: 600,
        }) +
        today,
    ),
    phone(
      second,
      payments.title,
      `<rect x="${two.left}" y="${two.top}" width="220" height="128" rx="16" fill="${C.lapis900}"/>` +
        say(two.left + 18, two.top + 30, payments.due.title, { size: 13, width: 184, fill: C.lapis200, weight: 700 }) +
        say(two.left + 18, two.top + 66, payments.due.text, { size: 24, width: 184, fill: C.white, weight: 800 }) +
        say(two.left + 18, two.top + 98, `${payments.dueBy} ${formatDate(payments.dueOn, lang)}`, {
          size: 12,
          width: 184,
          fill: C.gold400,
          weight: 700,
        }) +
        button(two.left, two.top + 144, 104, payments.pay[0], true, 40) +
        button(two.left + 116, two.top + 144, 104, payments.pay[1], true, 40) +
        say(two.left, two.top + 222, payments.history, { size: 15, width: 220, fill: C.ink900, weight: 800 }) +
        history,
    ),
    phone(
      third,
      copy.messages.title,
      avatar(three.left + 14, three.top + 6, copy.messages.teacher, C.gold100, 14) +
        say(three.left + 36, three.top + 11, copy.messages.teacher, {
          size: 13,
          width: 184,
          fill: C.ink600,
          weight: 700,
        }) +
        chat +
        `<rect x="${three.left}" y="${three.bottom - 44}" width="220" height="44" rx="22" fill="${C.white}" stroke="${C.line}"/>` +
        say(three.left + 16, three.bottom - 17, copy.messages.write, {
          size: 13,
          width: 190,
          fill: C.ink500,
          weight: 600,
        }),
    ),
  ].join("\n");
}

const REQUEST_TONES: Tone[] = [TONES.new, TONES.busy, TONES.done, TONES.alert];

function neighborhoodRequests(copy: NeighborhoodViews["requests"], lang: Language): string {
  const columns = copy.columns.map((title, index) => ({ title, width: [76, 196, 176, 150, 178, 120][index]! }));
  return desktop(
    copy,
    [
      heading(copy.title, copy.subtitle, 880),
      chips(32, 192, copy.filters),
      table(32, 236, columns, copy.rows.length, (row, column, x, y, width) => {
        const item = copy.rows[row]!;
        if (column === 0) return say(x, y, item.number, { size: 13, width, fill: C.ink600, weight: 700 });
        if (column === 1) return say(x, y, item.subject, { size: 14, width, fill: C.ink900, weight: 700 });
        if (column === 2) return say(x, y, item.address, { size: 13, width, fill: C.ink900, weight: 600 });
        if (column === 3)
          return say(x, y, formatDate(item.received, lang), { size: 13, width, fill: C.ink600, weight: 600 });
        if (column === 4) return say(x, y, item.assignee, { size: 13, width, fill: C.ink900, weight: 600 });
        return pill(x - 2, y - 17, copy.statuses[item.status]!, REQUEST_TONES[item.status]!, width + 8);
      }),
    ].join("\n"),
  );
}

/** The resident's photo of the street: a lamp post on a pavement under a dusk sky. */
function streetPhoto(x: number, y: number, width: number, height: number): string {
  return [
    `<clipPath id="photo-${x}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12"/></clipPath>`,
    `<g clip-path="url(#photo-${x})">`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${C.lapis800}"/>`,
    `<rect x="${x}" y="${y + height * 0.62}" width="${width}" height="${height * 0.38}" fill="${C.lapis950}"/>`,
    `<rect x="${x + 12}" y="${y + height * 0.3}" width="58" height="${height * 0.4}" fill="${C.lapis900}"/><rect x="${x + 150}" y="${y + height * 0.22}" width="64" height="${height * 0.48}" fill="${C.lapis900}"/>`,
    [0, 1, 2]
      .map(
        (index) =>
          `<rect x="${x + 22 + index * 16}" y="${y + height * 0.38}" width="8" height="10" fill="${C.gold400}" opacity="0.8"/>`,
      )
      .join(""),
    `<path d="M${x + 112} ${y + height}V${y + 22}h26" stroke="${C.ink600}" stroke-width="5" fill="none"/>`,
    `<rect x="${x + 130}" y="${y + 20}" width="18" height="9" rx="3" fill="${C.ink500}"/>`,
    `</g>`,
  ].join("");
}

function neighborhoodTimeline(copy: NeighborhoodViews["timeline"], lang: Language): string {
  const [first, second, third] = PHONES_AT;
  const { request, history, rating } = copy;
  const one = phoneBox(first);
  const two = phoneBox(second);
  const three = phoneBox(third);
  const events = history.events
    .map((event, index) => {
      const y = two.top + 44 + index * 86;
      const last = index === history.events.length - 1;
      return (
        dot(two.left + 10, y, "done", last ? undefined : y + 86) +
        say(two.left + 32, y - 8, event.time, { size: 12, width: 188, fill: C.turquoise700, weight: 800 }) +
        say(two.left + 32, y + 12, event.title, { size: 14, width: 188, fill: C.ink900, weight: 700 }) +
        para(two.left + 32, y + 32, event.text, {
          size: 12,
          width: 188,
          fill: C.ink600,
          weight: 600,
          maxLines: 2,
          lineHeight: 16,
        })
      );
    })
    .join("");
  const sms = bubble(three.left, three.top, 220, rating.sms, C.lapis50, C.ink900);
  const stars = [0, 1, 2, 3, 4]
    .map((index) => star(three.left + 22 + index * 44, sms.bottom + 80, 16, C.gold400))
    .join("");
  return [
    phoneStage(),
    phone(
      first,
      request.title,
      pill(one.left, one.top, request.category, { fill: C.lapis700, ink: C.white }, 220, 13) +
        `<rect x="${one.left}" y="${one.top + 40}" width="220" height="128" rx="12" fill="${C.white}" stroke="${C.lapis500}" stroke-width="2"/>` +
        para(one.left + 12, one.top + 64, request.text, {
          size: 13,
          width: 196,
          fill: C.ink900,
          weight: 600,
          maxLines: 5,
        }) +
        streetPhoto(one.left, one.top + 184, 220, 112) +
        say(one.left, one.top + 318, request.photo, { size: 12, width: 220, fill: C.ink600, weight: 600 }) +
        `<path d="M${one.left + 8} ${one.top + 358}c-6-8-9-12-9-16a9 9 0 0 1 18 0c0 4-3 8-9 16Z" fill="${C.gold500}"/>` +
        say(one.left + 26, one.top + 352, request.place, { size: 13, width: 194, fill: C.ink900, weight: 700 }) +
        button(one.left, one.bottom - 48, 220, request.send, true, 44),
    ),
    phone(
      second,
      history.title,
      say(two.left, two.top + 6, `${history.number} · ${formatDate(history.day, lang)}`, {
        size: 12,
        width: 220,
        fill: C.ink600,
        weight: 700,
      }) + events,
    ),
    phone(
      third,
      rating.title,
      sms.svg +
        say(three.left, sms.bottom + 44, rating.question, { size: 16, width: 220, fill: C.ink900, weight: 800 }) +
        stars +
        `<rect x="${three.left}" y="${sms.bottom + 116}" width="220" height="96" rx="12" fill="${C.white}" stroke="${C.line}"/>` +
        para(three.left + 12, sms.bottom + 140, rating.comment, {
          size: 13,
          width: 196,
          fill: C.ink900,
          weight: 600,
          maxLines: 4,
        }) +
        button(three.left, three.bottom - 48, 220, rating.thanks, true, 44),
    ),
  ].join("\n");
}

function neighborhoodDashboard(copy: NeighborhoodViews["dashboard"], lang: Language): string {
  const tiles = copy.tiles
    .map((tile, index) => {
      const x = 32 + index * 228;
      const accent = [C.lapis500, C.turquoise500, C.gold400, C.lapis200][index]!;
      return (
        `<rect x="${x}" y="192" width="212" height="84" rx="12" fill="${C.lapis50}"/><rect x="${x}" y="192" width="5" height="84" rx="2" fill="${accent}"/>` +
        say(x + 18, 218, tile.title, { size: 12, width: 186, fill: C.ink600, weight: 700 }) +
        say(x + 18, 256, tile.text, { size: 26, width: 186, fill: C.ink900, weight: 800 })
      );
    })
    .join("");
  const most = Math.max(...copy.byMahalla.rows.map((row) => row.value));
  const bars = copy.byMahalla.rows
    .map((row, index) => {
      const y = 352 + index * 36;
      const width = Math.round((row.value / most) * 250);
      return (
        say(52, y + 5, row.name, { size: 13, width: 150, fill: C.ink900, weight: 700 }) +
        `<rect x="208" y="${y - 9}" width="${width}" height="18" rx="5" fill="${index === 0 ? C.turquoise500 : C.lapis200}"/>` +
        say(216 + width, y + 5, String(row.value), { size: 13, width: 60, fill: C.ink600, weight: 700 })
      );
    })
    .join("");
  const shares = copy.byCategory.rows.map((row) => Number.parseInt(row.text, 10) || 0);
  const largest = Math.max(...shares, 1);
  const categories = copy.byCategory.rows
    .map((row, index) => {
      const y = 352 + index * 36;
      const share = shares[index]!;
      return (
        say(612, y, row.title, { size: 13, width: 220, fill: C.ink900, weight: 700 }) +
        say(904, y, row.text, { size: 13, width: 60, fill: C.ink600, weight: 700, anchor: "end" }) +
        `<rect x="612" y="${y + 8}" width="292" height="5" rx="2.5" fill="${C.lapis50}"/><rect x="612" y="${y + 8}" width="${Math.round((share / largest) * 292)}" height="5" rx="2.5" fill="${C.gold400}"/>`
      );
    })
    .join("");
  return desktop(
    copy,
    [
      heading(copy.title, formatMonth(copy.month, lang), 880),
      tiles,
      card(32, 296, 540, 288),
      say(52, 326, copy.byMahalla.title, { size: 16, width: 500, fill: C.ink900, weight: 800 }),
      bars,
      card(592, 296, 336, 288),
      say(612, 326, copy.byCategory.title, { size: 16, width: 296, fill: C.ink900, weight: 800 }),
      categories,
    ].join("\n"),
  );
}

/** Each case's gallery views, by the name in its file's path (art-paths.ts's caseViewPath). */
export const CASE_VIEWS = {
  familycredit: { queue: familyQueue, form: familyForm, agreement: familyAgreement },
  kindergarten: { enrolment: kindergartenEnrolment, attendance: kindergartenAttendance, parents: kindergartenParents },
  neighborhood: { requests: neighborhoodRequests, timeline: neighborhoodTimeline, dashboard: neighborhoodDashboard },
} as const;
