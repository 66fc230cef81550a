import { describe, expect, it } from "vitest";
import { stepColumns } from "../../app/components/page/blocks.tsx";

describe("step rows", () => {
  it("never leave a single step alone on the last row", () => {
    for (let count = 2; count <= 12; count += 1) {
      const columns = stepColumns(count);
      expect(count % columns === 0 || count % columns > 1, `${count} steps in ${columns} columns`).toBe(true);
    }
  });
});
