import fc from "fast-check";
import { ELAPSED_FIELD, HONEYPOT_FIELD, MAX_LENGTH, MIN_FILL_MS } from "../../shared/forms/fields.ts";
import type { UploadCategory } from "../../shared/forms/uploads.ts";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { DOC, DOCX, JPEG, PDF, PNG, ZIP, ZIP_MENTIONING_WORD } from "../api/server.ts";
import { wordDocument } from "../support/zip.ts";

/**
 * Generators for the API fuzz test (fuzz.test.ts). Every generated request carries its
 * own verdict, worked out here from the written rules (spec §5, the upload types)
 * without asking the server's code, so the test can tell a wrong answer from a right one.
 */

export const PATHS = { ...API_PATHS, upload: uploadPath } as const;

/** Request bodies the server accepts at most (route bodyLimit), in bytes. */
const BODY_LIMIT = { contact: 64 * 1024, application: 64 * 1024, subscribe: 4096 } as const;
/** The fuzz server runs with UPLOAD_MAX_MB=1. */
export const UPLOAD_LIMIT_MB = 1;
const UPLOAD_LIMIT = UPLOAD_LIMIT_MB * 1024 * 1024;

/** Valid free text an attacker would try: it must be stored as data, byte for byte. */
const HOSTILE_TEXT = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE uploads; --",
  "' OR '1'='1",
  "Robert'); DROP TABLE contact_requests;--",
  "1; SELECT pg_sleep(10)--",
  "{{constructor.constructor('alert(1)')()}}",
  "${7*7} #{7*7} <%= 7*7 %>",
  "__proto__",
  "constructor.prototype",
  "javascript:alert(document.cookie)",
  "%00%27%22%3Cscript%3E",
  "\\u0000 \\x00 \\0",
  "<!-- ]]> &lt;&amp;&#x27;",
  "\u202Egnp.exe",
  "Yo‘ldoshev — Ташкент, 中文, 😀👩‍💻",
];

/** Accepted text contains no control characters besides tab and line breaks and no lone surrogates. */
const USABLE = /^[^\p{Cc}]*$/u;
const isUsable = (text: string) => text.isWellFormed() && USABLE.test(text.replace(/[\t\n\r]/g, ""));

// ---------------------------------------------------------------- values

/** JSON text put into a body as is. Lazy and short to print: some are thousands of levels deep. */
class RawJson {
  readonly label: string;
  readonly build: () => string;
  /** Makes the whole body unreadable (invalid JSON), wherever it stands. */
  readonly spoilsBody: boolean;
  constructor(label: string, build: () => string, spoilsBody = false) {
    this.label = label;
    this.build = build;
    this.spoilsBody = spoilsBody;
  }
  [fc.toStringMethod]() {
    return `RawJson(${this.label})`;
  }
}

/** A JSON string whose bytes between the quotes are sent as they are: invalid UTF-8. */
class RawString {
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  [fc.toStringMethod]() {
    return `RawString(${Buffer.from(this.bytes).toString("hex")})`;
  }
}

/** A long run of one text, built when sent, printed short in failure reports. */
class Repeated {
  readonly unit: string;
  readonly count: number;
  constructor(unit: string, count: number) {
    this.unit = unit;
    this.count = count;
  }
  toString() {
    return this.unit.repeat(this.count);
  }
  [fc.toStringMethod]() {
    return `Repeated(${JSON.stringify(this.unit)} × ${this.count})`;
  }
}

/** How a submission names its upload; the test uploads or looks up the id when it sends. */
export type UploadRefKind =
  "fresh" | "fresh-padded" | "fresh-uppercase" | "used" | "other-category" | "unknown" | "forged";
export class UploadRef {
  readonly kind: UploadRefKind;
  readonly text: string;
  constructor(kind: UploadRefKind, text = "") {
    this.kind = kind;
    this.text = text;
  }
  [fc.toStringMethod]() {
    return `UploadRef(${this.kind}${this.text ? ` ${JSON.stringify(this.text.slice(0, 80))}` : ""})`;
  }
}

type Value = unknown;
/**
 * `automated`: valid, but marks the submission as a bot's (answered as stored, kept in spam,
 * never in its list).
 * `unclaimable`: a well-formed upload id that names no unused upload of the form's category:
 * refused, a bot's submission too (spam keeps its upload, so it is claimed all the same).
 */
type Verdict = "valid" | "invalid" | "unknown" | "automated" | "unclaimable";
interface FieldValue {
  value: Value;
  verdict: Verdict;
}

const tagged = (verdict: Verdict) => (value: Value) => ({ value, verdict });
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

// ---------------------------------------------------------------- text

const textChunk = fc.oneof(
  weighted(3, fc.constantFrom(...HOSTILE_TEXT)),
  weighted(3, fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 })),
  weighted(2, fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 12 })),
  weighted(1, fc.constantFrom(" ", "\n", "\t", "\r\n", "  ")),
);

/** Text the rules accept for a field of at most `max` characters, with nothing to trim. */
function freeText(max: number): fc.Arbitrary<string> {
  const mixed = fc
    .array(textChunk, { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join("").trim())
    .filter((text) => text.length > 0 && text.length <= max && isUsable(text));
  // Exactly at the limit and one under: the boundary must hold both ways.
  const atLimit = fc
    .tuple(fc.constantFrom(...HOSTILE_TEXT.slice(0, 6)), fc.constantFrom("x", "ё", "<", "'"), fc.constantFrom(0, 1))
    .map(([hostile, filler, under]) => (hostile + filler.repeat(max)).slice(0, max - under));
  return fc.oneof(weighted(9, mixed), weighted(1, atLimit));
}

/** Whitespace around a valid value: trimmed away before it is checked and stored. */
const padded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom(" ", "  ", "\t", "\n", " \u00a0"), text, fc.constantFrom(" ", "", "\r\n"))
    .map(([before, value, after]) => `${before}${value}${after}`);

const blank = fc.constantFrom("", " ", "   ", "\n\t ", "\u00a0", "\u3000", "\ufeff", "\r\n");

/** Characters no form field may hold: NUL and other controls, and lone surrogates. */
const UNUSABLE = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u009b",
  "\ud800",
  "\udfff",
];
const withUnusable = fc
  .tuple(fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 10 }), fc.constantFrom(...UNUSABLE))
  .map(([text, bad]) => `a${text}${bad}${text}z`);

const tooLong = (max: number) =>
  fc.oneof(
    weighted(
      6,
      fc
        .tuple(fc.integer({ min: max + 1, max: max + 3000 }), fc.constantFrom("x", "ё", "<", "'"))
        .map(([length, unit]) => unit.repeat(length)),
    ),
    // Megabytes: far beyond every limit, body limits included.
    weighted(
      1,
      fc.integer({ min: 1 << 20, max: 3 << 20 }).map((length) => new Repeated("a", length)),
    ),
  );

/** Thousands of levels of nesting, as JSON text (JSON.stringify itself would overflow). */
const deepJson = fc.tuple(fc.integer({ min: 1000, max: 40_000 }), fc.constantFrom("[", "{", "mixed")).map(
  ([depth, kind]) =>
    new RawJson(`${kind}×${depth}`, () => {
      if (kind === "[") return "[".repeat(depth) + "]".repeat(depth);
      if (kind === "{") return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
      const half = Math.floor(depth / 2);
      return '{"a":['.repeat(half) + "null" + "]}".repeat(half);
    }),
);

/** Tokens JSON does not have, or strings it does not allow. */
const invalidJsonToken = fc
  .constantFrom("NaN", "undefined", "0x10", "'single'", '"\\x41"', '"\\u12"', '"tab\there"', "01", "+1", ".5", "--1")
  .map((token) => new RawJson(token, () => token, true));

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant({ $gt: "" }),
  // Refused where it stays; overridden by a later duplicate key it never reaches the parsed body.
  fc.constant(new RawJson("proto-object", () => '{"__proto__":{"admin":true}}')),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  deepJson,
);

/** Lone surrogates as JSON escapes: JSON allows them, well-formed text does not. */
const escapedSurrogate = fc
  .constantFrom('"a\\ud800b"', '"\\udfff"', '"x\\udbff\\u0041"')
  .map((text) => new RawJson(text, () => text));

/** Invalid UTF-8 inside a JSON string: the API refuses such a body (400) rather than store U+FFFD. */
const INVALID_UTF8 = [
  [0xff],
  [0xc3],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0xfe, 0xff],
];
const invalidUtf8String = fc
  .tuple(fc.constantFrom(...INVALID_UTF8), fc.string({ unit: "grapheme-ascii", maxLength: 8 }))
  .map(
    ([bytes, text]) =>
      new RawString(Uint8Array.from([...Buffer.from(`x${JSON.stringify(text).slice(1, -1)}`), ...bytes, 0x79])),
  );

/** Definitely refused values for a required text field of at most `max` characters. */
function invalidText(max: number): fc.Arbitrary<FieldValue> {
  return fc.oneof(
    weighted(2, blank.map(tagged("invalid"))),
    weighted(2, tooLong(max).map(tagged("invalid"))),
    weighted(2, withUnusable.map(tagged("invalid"))),
    weighted(1, escapedSurrogate.map(tagged("invalid"))),
    weighted(3, wrongType.map(tagged("invalid"))),
    weighted(1, invalidJsonToken.map(tagged("invalid"))),
    weighted(1, invalidUtf8String.map(tagged("unknown"))),
  );
}

function validText(max: number): fc.Arbitrary<FieldValue> {
  return fc.oneof(weighted(5, freeText(max)), weighted(1, padded(freeText(max - 4)))).map(tagged("valid"));
}

// ---------------------------------------------------------------- fields

const lower = "abcdefghijklmnopqrstuvwxyz";
const alnum = `${lower}0123456789`;
const chars = (set: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...set), minLength: min, maxLength: max });

/** Addresses inside the accepted pattern (spec §5), apostrophes and plus signs included. */
const validEmailText = fc
  .tuple(
    fc.array(chars(`${alnum}ABZ_'+-`, 1, 10), { minLength: 1, maxLength: 3 }),
    chars(`${alnum}_+-`, 1, 1),
    fc.array(fc.tuple(chars(alnum, 1, 1), chars(`${alnum}-`, 0, 10)), { minLength: 1, maxLength: 3 }),
    chars(`${lower}COM`, 2, 6),
  )
  .map(
    ([segments, last, labels, tld]) =>
      `${segments.join(".")}${last}@${labels.map(([first, rest]) => first + rest).join(".")}.${tld}`,
  );

const invalidEmailText = fc.constantFrom(
  "a@",
  "@example.uz",
  "aziz@example",
  "aziz@example.u",
  "a b@example.uz",
  "a..b@example.uz",
  ".a@example.uz",
  "a.@example.uz",
  "ä@example.uz",
  "aziz@exa mple.uz",
  "aziz@-example.uz",
  "a@b.cd,c@d.ef",
  "<script>alert(1)</script>@x.uz",
  "'; DROP TABLE subscribers; --",
  "x'; DROP TABLE subscribers; --@example.uz",
  "aziz@example.uz\u0000",
  "aziz\u0000@example.uz",
  `${"a".repeat(250)}@example.uz`,
  "aziz@example.uz<img src=x onerror=alert(1)>",
);

const email = {
  valid: fc.oneof(weighted(5, validEmailText), weighted(1, padded(validEmailText))).map(tagged("valid")),
  invalid: fc.oneof(
    weighted(4, invalidEmailText.map(tagged("invalid"))),
    weighted(1, blank.map(tagged("invalid"))),
    weighted(1, tooLong(MAX_LENGTH.email).map(tagged("invalid"))),
    weighted(2, wrongType.map(tagged("invalid"))),
    weighted(1, invalidUtf8String.map(tagged("invalid"))),
  ),
};

const validPhoneText = fc
  .tuple(chars("0123456789+", 4, MAX_LENGTH.phone - 1), chars("0123456789", 1, 1), fc.nat(MAX_LENGTH.phone))
  .map(([rest, digit, at]) => {
    const position = at % (rest.length + 1);
    return rest.slice(0, position) + digit + rest.slice(position);
  });

/** Numbers as people write them: spaces, hyphens, dots and brackets, removed before the rule. */
const writtenPhoneText = fc.constantFrom("+998 90 123-45-67", "(998) 90.123.45.67", "+44 20 7946 0958");

const phone = {
  valid: fc
    .oneof(weighted(5, validPhoneText), weighted(1, padded(validPhoneText)), weighted(1, writtenPhoneText))
    .map(tagged("valid")),
  invalid: fc.oneof(
    weighted(
      4,
      fc
        .constantFrom(
          "1234",
          "+998",
          "+++++",
          // Separators are removed before the rule (issue 25): these fail for their letters.
          "+998 90 12a",
          "998-90-1b3",
          "(998)90x234",
          "１２３４５６",
          "12345\u0000",
          "<script>1</script>",
          "'; DROP TABLE uploads; --",
          "9".repeat(MAX_LENGTH.phone + 1),
        )
        .map(tagged("invalid")),
    ),
    weighted(1, blank.map(tagged("invalid"))),
    weighted(2, wrongType.map(tagged("invalid"))),
    weighted(1, tooLong(MAX_LENGTH.phone).map(tagged("invalid"))),
  ),
};

const checkbox = {
  valid: fc.constant(true).map(tagged("valid")),
  invalid: fc.constantFrom(false, "true", 1, "on", null, [true], {}, "yes").map(tagged("invalid")),
};

/**
 * An empty position is a general application; otherwise it must be the id of an open
 * opening of the starting content. Any other slug (an unknown id, a closed opening) is refused.
 */
const validPosition = fc.oneof(
  fc.constant(""),
  fc.constantFrom("devops-engineer-tashkent", "qa-automation-engineer-bukhara", "senior-java-developer-tashkent"),
);
const position = {
  valid: fc.oneof(weighted(5, validPosition), weighted(1, padded(validPosition))).map(tagged("valid")),
  invalid: fc.oneof(
    weighted(
      3,
      fc
        .constantFrom("<script>", "Senior Developer", "qa--engineer", "-qa", "qa-", "QA", "qa_engineer", "../admin")
        .map(tagged("invalid")),
    ),
    weighted(
      2,
      fc
        .oneof(
          fc.constant("software-engineering-internship-tashkent"),
          fc.array(chars(alnum, 1, 12), { minLength: 1, maxLength: 5 }).map((words) => `no-such-${words.join("-")}`),
        )
        .map(tagged("invalid")),
    ),
    weighted(1, fc.constant("a".repeat(101)).map(tagged("invalid"))),
    weighted(1, withUnusable.map(tagged("invalid"))),
    weighted(2, wrongType.map(tagged("invalid"))),
  ),
};

/** Ids no upload has; the first ones pass the rules for text, the last ones do not. */
const FORGED_IDS = [
  "../../etc/passwd",
  "' OR '1'='1",
  "<script>alert(1)</script>",
  "00000000-0000-0000-0000-000000000000",
  "*",
  "%",
  "uploads",
  "null",
];
const MALFORMED_IDS = ["a\u0000b", "x".repeat(65), "\ud800", " "];
// A new UploadRef each time: the test maps each one to the id it obtained.
const uploadRef = {
  valid: fc
    .oneof(weighted(6, fc.constant("fresh" as const)), weighted(1, fc.constant("fresh-padded" as const)))
    .map((kind) => new UploadRef(kind))
    .map(tagged("valid")),
  invalid: fc.oneof(
    fc
      .oneof(
        fc.constantFrom("fresh-uppercase", "used", "other-category", "unknown").map((kind) => new UploadRef(kind)),
        fc.constantFrom(...FORGED_IDS).map((text) => new UploadRef("forged", text)),
      )
      .map(tagged("unclaimable")),
    fc
      .constantFrom(...MALFORMED_IDS)
      .map((text) => new UploadRef("forged", text))
      .map(tagged("invalid")),
  ),
};

const honeypot = {
  valid: fc.constant("").map(tagged("valid")),
  automated: fc.constantFrom("http://spam.example", "x", "<a href=x>buy</a>").map(tagged("automated")),
  invalid: fc.constantFrom(1, null, true, ["x"]).map(tagged("invalid")),
};
const elapsed = {
  valid: fc.integer({ min: MIN_FILL_MS, max: 10_000_000 }).map(tagged("valid")),
  automated: fc.integer({ min: -1000, max: MIN_FILL_MS - 1 }).map(tagged("automated")),
  invalid: fc.constantFrom("9000", null, true, [9000], {}).map(tagged("invalid")),
};

// ---------------------------------------------------------------- JSON submissions

interface FieldArbitraries {
  valid: fc.Arbitrary<FieldValue>;
  invalid: fc.Arbitrary<FieldValue>;
}
export interface FormModel {
  path: string;
  limit: number;
  fields: Record<string, FieldArbitraries>;
  /** Where the upload id goes, and which category it must come from. */
  upload?: { field: string; category: UploadCategory };
}

export const CONTACT: FormModel = {
  path: PATHS.contact,
  limit: BODY_LIMIT.contact,
  fields: {
    full_name: { valid: validText(MAX_LENGTH.name), invalid: invalidText(MAX_LENGTH.name) },
    company_name: { valid: validText(MAX_LENGTH.name), invalid: invalidText(MAX_LENGTH.name) },
    email,
    phone,
    message: { valid: validText(MAX_LENGTH.message), invalid: invalidText(MAX_LENGTH.message) },
    file: uploadRef,
    checkbox,
  },
  upload: { field: "file", category: "attachments" },
};

export const APPLICATION: FormModel = {
  path: PATHS.application,
  limit: BODY_LIMIT.application,
  fields: {
    first_name: { valid: validText(MAX_LENGTH.name), invalid: invalidText(MAX_LENGTH.name) },
    last_name: { valid: validText(MAX_LENGTH.name), invalid: invalidText(MAX_LENGTH.name) },
    email,
    phone,
    message: { valid: validText(MAX_LENGTH.message), invalid: invalidText(MAX_LENGTH.message) },
    cv: uploadRef,
    position,
    checkbox,
  },
  upload: { field: "cv", category: "cv" },
};

export const SUBSCRIBE: FormModel = { path: PATHS.subscribe, limit: BODY_LIMIT.subscribe, fields: { email } };

interface Entry {
  key: string;
  field: FieldValue;
}

/** Keys no form has: unknown, prototype-polluting, or near misses of real ones. */
const UNKNOWN_KEYS = [
  "role",
  "id",
  "status",
  "created_at",
  "file_id",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "",
  "full_name ",
  "EMAIL",
  "email\u0000",
];
const unknownEntry = fc
  .tuple(
    fc.constantFrom(...UNKNOWN_KEYS),
    fc.oneof(fc.string({ maxLength: 8 }), wrongType, fc.constant({ admin: true })),
  )
  .map(([key, value]): Entry => ({ key, field: { value, verdict: "invalid" } }));

interface ContentType {
  header: string | undefined;
  /** `json`: parsed as JSON; `refused`: never accepted; `unknown`: the server may go either way. */
  verdict: "json" | "refused" | "unknown";
}
const jsonContentType: fc.Arbitrary<ContentType> = fc.oneof(
  weighted(30, fc.constant({ header: "application/json", verdict: "json" } as const)),
  weighted(3, fc.constant({ header: "application/json; charset=utf-8", verdict: "json" } as const)),
  weighted(
    3,
    fc
      .constantFrom(
        "application/json; charset=UTF-8",
        "application/json; charset=latin1",
        "application/json; charset=utf-16",
        "APPLICATION/JSON",
        "application/json;;;",
        "application/json, text/plain",
        "application/vnd.api+json",
        "application/jsonx",
        "application/json garbage",
        "a/b/c",
        ";;;",
      )
      .map((header): ContentType => ({ header, verdict: "unknown" })),
  ),
  weighted(
    4,
    fc
      .constantFrom(
        "text/plain",
        "application/xml",
        "text/html",
        "image/png",
        "application/octet-stream",
        "multipart/form-data; boundary=x",
        "application/x-www-form-urlencoded",
        "",
        undefined,
      )
      .map((header): ContentType => ({ header, verdict: "refused" })),
  ),
);

const METHODS = ["GET", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"] as const;
type Method = "POST" | (typeof METHODS)[number];
const method: fc.Arbitrary<Method> = fc.oneof(weighted(9, fc.constant("POST" as const)), fc.constantFrom(...METHODS));

/** Who the request says it comes from: real pages, other sites, and junk. */
const clientHeaders = fc.record(
  {
    referer: fc.constantFrom(
      "http://localhost/ru/about",
      "http://localhost/uz/careers",
      "https://elsewhere.example/uz/",
      "http://localhost//evil.example/x",
      "http://localhost/\\evil.example/x",
      "not a url",
      "javascript:alert(1)",
    ),
    cookie: fc.constantFrom("language=ru", "language=uz", "language=%E0%A4%A", "language=__proto__", "a=b; language"),
    host: fc.constantFrom("localhost", "localhost:80", "evil.example"),
  },
  { requiredKeys: [] },
);

type Mutation =
  | { kind: "none" }
  | { kind: "pretty" }
  | { kind: "ascii" }
  | { kind: "bom" }
  | { kind: "truncate"; at: number }
  | { kind: "array" }
  | { kind: "deep"; depth: number; open: string; close: string }
  | { kind: "tail"; text: string }
  | { kind: "nul"; at: number }
  | { kind: "invalid-utf8"; at: number; bytes: number[] }
  | { kind: "pad"; bytes: number }
  | { kind: "replace"; body: Uint8Array | string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  weighted(20, fc.constant({ kind: "none" } as const)),
  weighted(3, fc.constantFrom({ kind: "pretty" } as const, { kind: "ascii" } as const, { kind: "bom" } as const)),
  weighted(
    3,
    fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }).map((at) => ({ kind: "truncate", at }) as const),
  ),
  weighted(1, fc.constant({ kind: "array" } as const)),
  weighted(
    2,
    fc
      .tuple(
        fc.integer({ min: 1000, max: 30_000 }),
        fc.constantFrom(["[", "]"], ['{"a":', "}"], ['{"__proto__":', "}"]),
      )
      .map(([depth, [open, close]]) => ({ kind: "deep", depth, open: open!, close: close! }) as const),
  ),
  weighted(
    1,
    fc.constantFrom("x", "}", ",", "]", "garbage", "{}").map((text) => ({ kind: "tail", text }) as const),
  ),
  weighted(
    1,
    fc.double({ min: 0, max: 1, noNaN: true }).map((at) => ({ kind: "nul", at }) as const),
  ),
  weighted(
    2,
    fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...INVALID_UTF8))
      .map(([at, bytes]) => ({ kind: "invalid-utf8", at, bytes }) as const),
  ),
  weighted(
    1,
    fc.integer({ min: 1 << 20, max: 3 << 20 }).map((bytes) => ({ kind: "pad", bytes }) as const),
  ),
  weighted(
    2,
    fc
      .oneof(
        fc.constantFrom("null", "true", "0", '"x"', "[]", "{}", "", " ", "[{}]", '{"":""}'),
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
      )
      .map((body) => ({ kind: "replace", body }) as const),
  ),
);

export interface Submission {
  method: Method;
  contentType: ContentType;
  entries: Entry[];
  mutation: Mutation;
  headers: { referer?: string; cookie?: string; host?: string };
  query: string;
}

const query = fc.oneof(
  weighted(8, fc.constant("")),
  fc.constantFrom("?x=<script>alert(1)</script>", "?id=1'--", "?__proto__[admin]=1", "?email=a@b.cd&email=c@d.ef"),
);

/** Each field present with a valid or a refused value, sometimes left out or sent twice. */
function fieldEntries(model: FormModel, allValid: boolean): fc.Arbitrary<Entry[]> {
  const one =
    (key: string) =>
    (field: FieldValue): Entry[] => [{ key, field }];
  const perField = Object.entries(model.fields).map(([key, arbitraries]) =>
    allValid
      ? arbitraries.valid.map(one(key))
      : fc.oneof(
          weighted(25, arbitraries.valid.map(one(key))),
          weighted(5, arbitraries.invalid.map(one(key))),
          weighted(1, fc.constant<Entry[]>([])),
          // Repeated key: JSON keeps the last one.
          weighted(
            1,
            fc.tuple(arbitraries.invalid, arbitraries.valid).map(([first, last]): Entry[] => [
              { key, field: first },
              { key, field: last },
            ]),
          ),
        ),
  );
  const optional = (
    key: string,
    field: { valid: fc.Arbitrary<FieldValue>; automated: fc.Arbitrary<FieldValue>; invalid: fc.Arbitrary<FieldValue> },
  ) =>
    fc.oneof(
      weighted(12, fc.constant<Entry[]>([])),
      weighted(4, field.valid.map(one(key))),
      weighted(2, field.automated.map(one(key))),
      ...(allValid ? [] : [weighted(1, field.invalid.map(one(key)))]),
    );
  const antiAbuse = fc.tuple(optional(HONEYPOT_FIELD, honeypot), optional(ELAPSED_FIELD, elapsed));
  return fc.tuple(fc.tuple(...perField), antiAbuse, fc.boolean()).map(([fields, [trap, time], reverse]) => {
    const entries = [...fields.flat(), ...trap, ...time];
    return reverse ? entries.reverse() : entries;
  });
}

/**
 * A JSON submission to `model`. A third are clean (POST, JSON, every field valid) so
 * storage is exercised; the rest mix refused values, extra keys, wrong methods and
 * content types, and broken bodies.
 */
export function submission(model: FormModel): fc.Arbitrary<Submission> {
  const clean = fc.record({
    method: fc.constant("POST" as const),
    contentType: fc.constant({ header: "application/json", verdict: "json" } as const),
    entries: fieldEntries(model, true),
    mutation: fc.constantFrom<Mutation>({ kind: "none" }, { kind: "pretty" }, { kind: "ascii" }),
    headers: clientHeaders,
    query,
  });
  const fuzzed = fc.record({
    method,
    contentType: jsonContentType,
    entries: fc
      .tuple(
        fieldEntries(model, false),
        fc.oneof(weighted(6, fc.constant([])), weighted(1, fc.array(unknownEntry, { minLength: 1, maxLength: 3 }))),
      )
      .map(([fields, extra]) => [...fields, ...extra]),
    mutation,
    headers: clientHeaders,
    query,
  });
  return fc.oneof(weighted(1, clean), weighted(2, fuzzed));
}

/** JSON text of one value; upload references resolved to the ids the test obtained. */
function encodeValue(value: Value, resolve: (ref: UploadRef) => string): Buffer {
  if (value instanceof RawJson) return Buffer.from(value.build());
  if (value instanceof RawString) return Buffer.concat([Buffer.from('"'), value.bytes, Buffer.from('"')]);
  if (value instanceof UploadRef) return Buffer.from(JSON.stringify(resolve(value)));
  if (value instanceof Repeated) return Buffer.from(JSON.stringify(value.toString()));
  return Buffer.from(JSON.stringify(value));
}

const escapeNonAscii = (json: Buffer) =>
  Buffer.from(
    json
      .toString("utf8")
      .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`),
  );

/** The body as sent. Keys are written by hand so `__proto__` and repeated keys reach the server. */
export function encodeSubmission(sub: Submission, resolve: (ref: UploadRef) => string): Buffer {
  const { mutation } = sub;
  if (mutation.kind === "replace") return Buffer.from(mutation.body);
  const pretty = mutation.kind === "pretty";
  const members = sub.entries.map(({ key, field }) => {
    const member = Buffer.concat([
      Buffer.from(`${JSON.stringify(key)}:${pretty ? " " : ""}`),
      encodeValue(field.value, resolve),
    ]);
    return mutation.kind === "ascii" && !(field.value instanceof RawString) ? escapeNonAscii(member) : member;
  });
  const separator = Buffer.from(pretty ? ",\n  " : ",");
  const parts: Buffer[] = [Buffer.from(pretty ? "{\n  " : "{")];
  members.forEach((member, index) => parts.push(...(index ? [separator] : []), member));
  parts.push(Buffer.from(pretty ? "\n}" : "}"));
  const body = Buffer.concat(parts);
  const at = (fraction: number) => Math.floor(fraction * body.length);
  switch (mutation.kind) {
    case "bom":
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]);
    case "truncate":
      return body.subarray(0, at(mutation.at));
    case "array":
      return Buffer.concat([Buffer.from("["), body, Buffer.from("]")]);
    case "deep":
      return Buffer.concat([
        Buffer.from(mutation.open.repeat(mutation.depth)),
        body,
        Buffer.from(mutation.close.repeat(mutation.depth)),
      ]);
    case "tail":
      return Buffer.concat([body, Buffer.from(mutation.text)]);
    case "nul":
      return Buffer.concat([body.subarray(0, at(mutation.at)), Buffer.from([0]), body.subarray(at(mutation.at))]);
    case "invalid-utf8":
      return Buffer.concat([
        body.subarray(0, at(mutation.at)),
        Buffer.from(mutation.bytes),
        body.subarray(at(mutation.at)),
      ]);
    case "pad":
      return Buffer.concat([body, Buffer.alloc(mutation.bytes, " ")]);
    default:
      return body;
  }
}

export type Acceptance = "accepted" | "refused" | "unknown";
export interface Expectation {
  acceptance: Acceptance;
  /** Accepted but kept as a bot's submission: answered like a stored one, kept in spam, never in its list. */
  automated: boolean;
  /** The effective value of every key (JSON keeps the last of repeated keys). */
  effective: Map<string, FieldValue>;
}

const INTACT: readonly Mutation["kind"][] = ["none", "pretty", "ascii", "bom", "invalid-utf8"];

/** Refused before its fields are read (method, content type, broken JSON): its uploads would never be looked at. */
export function refusedUnread(sub: Submission): boolean {
  return sub.method !== "POST" || sub.contentType.verdict === "refused" || !INTACT.includes(sub.mutation.kind);
}

/** What the rules say about a submission, from its recipe alone. */
export function expectSubmission(model: FormModel, sub: Submission, bodyLength: number): Expectation {
  const effective = new Map(sub.entries.map(({ key, field }) => [key, field]));
  const automated = [...effective.values()].some((field) => field.verdict === "automated");
  const verdicts: Acceptance[] = [];
  if (refusedUnread(sub) || bodyLength > model.limit) verdicts.push("refused");
  if (sub.entries.some(({ field }) => field.value instanceof RawJson && field.value.spoilsBody))
    verdicts.push("refused");
  if (sub.contentType.verdict === "unknown") verdicts.push("unknown");
  // JSON must be valid UTF-8 throughout, even in a value a repeated key overrides.
  const brokenUtf8 =
    sub.mutation.kind === "invalid-utf8" || sub.entries.some(({ field }) => field.value instanceof RawString);
  if (sub.contentType.verdict === "json" && brokenUtf8) verdicts.push("refused");
  if (sub.mutation.kind === "bom" || sub.mutation.kind === "invalid-utf8") verdicts.push("unknown");
  for (const key of Object.keys(model.fields)) if (!effective.has(key)) verdicts.push("refused");
  for (const [key, field] of effective) {
    const known = Object.hasOwn(model.fields, key) || key === HONEYPOT_FIELD || key === ELAPSED_FIELD;
    if (!known || field.verdict === "invalid" || field.verdict === "unclaimable") verdicts.push("refused");
    if (field.verdict === "unknown") verdicts.push("unknown");
  }
  const acceptance = verdicts.includes("refused") ? "refused" : verdicts.includes("unknown") ? "unknown" : "accepted";
  return { acceptance, automated, effective };
}

// ---------------------------------------------------------------- plain form posts (subscribe without JavaScript)

export interface PlainFormPost {
  pairs: { key: string; value: string; verdict: Verdict }[];
  tail: string;
  contentType: string;
  headers: { referer?: string; cookie?: string; host?: string };
}

const plainElapsed = fc.oneof(
  fc.constantFrom("9000", " 3000 ", "3e3").map(tagged("valid")),
  fc.constantFrom("100", "0", "").map(tagged("automated")),
  fc.constantFrom("abc", "Infinity", "9000ms").map(tagged("invalid")),
);
const plainEmail = fc.oneof(
  weighted(4, email.valid),
  weighted(2, invalidEmailText.map(tagged("invalid"))),
  weighted(1, blank.map(tagged("invalid"))),
  weighted(1, fc.constant("a".repeat(5000)).map(tagged("invalid"))),
);

/** A form post of the footer subscription, as a browser without JavaScript sends it. */
export const plainFormPost: fc.Arbitrary<PlainFormPost> = fc.record({
  pairs: fc
    .tuple(
      fc.array(plainEmail, { minLength: 0, maxLength: 2 }),
      fc.option(fc.oneof(fc.constant("").map(tagged("valid")), fc.constant("spam").map(tagged("automated")))),
      fc.option(plainElapsed),
      fc.boolean(),
    )
    .map(([emails, trap, time, reverse]) => {
      const pairs = [
        ...emails.map((field) => ({ key: "email", value: String(field.value), verdict: field.verdict })),
        ...(trap ? [{ key: HONEYPOT_FIELD, value: String(trap.value), verdict: trap.verdict }] : []),
        ...(time ? [{ key: ELAPSED_FIELD, value: String(time.value), verdict: time.verdict }] : []),
      ];
      return reverse ? pairs.reverse() : pairs;
    }),
  tail: fc.oneof(
    weighted(6, fc.constant("")),
    weighted(1, fc.constant("&&")),
    fc.constantFrom("&%zz=1", "&=", "&a%ZZb=%", "&__proto__=x", "&constructor=y", "&email%00=1", "&x=%E0%A4%A"),
  ),
  contentType: fc.oneof(
    weighted(6, fc.constant("application/x-www-form-urlencoded")),
    fc.constant("application/x-www-form-urlencoded; charset=UTF-8"),
  ),
  headers: clientHeaders,
});

export function encodePlainForm(post: PlainFormPost): Buffer {
  const encoded = post.pairs.map(({ key, value }) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return Buffer.from(encoded.join("&") + post.tail);
}

export function expectPlainForm(post: PlainFormPost, bodyLength: number): Expectation {
  const effective = new Map(post.pairs.map(({ key, value, verdict }) => [key, { value, verdict }]));
  const refused =
    bodyLength > BODY_LIMIT.subscribe ||
    !effective.has("email") ||
    [...effective.values()].some((field) => field.verdict === "invalid") ||
    !["", "&&"].includes(post.tail);
  return {
    acceptance: refused ? "refused" : "accepted",
    automated: [...effective.values()].some((field) => field.verdict === "automated"),
    effective,
  };
}

// ---------------------------------------------------------------- uploads

/** What a file really is; `accepts` lists the categories whose rules take it. */
interface FileSample {
  label: string;
  head: Uint8Array;
  size: number;
  accepts: readonly UploadCategory[];
  mime?: string;
  /** A format whose end matters too (a ZIP's directory): the whole file of a size, instead of head and filler. */
  whole?: (size: number) => Uint8Array;
}

function sampleBytes(sample: FileSample): Buffer {
  if (sample.whole) return Buffer.from(sample.whole(sample.size));
  const bytes = Buffer.alloc(sample.size, 0x41);
  Buffer.from(sample.head).copy(bytes, 0, 0, Math.min(sample.head.length, sample.size));
  return bytes;
}

const encode = (text: string) => new TextEncoder().encode(text);
const GENUINE: readonly Omit<FileSample, "size">[] = [
  { label: "png", head: PNG, accepts: ["attachments"], mime: "image/png" },
  { label: "jpeg", head: JPEG, accepts: ["attachments"], mime: "image/jpeg" },
  { label: "pdf", head: PDF, accepts: ["attachments", "cv"], mime: "application/pdf" },
  { label: "doc", head: DOC, accepts: ["cv"], mime: "application/msword" },
  {
    label: "docx",
    head: DOCX,
    accepts: ["cv"],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    // The document's text grows to the size, so the archive's directory stays at its end.
    whole: (size) => wordDocument(size - DOCX.length),
  },
];
const IMPOSTORS: readonly Omit<FileSample, "size">[] = [
  {
    label: "exe",
    head: encode("MZ\u0090\u0000\u0003\u0000\u0000\u0000This program cannot be run in DOS mode"),
    accepts: [],
  },
  { label: "html", head: encode("<!doctype html><script>alert(1)</script>"), accepts: [] },
  { label: "svg", head: encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), accepts: [] },
  { label: "zip-not-docx", head: ZIP, accepts: [] },
  { label: "zip-mentioning-word", head: ZIP_MENTIONING_WORD, accepts: [] },
  { label: "png-cut", head: PNG.subarray(0, 7), accepts: [] },
  { label: "jpeg-cut", head: JPEG.subarray(0, 2), accepts: [] },
  { label: "pdf-no-dash", head: encode("%PDF1.7"), accepts: [] },
  { label: "space-pdf", head: encode(" %PDF-1.7"), accepts: [] },
  { label: "text", head: encode("'; DROP TABLE uploads; --"), accepts: [] },
  { label: "nul", head: new Uint8Array(16), accepts: [] },
];
const SIGNATURES = GENUINE.map((kind) =>
  kind.head.subarray(0, kind.label === "pdf" ? 5 : kind.label === "docx" ? 4 : 8),
);
const startsWithSignature = (bytes: Uint8Array) =>
  SIGNATURES.some((signature) => signature.every((byte, index) => bytes[index] === byte));

const fileSample: fc.Arbitrary<FileSample> = fc.oneof(
  weighted(
    20,
    fc
      .tuple(fc.constantFrom(...GENUINE), fc.nat(4000))
      .map(([kind, extra]) => ({ ...kind, size: kind.head.length + extra })),
  ),
  weighted(
    10,
    fc
      .tuple(fc.constantFrom(...IMPOSTORS), fc.nat(2000))
      .map(([kind, extra]) => ({ ...kind, size: kind.head.length + extra })),
  ),
  weighted(
    2,
    fc
      .uint8Array({ minLength: 0, maxLength: 256 })
      .filter((bytes) => !startsWithSignature(bytes))
      .map((head): FileSample => ({ label: "random", head, size: head.length, accepts: [] })),
  ),
  // Right at the size limit, and beyond it by up to two megabytes.
  weighted(
    1,
    fc
      .tuple(fc.constantFrom(...GENUINE), fc.integer({ min: -2048, max: 0 }))
      .map(([kind, under]) => ({ ...kind, label: `${kind.label}-at-limit`, size: UPLOAD_LIMIT + under })),
  ),
  weighted(
    1,
    fc
      .tuple(fc.constantFrom(...GENUINE), fc.integer({ min: 1, max: 2 << 20 }))
      .map(([kind, over]) => ({ ...kind, label: `${kind.label}-oversized`, size: UPLOAD_LIMIT + over, accepts: [] })),
  ),
);

/** File names that contradict the content, climb directories or carry markup, SQL and control characters. */
const filename: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  weighted(
    10,
    fc.constantFrom(
      "brief.pdf",
      "scan.png",
      "photo.jpeg",
      "cv.docx",
      "cv.doc",
      "setup.exe",
      "index.html",
      "../../etc/passwd",
      "..\\..\\windows\\win.ini",
      "/absolute/path.pdf",
      "<script>alert(1)</script>.pdf",
      '"><img src=x onerror=alert(1)>.png',
      "'; DROP TABLE uploads; --.pdf",
      "a\u0000b.pdf",
      "line\r\nbreak.pdf",
      "\u202Efdp.exe",
      "CON",
      ".",
      "__proto__",
      `${"x".repeat(199)}😀.pdf`,
      "x".repeat(5000),
      "ﬁlé名.pdf",
      " ",
    ),
  ),
  weighted(3, fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 })),
  weighted(
    1,
    fc.constantFrom(...INVALID_UTF8).map((bytes) => Uint8Array.from([...bytes, ...Buffer.from(".pdf")])),
  ),
);

interface Part {
  name: string;
  /** A part with a file name is a file; without one, a plain field. */
  filename?: string | Uint8Array;
  type?: string;
  sample: FileSample;
}

const partName = fc.oneof(
  weighted(12, fc.constant("file")),
  fc.constantFrom("File", "files", "file[]", "document", "__proto__", "constructor", "", "file\u0000"),
);
const declaredType = fc.constantFrom(
  undefined,
  "image/png",
  "application/pdf",
  "application/x-msdownload",
  "text/html",
  "application/json",
  "application/octet-stream",
  "",
  'a/b; x="',
);

const mainPart: fc.Arbitrary<Part> = fc.record({
  name: partName,
  // Now and then a field where the file should be.
  filename: fc.option(filename, { freq: 12, nil: undefined }),
  type: declaredType,
  sample: fileSample,
});
const fieldSample = (text: string): FileSample => ({
  label: "field",
  head: encode(text),
  size: encode(text).length,
  accepts: [],
});
const extraPart: fc.Arbitrary<Part> = fc.oneof(
  // Repeated file parts.
  weighted(
    10,
    mainPart.map((part) => ({ ...part, name: "file", filename: part.filename ?? "again.pdf" })),
  ),
  // Repeated and unexpected fields, rarely one over a megabyte.
  weighted(
    10,
    fc
      .tuple(fc.constantFrom("file", "title", "id", "category", "__proto__"), fc.string({ maxLength: 20 }))
      .map(([name, text]) => ({ name, sample: fieldSample(text) })),
  ),
  weighted(
    1,
    fc.constant({ name: "note", sample: { label: "big-field", head: new Uint8Array(), size: 1_500_000, accepts: [] } }),
  ),
  weighted(3, fc.constant({ name: "meta", type: "application/json", sample: fieldSample('{"broken":') })),
);

type Framing =
  | "intact"
  | "truncated"
  | "unclosed"
  | "wrong-boundary"
  | "no-boundary"
  | "quoted-boundary"
  | "garbage"
  | "preamble"
  | "epilogue"
  | "lf-only"
  | "not-multipart";

export interface UploadRequest {
  method: Method;
  segment: string;
  parts: Part[];
  framing: Framing;
  cut: number;
  /** For `not-multipart`. */
  otherType: string | undefined;
  boundary: string;
  headers: { referer?: string; cookie?: string; host?: string };
}

const framing: fc.Arbitrary<Framing> = fc.oneof(
  weighted(24, fc.constant("intact" as const)),
  fc.constantFrom<Framing>(
    "truncated",
    "truncated",
    "unclosed",
    "wrong-boundary",
    "no-boundary",
    "quoted-boundary",
    "garbage",
    "preamble",
    "epilogue",
    "lf-only",
    "not-multipart",
  ),
);

/** Path segments that are not upload categories. */
export const invalidCategory = fc.oneof(
  fc.constantFrom(
    "secrets",
    "ATTACHMENTS",
    "Cv",
    "__proto__",
    "constructor",
    "hasOwnProperty",
    "toString",
    "attachments%00",
    "cv%2F..",
    "..%2F..%2Fetc%2Fpasswd",
    "%ff",
    "%",
    "attachments.",
    "attachments%20",
    "",
    "attachments/extra",
    "cv;x=1",
    "x".repeat(150),
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "'%3B%20DROP%20TABLE%20uploads%3B%20--",
  ),
  fc
    .string({ unit: "binary", minLength: 1, maxLength: 20 })
    .map(encodeURIComponent)
    .filter((s) => s !== "attachments" && s !== "cv"),
);

export function uploadRequest(segment: fc.Arbitrary<string>): fc.Arbitrary<UploadRequest> {
  return fc.record({
    method,
    segment,
    parts: fc
      .tuple(
        mainPart,
        fc.oneof(weighted(8, fc.constant([])), weighted(2, fc.array(extraPart, { minLength: 1, maxLength: 7 }))),
        fc.boolean(),
      )
      .map(([main, extras, before]) => (before ? [...extras, main] : [main, ...extras])),
    framing,
    cut: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    otherType: fc.constantFrom(
      undefined,
      "application/json",
      "text/plain",
      "application/octet-stream",
      "image/png",
      "",
    ),
    boundary: chars(`${alnum}-'()+_,./:=?`, 1, 40).map((tail) => `----fuzz${tail}`),
    headers: clientHeaders,
  });
}

const quoteParam = (value: string) => value.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

/** A multipart body written byte by byte, so the test decides every detail of the framing. */
export function encodeUpload(request: UploadRequest): { payload: Buffer; contentType: string | undefined } {
  const { boundary, framing } = request;
  const newline = framing === "lf-only" ? "\n" : "\r\n";
  const chunks: Buffer[] = [];
  if (framing === "preamble") chunks.push(Buffer.from(`This is a preamble.${newline}`));
  for (const part of request.parts) {
    const name = Buffer.from(quoteParam(part.name));
    const filenameParam =
      part.filename === undefined
        ? []
        : [
            Buffer.from('; filename="'),
            typeof part.filename === "string" ? Buffer.from(quoteParam(part.filename)) : Buffer.from(part.filename),
            Buffer.from('"'),
          ];
    chunks.push(
      Buffer.from(`--${boundary}${newline}Content-Disposition: form-data; name="`),
      name,
      Buffer.from('"'),
      ...filenameParam,
      Buffer.from(newline),
      Buffer.from(part.type === undefined ? "" : `Content-Type: ${part.type}${newline}`),
      Buffer.from(newline),
      sampleBytes(part.sample),
      Buffer.from(newline),
    );
  }
  const closing = Buffer.from(`--${boundary}--${newline}`);
  const open = Buffer.concat(chunks);
  let payload = Buffer.concat([open, closing]);
  if (framing === "truncated") payload = open.subarray(0, Math.floor(request.cut * Math.max(open.length - 2, 0)));
  if (framing === "unclosed") payload = open;
  if (framing === "epilogue") payload = Buffer.concat([payload, Buffer.from("trailing junk")]);
  if (framing === "garbage")
    payload = Buffer.from(payload.map((byte, index) => (index % 7 === 3 ? byte ^ 0x5a : byte)));
  const contentType =
    framing === "not-multipart"
      ? request.otherType
      : framing === "no-boundary"
        ? "multipart/form-data"
        : framing === "wrong-boundary"
          ? `multipart/form-data; boundary=${boundary}x`
          : framing === "quoted-boundary"
            ? `multipart/form-data; boundary="${boundary}"`
            : `multipart/form-data; boundary=${boundary}`;
  return { payload, contentType };
}

/** Whether the rules take the upload, and as which kind: from the recipe alone. */
export function expectUpload(request: UploadRequest): { acceptance: Acceptance; mime?: string } {
  const category = request.segment === "attachments" || request.segment === "cv" ? request.segment : undefined;
  const [part, ...others] = request.parts;
  if (
    request.method !== "POST" ||
    !category ||
    !part ||
    others.length > 0 ||
    part.name !== "file" ||
    !part.sample.accepts.includes(category) ||
    part.sample.size > UPLOAD_LIMIT ||
    ["truncated", "unclosed", "wrong-boundary", "no-boundary", "garbage", "not-multipart"].includes(request.framing)
  )
    return { acceptance: "refused" };
  // A nameless part is a field, unless declared application/octet-stream: then busboy makes it a file.
  if (part.filename === undefined)
    return { acceptance: part.type === "application/octet-stream" ? "unknown" : "refused", mime: part.sample.mime };
  // Backslashes are escapes inside a quoted file name; an empty name may make a field of the part.
  const oddName = part.filename.length === 0 || (typeof part.filename === "string" && part.filename.includes("\\"));
  const unsure = ["preamble", "epilogue", "lf-only", "quoted-boundary"].includes(request.framing) || oddName;
  return { acceptance: unsure ? "unknown" : "accepted", mime: part.sample.mime };
}

// ---------------------------------------------------------------- raw sockets

export type SocketEndpoint = "contact" | "application" | "subscribe" | "upload";
type SocketKind =
  | "length-too-long"
  | "length-too-short"
  | "chunked-cut"
  | "length-and-chunked"
  | "bad-request-line"
  | "huge-header"
  | "nul-in-header"
  | "complete-slowly";
export interface SocketScenario {
  endpoint: SocketEndpoint;
  kind: SocketKind;
  /** Where the body is cut, as a share of its length. */
  cut: number;
  /** How the client leaves: half-closes and waits for the answer, or drops the connection. */
  ending: "half-close" | "destroy";
  pieces: number;
}

export const socketScenario: fc.Arbitrary<SocketScenario> = fc.record({
  endpoint: fc.constantFrom<SocketEndpoint>("contact", "application", "subscribe", "upload"),
  kind: fc.oneof(
    weighted(4, fc.constantFrom<SocketKind>("length-too-long", "length-too-short", "chunked-cut")),
    weighted(1, fc.constantFrom<SocketKind>("length-and-chunked", "bad-request-line", "huge-header", "nul-in-header")),
    weighted(2, fc.constant<SocketKind>("complete-slowly")),
  ),
  cut: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
  ending: fc.constantFrom("half-close" as const, "destroy" as const),
  pieces: fc.integer({ min: 1, max: 4 }),
});
