import { describe, expect, it } from "vitest";
import { senderDoubts, shownText } from "../../shared/sender-check.ts";

const CUSTOMERS = [{ name: "Dilnoza Karimova", email: "dilnoza@example.uz" }];
const doubts = (fromName: string, fromAddress: string, subject = "Re: quote") =>
  senderDoubts({ fromName, fromAddress, subject }, CUSTOMERS);

describe("unsorted mail's sender (issue 39.7)", () => {
  it("is in doubt when its name is another address or a customer's with another address", () => {
    expect(doubts("dilnoza@example.uz", "mallory@evil.example")).toEqual(["nameIsAddress"]);
    expect(doubts("Dilnoza@Example.uz via Support", "mallory@evil.example")).toEqual(["nameIsAddress"]);
    expect(doubts("dilnoza karimova", "mallory@evil.example")).toEqual(["nameOfCustomer"]);
    expect(doubts("Dilnoza\u200b Karimova", "mallory@evil.example")).toEqual(["nameOfCustomer", "hiddenCharacters"]);
  });

  it("is in doubt with direction or control characters in its name, address or subject", () => {
    expect(doubts("Support \u202Egro.live\u202C", "x@example.org")).toEqual(["hiddenCharacters"]);
    expect(doubts("Aziz", "aziz@example.org", "Invoice\u2066 paid")).toEqual(["hiddenCharacters"]);
  });

  it("is not when the name and the address agree", () => {
    expect(doubts("Dilnoza Karimova", "Dilnoza@example.uz")).toEqual([]);
    expect(doubts("dilnoza@example.uz", "dilnoza@example.uz")).toEqual([]);
    expect(doubts("", "stranger@example.com")).toEqual([]);
  });

  it("is shown with every hidden character made visible, a body keeping its lines", () => {
    expect(shownText("Support \u202Egro.live\u202C")).toBe("Support \uFFFDgro.live\uFFFD");
    expect(shownText("line one\nline\u0007 two", { multiline: true })).toBe("line one\nline\uFFFD two");
    expect(shownText("a\nb")).toBe("a\uFFFDb");
  });
});
