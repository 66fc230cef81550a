import { describe, expect, it } from "vitest";
import { plainName } from "../../server/notify/plain-name.ts";

describe("the name an acknowledgement greets by", () => {
  it("is a plain name of letters in any script, as typed", () => {
    expect(plainName("Dilnoza Karimova")).toBe("Dilnoza Karimova");
    expect(plainName("  Тимур  ")).toBe("Тимур");
    expect(plainName("Oʻgʻiloy Karimova-Saidova")).toBe("Oʻgʻiloy Karimova-Saidova");
    expect(plainName("O’Brien J.")).toBe("O’Brien J.");
  });

  it("is nobody's when the field holds anything else", () => {
    for (const text of [
      "Victim Spam 1",
      "Visit evil.example now",
      "Win a prize at https://x.example",
      "Ivan, call +998901234567",
      "A B C D",
      "X".repeat(41),
      "<b>Bold</b>",
      "",
    ])
      expect(plainName(text), text).toBeNull();
  });
});
