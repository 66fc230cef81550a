import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MemoryWindowCounter, SqlWindowCounter, windowCounterFor } from "../../server/limits/window-counter.ts";
import type { WindowCounter } from "../../server/limits/window-counter.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

function behavesAsFixedWindow(make: () => WindowCounter) {
  it("counts hits in a window that opens at the first hit and starts over after it ends", async () => {
    const counter = make();
    expect(await counter.hit("a", MINUTE, T0)).toEqual({ hits: 1, endsAt: T0 + MINUTE });
    expect(await counter.hit("a", MINUTE, T0 + 1_000)).toEqual({ hits: 2, endsAt: T0 + MINUTE });
    expect(await counter.hit("b", MINUTE, T0 + 1_000)).toEqual({ hits: 1, endsAt: T0 + 1_000 + MINUTE });
    expect(await counter.peek("a", T0 + 2_000)).toEqual({ hits: 2, endsAt: T0 + MINUTE });
    expect(await counter.hit("a", MINUTE, T0 + MINUTE)).toEqual({ hits: 1, endsAt: T0 + 2 * MINUTE });
  });

  it("peeks without counting, takes a hit back and sweeps ended windows", async () => {
    const counter = make();
    expect(await counter.peek("a", T0)).toEqual({ hits: 0, endsAt: T0 });
    await counter.hit("a", MINUTE, T0);
    await counter.hit("b", 3 * MINUTE, T0);
    expect((await counter.peek("a", T0)).hits).toBe(1);
    await counter.giveBack("a");
    expect((await counter.peek("a", T0)).hits).toBe(0);
    await counter.hit("a", MINUTE, T0);
    await counter.sweep(T0 + 2 * MINUTE);
    expect((await counter.peek("a", T0)).hits).toBe(0);
    expect((await counter.peek("b", T0)).hits).toBe(1);
  });
}

/** 0 ms for the first two turns, then 1 s, 2 s, 4 s… after the last turn. */
const doubling = (hits: number) => (hits < 2 ? 0 : 1_000 * 2 ** (hits - 2));

function takesTurnsThatWait(make: () => WindowCounter) {
  it("grants turns at once, then only after a wait that grows, and forgets them after a quiet spell", async () => {
    const counter = make();
    expect(await counter.takeTurn("k", MINUTE, doubling, T0)).toEqual({ granted: true, hits: 1 });
    expect(await counter.takeTurn("k", MINUTE, doubling, T0)).toEqual({ granted: true, hits: 2 });
    expect(await counter.takeTurn("k", MINUTE, doubling, T0 + 500)).toEqual({ granted: false, retryAt: T0 + 1_000 });
    expect(await counter.takeTurn("k", MINUTE, doubling, T0 + 1_000)).toEqual({ granted: true, hits: 3 });
    expect(await counter.takeTurn("k", MINUTE, doubling, T0 + 2_500)).toEqual({ granted: false, retryAt: T0 + 3_000 });
    // A turn given back no longer counts towards the wait; its time still does.
    await counter.giveBack("k");
    expect(await counter.takeTurn("k", MINUTE, doubling, T0 + 2_000)).toEqual({ granted: true, hits: 3 });
    // A minute after the last turn, everything is forgotten.
    expect(await counter.takeTurn("k", MINUTE, doubling, T0 + 2_000 + MINUTE)).toEqual({ granted: true, hits: 1 });
  });
}

describe("in-memory counters", () => {
  behavesAsFixedWindow(() => new MemoryWindowCounter());
  takesTurnsThatWait(() => new MemoryWindowCounter());
});

describe.each(ENGINES)("database counters on %s", (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(engine);
  });
  afterEach(async () => server.close());

  behavesAsFixedWindow(() => new SqlWindowCounter(server.database.db));
  takesTurnsThatWait(() => new SqlWindowCounter(server.database.db));

  it("grants each free turn once when many instances ask at once", async () => {
    const counter = new SqlWindowCounter(server.database.db);
    const turns = await Promise.all(Array.from({ length: 12 }, () => counter.takeTurn("turns", MINUTE, doubling, T0)));
    const granted = turns.filter((turn) => turn.granted);
    expect(granted.map((turn) => turn.granted && turn.hits).sort()).toEqual([1, 2]);
  });

  it("never loses a hit when many arrive at once", async () => {
    const counter = new SqlWindowCounter(server.database.db);
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.hit("burst", MINUTE)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it(`is what the server counts with: ${engine === "postgres" ? "shared in the database" : "in memory, one process"}`, () => {
    const counter = windowCounterFor(server.database);
    expect(counter).toBeInstanceOf(engine === "postgres" ? SqlWindowCounter : MemoryWindowCounter);
  });
});
