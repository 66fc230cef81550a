import { history, historyKeymap, defaultKeymap } from "@codemirror/commands";
import { markdownKeymap, markdownLanguage } from "@codemirror/lang-markdown";
import { LanguageSupport, syntaxHighlighting } from "@codemirror/language";
import { Compartment, EditorSelection, EditorState } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { tagHighlighter, tags } from "@lezer/highlight";
import { markdownEdit, type MarkdownTool } from "./markdown-tools.ts";

/**
 * The Markdown field's code editor (CodeMirror 6, decision 058), loaded by the inbox alone
 * and only once a Markdown field is on screen: the widget imports this module dynamically,
 * so no public page's scripts contain it. It takes over from the form's plain box, which
 * stays in the form, hidden, holding the text: every change is written back into it with
 * an `input` event, so the form reads, counts and guards it as before; a value put into the
 * box from outside (a language filled from another's) comes into the editor the same way.
 */
export interface MarkdownCode {
  apply(tool: MarkdownTool): void;
  insert(text: string): void;
  focus(): void;
  label(attributes: ContentLabel): void;
  destroy(): void;
}

export interface ContentLabel {
  id: string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/** Markdown's marks and kinds, as classes the admin stylesheet colours (admin.css). */
const MARKDOWN_CLASSES = tagHighlighter([
  { tag: tags.heading, class: "md-heading" },
  { tag: tags.strong, class: "md-strong" },
  { tag: tags.emphasis, class: "md-emphasis" },
  { tag: tags.strikethrough, class: "md-strike" },
  { tag: [tags.link, tags.url], class: "md-link" },
  { tag: tags.monospace, class: "md-code" },
  { tag: tags.quote, class: "md-quote" },
  { tag: [tags.processingInstruction, tags.contentSeparator], class: "md-mark" },
]);

function contentAttributes({ id, labelledBy, describedBy, invalid }: ContentLabel) {
  return EditorView.contentAttributes.of({
    id,
    "aria-labelledby": labelledBy,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    spellcheck: "true",
    // Focusable already (it is editable); said so, checkers of a scrolling box know it too.
    tabindex: "0",
  });
}

/**
 * @param onScroll how far down the text is scrolled, from 0 to 1: the preview beside it
 *   follows, so the words being written are in view in both.
 */
export function mountMarkdownCode(
  box: HTMLTextAreaElement,
  parent: HTMLElement,
  label: ContentLabel,
  onScroll: (share: number) => void,
): MarkdownCode {
  const labelling = new Compartment();
  let fromBox = false;
  const format = (tool: MarkdownTool) => (view: EditorView) => {
    run(view, tool);
    return true;
  };
  const view = new EditorView({
    parent,
    state: EditorState.create({
      // What was typed into the plain box before this loaded is kept, where it was typed.
      doc: box.value,
      selection: EditorSelection.single(
        Math.min(box.selectionStart, box.value.length),
        Math.min(box.selectionEnd, box.value.length),
      ),
      extensions: [
        history(),
        // Tab is left to the page, so the keyboard can move on from the field.
        keymap.of([
          { key: "Mod-b", run: format("bold") },
          { key: "Mod-i", run: format("italic") },
          ...markdownKeymap,
          ...historyKeymap,
          ...defaultKeymap,
        ]),
        new LanguageSupport(markdownLanguage),
        syntaxHighlighting(MARKDOWN_CLASSES),
        EditorView.lineWrapping,
        EditorView.editorAttributes.of({ class: "input markdown-code" }),
        labelling.of(contentAttributes(label)),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || fromBox) return;
          box.value = update.state.doc.toString();
          box.dispatchEvent(new Event("input", { bubbles: true }));
        }),
      ],
    }),
  });
  const follow = () => {
    const text = box.value;
    if (text === view.state.doc.toString()) return;
    fromBox = true;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    fromBox = false;
  };
  // A reset form puts its values back after the event: follow once it has.
  const reset = () => setTimeout(follow);
  const scroller = view.scrollDOM;
  const scrolled = () => {
    const room = scroller.scrollHeight - scroller.clientHeight;
    onScroll(room > 0 ? scroller.scrollTop / room : 0);
  };
  scroller.addEventListener("scroll", scrolled, { passive: true });
  box.addEventListener("input", follow);
  box.form?.addEventListener("reset", reset);
  if (document.activeElement === box) view.focus();

  return {
    apply: (tool) => run(view, tool),
    insert: (text) => {
      view.dispatch(view.state.replaceSelection(text), { scrollIntoView: true, userEvent: "input" });
      view.focus();
    },
    focus: () => view.focus(),
    label: (next) => view.dispatch({ effects: labelling.reconfigure(contentAttributes(next)) }),
    destroy: () => {
      box.removeEventListener("input", follow);
      box.form?.removeEventListener("reset", reset);
      scroller.removeEventListener("scroll", scrolled);
      view.destroy();
    },
  };
}

/** A toolbar button's edit, on the selection, as one step undo takes back. */
function run(view: EditorView, tool: MarkdownTool) {
  const { from, to } = view.state.selection.main;
  const edit = markdownEdit(tool, view.state.doc.toString(), from, to);
  view.dispatch({
    changes: { from: edit.from, to: edit.to, insert: edit.insert },
    selection: EditorSelection.single(edit.anchor, edit.head),
    scrollIntoView: true,
    userEvent: "input",
  });
  view.focus();
}
