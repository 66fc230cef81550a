/**
 * What the Markdown field's toolbar buttons write, as one replacement of the text and the
 * selection after it. The same edit serves the code editor (one undoable step) and the plain
 * box it replaces until it has loaded, so both write the same Markdown.
 */
export const MARKDOWN_TOOLS = [
  "heading",
  "bold",
  "italic",
  "link",
  "list",
  "numbered",
  "quote",
  "table",
  "code",
] as const;
export type MarkdownTool = (typeof MARKDOWN_TOOLS)[number];

export interface MarkdownEdit {
  from: number;
  to: number;
  insert: string;
  /** The selection afterwards (a cursor when the two are equal). */
  anchor: number;
  head: number;
}

/** Marks written around the selection; a second press takes them off again. */
const INLINE: Partial<Record<MarkdownTool, string>> = { bold: "**", italic: "_", code: "`" };

/** Marks that start each selected line, and how to recognise one already there. */
const LINE: Partial<Record<MarkdownTool, { mark: (index: number) => string; present: RegExp }>> = {
  heading: { mark: () => "## ", present: /^#{1,6} / },
  list: { mark: () => "- ", present: /^[-*+] / },
  numbered: { mark: (index) => `${index + 1}. `, present: /^\d+[.)] / },
  quote: { mark: () => "> ", present: /^> ?/ },
};

const LINK_TARGET = "https://";

export function markdownEdit(tool: MarkdownTool, text: string, from: number, to: number): MarkdownEdit {
  const selected = text.slice(from, to);
  if (tool === "code" && selected.includes("\n")) return fence(text, from, to);
  const inline = INLINE[tool];
  if (inline) return wrap(inline, text, from, to);
  const line = LINE[tool];
  if (line) return prefixLines(line, text, from, to);
  if (tool === "link") {
    const insert = `[${selected}](${LINK_TARGET})`;
    // With words chosen, the address is what is left to type; without, the words are.
    const target = from + selected.length + 3;
    return selected
      ? { from, to, insert, anchor: target, head: target + LINK_TARGET.length }
      : { from, to, insert, anchor: from + 1, head: from + 1 };
  }
  return table(text, from, to);
}

function wrap(mark: string, text: string, from: number, to: number): MarkdownEdit {
  const selected = text.slice(from, to);
  const size = mark.length;
  if (text.slice(from - size, from) === mark && text.slice(to, to + size) === mark)
    return { from: from - size, to: to + size, insert: selected, anchor: from - size, head: to - size };
  if (selected.length >= size * 2 && selected.startsWith(mark) && selected.endsWith(mark)) {
    const inner = selected.slice(size, -size);
    return { from, to, insert: inner, anchor: from, head: from + inner.length };
  }
  return { from, to, insert: mark + selected + mark, anchor: from + size, head: to + size };
}

/** The whole lines the selection touches. */
function lines(text: string, from: number, to: number): { start: number; end: number } {
  const start = text.lastIndexOf("\n", from - 1) + 1;
  const next = text.indexOf("\n", to);
  return { start, end: next < 0 ? text.length : next };
}

function prefixLines(
  line: { mark: (index: number) => string; present: RegExp },
  text: string,
  from: number,
  to: number,
): MarkdownEdit {
  const { start, end } = lines(text, from, to);
  const rows = text.slice(start, end).split("\n");
  const written = rows.filter((row) => row.trim());
  const remove = written.length > 0 && written.every((row) => line.present.test(row));
  let index = 0;
  const insert = rows
    .map((row) => {
      if (remove) return row.replace(line.present, "");
      if (!row.trim() && rows.length > 1) return row;
      return line.mark(index++) + row;
    })
    .join("\n");
  if (from === to) {
    const moved = Math.max(start, from + insert.length - (end - start));
    return { from: start, to: end, insert, anchor: moved, head: moved };
  }
  return { from: start, to: end, insert, anchor: start, head: start + insert.length };
}

function fence(text: string, from: number, to: number): MarkdownEdit {
  const { start, end } = lines(text, from, to);
  const inner = text.slice(start, end);
  const insert = `\`\`\`\n${inner}\n\`\`\``;
  return { from: start, to: end, insert, anchor: start + 4, head: start + 4 + inner.length };
}

/** A table of two columns on lines of its own, the selection (or the cursor) in its first cell. */
function table(text: string, from: number, to: number): MarkdownEdit {
  const selected = text.slice(from, to).replaceAll("\n", " ");
  const before = text.slice(0, from);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const after = text.slice(to);
  // A line straight after a table would be read as its last row.
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const insert = `${lead}| ${selected} |  |\n| --- | --- |\n|  |  |${trail}`;
  const cell = from + lead.length + 2;
  return { from, to, insert, anchor: cell, head: cell + selected.length };
}
