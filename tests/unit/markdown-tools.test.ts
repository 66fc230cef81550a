import { describe, expect, it } from "vitest";
import { markdownEdit, type MarkdownTool } from "../../app/admin/editor/markdown-tools.ts";

/** The text after a toolbar button, with the selection marked [like this] (or | for a cursor). */
function press(tool: MarkdownTool, marked: string): string {
  const from = marked.search(/[[|]/);
  const cursor = marked[from] === "|";
  const text = cursor ? marked.replace("|", "") : marked.replace("[", "").replace("]", "");
  const to = cursor ? from : marked.indexOf("]") - 1;
  const edit = markdownEdit(tool, text, from, to);
  const after = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  const [start, end] = [Math.min(edit.anchor, edit.head), Math.max(edit.anchor, edit.head)];
  return start === end
    ? after.slice(0, start) + "|" + after.slice(start)
    : `${after.slice(0, start)}[${after.slice(start, end)}]${after.slice(end)}`;
}

describe("the Markdown toolbar", () => {
  it("wraps the chosen words, and a second press unwraps them", () => {
    expect(press("bold", "It is [important] now")).toBe("It is **[important]** now");
    expect(press("bold", "It is **[important]** now")).toBe("It is [important] now");
    expect(press("bold", "It is [**important**] now")).toBe("It is [important] now");
    expect(press("italic", "a [word]")).toBe("a _[word]_");
    expect(press("code", "run [npm test]")).toBe("run `[npm test]`");
  });

  it("with nothing chosen, leaves the cursor between the marks", () => {
    expect(press("bold", "Say |")).toBe("Say **|**");
  });

  it("starts each chosen line with a list's, a heading's or a quote's mark, and takes it off again", () => {
    expect(press("list", "Intro\n[one\ntwo]")).toBe("Intro\n[- one\n- two]");
    expect(press("list", "[- one\n- two]")).toBe("[one\ntwo]");
    expect(press("numbered", "[one\n\ntwo]")).toBe("[1. one\n\n2. two]");
    expect(press("heading", "Title|")).toBe("## Title|");
    expect(press("quote", "Wise wo|rds")).toBe("> Wise wo|rds");
    expect(press("quote", "> Wise wo|rds")).toBe("Wise wo|rds");
  });

  it("links the chosen words, leaving the address to type", () => {
    expect(press("link", "See [our page]!")).toBe("See [our page]([https://])!");
    expect(press("link", "See |")).toBe("See [|](https://)");
  });

  it("fences lines of code, and puts a table on lines of its own", () => {
    expect(press("code", "[let a;\nlet b;]")).toBe("```\n[let a;\nlet b;]\n```");
    expect(press("table", "Prices:|")).toBe("Prices:\n\n| | |  |\n| --- | --- |\n|  |  |");
    expect(press("table", "Before\n\n[Plan]\nAfter")).toBe("Before\n\n| [Plan] |  |\n| --- | --- |\n|  |  |\n\nAfter");
  });
});
