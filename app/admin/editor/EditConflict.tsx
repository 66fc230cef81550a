import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ShownConflict } from "../editor.server.ts";
import { formatWhen } from "../fields.ts";
import { useInbox } from "../i18n/index.ts";
import { ComparisonTable } from "./ComparisonTable.tsx";
import { savedBy } from "./labels.ts";

/**
 * A save refused because someone else saved the entry meanwhile (decision 085): who and when,
 * the two versions field by field, and the three ways on. Its controls belong to the editor's
 * form (`form=`), so every way on sends what is typed there: keep mine saves it over the newer
 * version, merging brings the chosen values back into the form to check and save.
 */
export function EditConflict({
  conflict,
  action,
  formId,
  reloadTo,
}: {
  conflict: ShownConflict;
  /** What the refused submission asked for (save, publish, …): keeping one's version asks it again. */
  action: string;
  formId: string;
  /** The editor's own address: opening it again shows the saved version. */
  reloadTo: string;
}) {
  const { t, lang, format } = useInbox();
  const words = t.content.conflict;
  const heading = useRef<HTMLHeadingElement>(null);
  // The save bar is at the form's end: the answer is at the page's top.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, [conflict.theirs]);
  return (
    <section className="admin-card edit-conflict" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" ref={heading} tabIndex={-1}>
        {words.title}
      </h2>
      <p>{format(words.text, { who: savedBy(conflict.savedBy, t), when: formatWhen(conflict.theirs, lang) })}</p>
      <p className="muted">
        {conflict.changed.length ? words.legend : t.content.compare.same}{" "}
        {conflict.unchanged ? format(t.content.compare.unchanged, { n: conflict.unchanged }) : null}
      </p>
      <ComparisonTable changed={conflict.changed} olderTitle={words.mine} newerTitle={words.theirs} />
      <input type="hidden" form={formId} name="theirs" value={conflict.theirs} />
      <input type="hidden" form={formId} name="conflictAction" value={action} />
      <div className="edit-conflict__ways">
        <div>
          <button type="submit" form={formId} name="intent" value="overwrite" className="btn btn--dark">
            {words.keepMine}
          </button>
          <p className="field__hint">{words.keepMineHint}</p>
        </div>
        <div>
          <Link to={reloadTo} className="btn btn--secondary">
            {words.takeTheirs}
          </Link>
          <p className="field__hint">{words.takeTheirsHint}</p>
        </div>
      </div>
      {conflict.choices.length ? (
        <fieldset className="edit-conflict__merge">
          <legend>{words.merge}</legend>
          <p className="field__hint">{words.mergeHint}</p>
          {conflict.choices.map((choice) => (
            <fieldset key={choice.path} className="merge-pick">
              <legend>
                {choice.language
                  ? format(t.content.compare.field, {
                      field: choice.label,
                      language: t.common.languages[choice.language],
                    })
                  : choice.label}
              </legend>
              {(["mine", "theirs"] as const).map((side) => (
                <label key={side} className="merge-pick__side">
                  <input
                    type="radio"
                    form={formId}
                    name={`pick:${choice.path}`}
                    value={side}
                    defaultChecked={(side === "mine") === choice.mine}
                  />{" "}
                  {side === "mine" ? words.pickMine : words.pickTheirs}
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit" form={formId} name="intent" value="merge" className="btn btn--secondary">
            {words.mergeButton}
          </button>
        </fieldset>
      ) : null}
    </section>
  );
}
