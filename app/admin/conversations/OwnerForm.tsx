import { StaffForm } from "../forms/StaffForm.tsx";
import { useInbox } from "../i18n/index.ts";

export type OwnerProblem = "gone" | "notAllowed" | "unchanged";

/** Who owns an entry, and the form that gives it to a colleague whose role works on its list. */
export function OwnerForm(props: {
  ownerId: string | null;
  colleagues: { id: string; name: string }[];
  problem: OwnerProblem | null;
  done: "assigned" | "unassigned" | null;
}) {
  const { t, format } = useInbox();
  const o = t.ownership;
  const owner = props.colleagues.find((colleague) => colleague.id === props.ownerId);
  return (
    <StaffForm intent="assign" className="admin-status" aria-labelledby="owner-title">
      <h2 id="owner-title">{o.owner}</h2>
      {props.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {o.problems[props.problem]}
        </p>
      ) : props.done ? (
        <p className="admin-message admin-message--success" role="status">
          {props.done === "assigned" && owner ? format(o.assigned, { name: owner.name }) : o.unassigned}
        </p>
      ) : null}
      <label className="field">
        <span className="field__label">{o.assignTo}</span>
        <select className="input" name="assignee" defaultValue={props.ownerId ?? ""} aria-describedby="owner-hint">
          <option value="">{o.nobody}</option>
          {props.colleagues.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.name}
            </option>
          ))}
        </select>
        <span className="field__hint" id="owner-hint">
          {o.hint}
        </span>
      </label>
      <button type="submit" className="btn btn--dark btn--sm">
        {o.assign}
      </button>
    </StaffForm>
  );
}
