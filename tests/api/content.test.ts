import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMember } from "../../server/auth/staff-auth.ts";
import {
  arrange,
  deleteEntry,
  readEntry,
  restoreRevision,
  saveEntry,
  type SaveRequest,
} from "../../server/content/entries.ts";
import { PublicContent } from "../../server/content/public-content.ts";
import { seedContent } from "../../server/content/seed.ts";
import { watchContent } from "../../server/content/version.ts";
import { latestAuditEntries } from "../../server/db/audit-log.ts";
import { redirectedId } from "../../server/db/id-redirects.ts";
import { listRevisions } from "../../server/db/revisions.ts";
import { setEntryPublishAt } from "../support/database.ts";
import { openings, posts } from "../../content/model/index.ts";
import type { DocOfKind } from "../../shared/content-model/kind.ts";
import { EDITOR, ENGINES, startTestServer, type TestServer } from "./server.ts";

type OpeningDoc = DocOfKind<typeof openings>;
type PostDoc = DocOfKind<typeof posts>;

const perLanguage = <T>(make: (lang: "en" | "ru" | "uz") => T) => ({ en: make("en"), ru: make("ru"), uz: make("uz") });

/** An opening complete in all three languages, as the recruiter would type it. */
function completeOpening(): OpeningDoc {
  return {
    seo: { title: perLanguage(() => ""), description: perLanguage(() => ""), image: "" },
    location: "tashkent",
    department: "devops",
    type: "full-time",
    workplace: "office",
    datePosted: "2026-11-20",
    validThrough: "2027-01-31",
    showSalary: false,
    salary: { min: null, max: null, currency: "", period: "" },
    title: perLanguage((lang) => `Platform Engineer (${lang})`),
    summary: perLanguage((lang) => `Run the platform our banking clients rely on (${lang}).`),
    responsibilities: perLanguage((lang) => [
      `Keep deployments boring (${lang})`,
      `Own the observability stack (${lang})`,
    ]),
    requirements: perLanguage((lang) => [`Three years with Kubernetes (${lang})`]),
    offer: perLanguage((lang) => [`Private health insurance (${lang})`]),
    body: perLanguage((lang) => `## About the team (${lang})\n\nWe run forty services for three banks.`),
    criteria: [],
  };
}

function completePost(): PostDoc {
  return {
    seo: { title: perLanguage(() => ""), description: perLanguage(() => ""), image: "" },
    category: "technical-insights",
    date: "2026-11-24",
    cover: "/images/blog/credit-scoring-pipeline.svg",
    title: perLanguage((lang) => `Shipping on Fridays (${lang})`),
    summary: perLanguage((lang) => `Why our release train leaves every day, Fridays too (${lang}).`),
    author: perLanguage(() => "Jasur Tursunov"),
    authorRole: perLanguage(() => "Head of Delivery"),
    coverAlt: perLanguage(() => "A train of hexagons leaving a station"),
    body: perLanguage((lang) => `## Small changes (${lang})\n\nEvery change is small enough to read in five minutes.`),
  };
}

describe.each(ENGINES)("content kinds on %s", (engine) => {
  let server: TestServer;
  let content: PublicContent;
  const recruiter: StaffMember = {
    id: "recruiter-1",
    name: "recruiter person",
    email: "recruiter@lojuvard.uz",
    role: "recruiter",
    language: "en",
    permissions: [],
  };
  const editor = EDITOR;
  const saveOpening = (request: SaveRequest<typeof openings.fields>, now?: string) =>
    saveEntry(server.database, openings, recruiter, request, now);
  const savePost = (request: SaveRequest<typeof posts.fields>, now?: string) =>
    saveEntry(server.database, posts, editor, request, now);

  beforeAll(async () => {
    server = await startTestServer(engine);
    content = new PublicContent(server.database);
  });
  afterAll(async () => server.close());

  it("the site's content was imported once: starting again imports nothing and keeps staff's edits", async () => {
    const live = await content.list(posts, "en");
    expect(live.length).toBeGreaterThanOrEqual(9);
    expect((await content.list(openings, "ru")).length).toBeGreaterThanOrEqual(10);
    const [first] = live;
    const entry = (await readEntry(server.database.db, posts, first!.id))!;
    entry.doc.title.en = "Edited by staff";
    expect((await savePost({ originalId: entry.id, id: entry.id, doc: entry.doc, action: "save" })).ok).toBe(true);
    // Instances starting together: each waits its turn, one imports, none overwrites.
    expect(await Promise.all([seedContent(server.database), seedContent(server.database)])).toEqual([{}, {}]);
    expect((await readEntry(server.database.db, posts, first!.id))!.doc.title.en).toBe("Edited by staff");
    // The reader sees the edit at once: its snapshot follows the content's version.
    expect((await content.get(posts, first!.id, "en"))?.view.title).toBe("Edited by staff");
  });

  it("a draft may be incomplete; publishing names each missing field and language", async () => {
    const draft = completeOpening();
    draft.title.ru = "";
    draft.requirements.uz = [];
    const saved = await saveOpening({ originalId: null, id: "platform-engineer-tashkent", doc: draft, action: "save" });
    expect(saved).toEqual({ ok: true, id: "platform-engineer-tashkent" });
    const refused = await saveOpening({
      originalId: "platform-engineer-tashkent",
      id: "platform-engineer-tashkent",
      doc: draft,
      action: "publish",
    });
    expect(refused).toEqual({
      ok: false,
      issues: expect.arrayContaining([
        { field: "title", lang: "ru", problem: "required" },
        { field: "requirements", lang: "uz", problem: "listEmpty" },
      ]),
    });
    expect((await content.list(openings, "en")).map((job) => job.id)).not.toContain("platform-engineer-tashkent");
  });

  it("a field's own rules hold on a draft too: a choice outside its options, a day that does not exist, dates in order", async () => {
    const doc = completeOpening();
    doc.location = "atlantis";
    doc.datePosted = "2026-02-30";
    const refused = await saveOpening({ originalId: null, id: "bad-opening", doc, action: "save" });
    expect(refused).toEqual({
      ok: false,
      issues: expect.arrayContaining([
        { field: "location", problem: "unknownValue" },
        { field: "datePosted", problem: "invalidDate" },
      ]),
    });
    const backwards = { ...completeOpening(), validThrough: "2026-01-01" };
    expect(await saveOpening({ originalId: null, id: "bad-opening", doc: backwards, action: "save" })).toEqual({
      ok: false,
      issues: [{ field: "validThrough", problem: "dateOrder" }],
    });
  });

  it("a published opening is public in every language; closing it keeps its page but marks it closed", async () => {
    const id = "platform-engineer-tashkent";
    expect((await saveOpening({ originalId: id, id, doc: completeOpening(), action: "publish" })).ok).toBe(true);
    for (const lang of ["en", "ru", "uz"] as const) {
      const live = await content.get(openings, id, lang);
      expect(live?.view.title).toBe(`Platform Engineer (${lang})`);
      // Typeset for its language: a short word keeps to the next with a no-break space.
      expect(live?.view.body.html).toMatch(new RegExp(`<h2>About the\\steam \\(${lang}\\)</h2>`));
      expect(live?.closedAt).toBeNull();
    }
    await saveOpening({ originalId: id, id, doc: completeOpening(), action: "close" });
    expect((await content.get(openings, id, "en"))?.closedAt).not.toBeNull();
    await saveOpening({ originalId: id, id, doc: completeOpening(), action: "reopen" });
    expect((await content.get(openings, id, "en"))?.closedAt).toBeNull();
    // Posts do not close.
    const post = (await content.list(posts, "en"))[0]!;
    const postDoc = (await readEntry(server.database.db, posts, post.id))!.doc;
    expect((await savePost({ originalId: post.id, id: post.id, doc: postDoc, action: "close" })).ok).toBe(false);
  });

  it("a changed address keeps the old one as a redirect to the live entry, and addresses stay unique", async () => {
    const doc = completeOpening();
    expect(
      await saveOpening({ originalId: "platform-engineer-tashkent", id: "platform-engineer", doc, action: "save" }),
    ).toEqual({ ok: true, id: "platform-engineer" });
    expect(await redirectedId(server.database.db, "opening", "platform-engineer-tashkent")).toBe("platform-engineer");
    // Renamed again: the first address redirects to the newest in one step.
    await saveOpening({ originalId: "platform-engineer", id: "platform-engineer-2026", doc, action: "save" });
    expect(await content.movedTo(openings, "platform-engineer-tashkent")).toBe("platform-engineer-2026");
    const clash = await saveOpening({ originalId: null, id: "platform-engineer-2026", doc, action: "save" });
    expect(clash).toEqual({ ok: false, issues: [{ field: "id", problem: "idTaken" }] });
    expect(await saveOpening({ originalId: null, id: "Not/A Slug", doc, action: "save" })).toEqual({
      ok: false,
      issues: [{ field: "id", problem: "invalidId" }],
    });
    expect(await saveOpening({ originalId: null, id: "new", doc, action: "save" })).toEqual({
      ok: false,
      issues: [{ field: "id", problem: "invalidId" }],
    });
    // The revisions followed the entry to its new address.
    expect(
      (await listRevisions(server.database.db, "opening", "platform-engineer-2026")).length,
    ).toBeGreaterThanOrEqual(5);
    // An unpublished entry's old address redirects nowhere: it is simply not found.
    await saveOpening({ originalId: "platform-engineer-2026", id: "platform-engineer-2026", doc, action: "unpublish" });
    expect(await content.movedTo(openings, "platform-engineer-tashkent")).toBeUndefined();
    await saveOpening({ originalId: "platform-engineer-2026", id: "platform-engineer-2026", doc, action: "publish" });
  });

  it("every save keeps a revision, and restoring one brings its content back with its author in the log", async () => {
    const id = "platform-engineer-2026";
    const before = (await readEntry(server.database.db, openings, id))!;
    const edited = structuredClone(before.doc);
    edited.summary.en = "A summary that turned out wrong.";
    await saveOpening({ originalId: id, id, doc: edited, action: "save" });
    const [latest, previous] = await listRevisions(server.database.db, "opening", id);
    expect(latest?.action).toBe("save");
    const restored = await restoreRevision(server.database, openings, recruiter, id, previous!.id);
    expect(restored.ok).toBe(true);
    expect((await readEntry(server.database.db, openings, id))!.doc.summary.en).toBe(before.doc.summary.en);
    const audit = await latestAuditEntries(server.database.db);
    expect(audit.find((entry) => entry.action === "opening-restore")?.actor).toBe(
      "recruiter person <recruiter@lojuvard.uz>",
    );
    // A revision of another entry cannot be restored onto this one.
    const other = (await listRevisions(server.database.db, "post", (await content.list(posts, "en"))[0]!.id))[0]!;
    expect((await restoreRevision(server.database, openings, recruiter, id, other.id)).ok).toBe(false);
  });

  it("a scheduled post appears at its time, not before, on every reader", async () => {
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await savePost({
      originalId: null,
      id: "shipping-on-fridays",
      doc: completePost(),
      action: "schedule",
      publishAt: inAnHour,
    });
    expect(scheduled.ok).toBe(true);
    expect((await content.list(posts, "en")).map((item) => item.id)).not.toContain("shipping-on-fridays");
    // Its time comes: the reader's snapshot knows when it goes stale, with nobody saving anything.
    await setEntryPublishAt(server.database, "post", "shipping-on-fridays", new Date(Date.now() - 1000).toISOString());
    const stale = new PublicContent(server.database);
    expect((await stale.list(posts, "uz")).map((item) => item.id)).toContain("shipping-on-fridays");
    const past = await savePost({
      originalId: "shipping-on-fridays",
      id: "shipping-on-fridays",
      doc: completePost(),
      action: "schedule",
      publishAt: "2020-01-01T00:00:00.000Z",
    });
    expect(past).toEqual({ ok: false, issues: [{ field: "publishAt", problem: "scheduleInPast" }] });
  });

  it("tells every instance when the content changed, and when a scheduled entry comes due", async () => {
    let changes = 0;
    let ticks = 0;
    const stop = watchContent(server.database, () => void (changes += 1), {
      intervalMs: 25,
      onTick: () => (ticks += 1),
    });
    try {
      await expect.poll(() => ticks, { timeout: 2_000 }).toBeGreaterThan(2);
      expect(changes).toBe(0);
      const entry = (await readEntry(server.database.db, posts, "shipping-on-fridays"))!;
      entry.doc.title.en = "Shipping on Fridays, revisited";
      await savePost({ originalId: entry.id, id: entry.id, doc: entry.doc, action: "save" });
      await expect.poll(() => changes, { timeout: 2_000 }).toBeGreaterThan(0);
      // A scheduled entry's time arriving is a change too, with nobody saving anything.
      const seen = changes;
      await savePost({
        originalId: entry.id,
        id: entry.id,
        doc: entry.doc,
        action: "schedule",
        publishAt: new Date(Date.now() + 60_000).toISOString(),
      });
      await expect.poll(() => changes, { timeout: 2_000 }).toBeGreaterThan(seen);
      const afterSchedule = changes;
      await setEntryPublishAt(server.database, "post", entry.id, new Date(Date.now() + 150).toISOString());
      await expect.poll(() => changes, { timeout: 2_000 }).toBeGreaterThan(afterSchedule);
    } finally {
      stop();
    }
  });

  it("looks at once when a change made by this instance commits, before the request that made it answers", async () => {
    let changes = 0;
    let ticks = 0;
    // Polling once a minute: only the instance's own change can make it look within the test.
    const stop = watchContent(server.database, () => void (changes += 1), {
      intervalMs: 60_000,
      onTick: () => (ticks += 1),
    });
    try {
      await expect.poll(() => ticks, { timeout: 2_000 }).toBe(1);
      const entry = (await readEntry(server.database.db, posts, "shipping-on-fridays"))!;
      entry.doc.title.en = "Shipping on Fridays, once more";
      await savePost({ originalId: entry.id, id: entry.id, doc: entry.doc, action: "save" });
      expect(changes).toBe(1);
    } finally {
      stop();
    }
  });

  it("a page rendered after a change never reads the content as it was before, from a read still in flight", async () => {
    // Holds back the answer to the n-th query of a PublicContent of its own (1: the version, 2: the entries).
    const heldBack = (n: number) => {
      const { promise: released, resolve: release } = Promise.withResolvers<void>();
      let queries = 0;
      const plugin: KyselyPlugin = {
        transformQuery: ({ node }) => node,
        async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
          queries += 1;
          if (queries === n) await released;
          return result;
        },
      };
      return { content: new PublicContent({ db: server.database.db.withPlugin(plugin) }), release };
    };
    const title = (list: { id: string; view: { title: string } }[]) =>
      list.find((entry) => entry.id === "shipping-on-fridays")?.view.title;
    for (const [query, words] of [
      [1, "Shipping on Fridays, read after the version"],
      [2, "Shipping on Fridays, read after the entries"],
    ] as const) {
      const { content: reader, release } = heldBack(query);
      const before = reader.list(posts, "en");
      await new Promise((resolve) => setTimeout(resolve, 50));
      const entry = (await readEntry(server.database.db, posts, "shipping-on-fridays"))!;
      entry.doc.title.en = words;
      await savePost({ originalId: entry.id, id: entry.id, doc: entry.doc, action: "save" });
      const after = reader.list(posts, "en");
      release();
      await before;
      expect(title(await after)).toBe(words);
    }
  });

  it("a body's script never reaches the page", async () => {
    const doc = completePost();
    doc.body.en = 'Hello <script>window.pwned=1</script> <img src=x onerror="window.pwned=1"> [x](javascript:alert(1))';
    await savePost({ originalId: null, id: "no-scripts-here", doc, action: "publish" });
    const live = (await content.get(posts, "no-scripts-here", "en"))!;
    expect(live.view.body.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(live.view.body.html).toContain("Hello");
  });

  it("deleting keeps the history, and may send the address to another entry", async () => {
    const doc = completePost();
    await savePost({ originalId: null, id: "to-be-deleted", doc, action: "publish" });
    const target = (await content.list(posts, "en")).find((post) => post.id !== "to-be-deleted")!;
    expect((await deleteEntry(server.database, posts, editor, "to-be-deleted", "nowhere-at-all")).ok).toBe(false);
    expect((await deleteEntry(server.database, posts, editor, "to-be-deleted", target.id)).ok).toBe(true);
    expect(await readEntry(server.database.db, posts, "to-be-deleted")).toBeUndefined();
    expect(await content.get(posts, "to-be-deleted", "en")).toBeUndefined();
    expect(await content.movedTo(posts, "to-be-deleted")).toBe(target.id);
    const history = await listRevisions(server.database.db, "post", "to-be-deleted");
    expect(history[0]?.action).toBe("deleted");
    expect(
      (await latestAuditEntries(server.database.db)).find((entry) => entry.action === "post-delete"),
    ).toBeDefined();
  });

  it("entries arranged by hand keep the order staff gave them", async () => {
    const ids = (await content.list(openings, "en")).map((entry) => entry.id);
    // Openings are ordered by date; arranging only changes positions, which a dated kind ignores.
    await arrange(server.database, openings, recruiter, [...ids].reverse());
    expect((await content.list(openings, "en")).map((entry) => entry.id)).toEqual(ids);
  });

  it("typesets what pages read in each language, and leaves machine values alone", async () => {
    const ru = (await content.list(posts, "ru"))[0]!;
    expect(ru.view.category).toMatch(/^[a-z-]+$/);
    expect(ru.view.cover?.src).toMatch(/^\/images\/|^\/media\//);
    expect(ru.view.cover?.width).toBeGreaterThan(0);
    expect(ru.view.cover?.alt).not.toBe("");
  });
});
