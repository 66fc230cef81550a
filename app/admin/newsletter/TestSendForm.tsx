import type { ReactNode } from "react";
import type { Language } from "../../../shared/i18n/languages.ts";
import { StaffForm } from "../forms/StaffForm.tsx";
import { useInbox } from "../i18n/index.ts";

export type TestProblem = "noAddress" | "notFound";

/**
 * "Send a test to me": what to send (`children`: the post, the language) goes to the
 * signed-in member's own address, marked as a test and counted in no send.
 */
export function TestSendForm(props: {
  problem: TestProblem | null;
  /** The language a test was just sent in. */
  tested: Language | null;
  email: string | null;
  children: ReactNode;
}) {
  const { t, format } = useInbox();
  const words = t.newsletter;
  return (
    <StaffForm intent="test" className="admin-filters admin-test-send">
      {props.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {props.problem === "noAddress" ? words.problems.noAddress : words.problems.notLive}
        </p>
      ) : props.tested ? (
        <p className="admin-message admin-message--success" role="status">
          {format(words.testSent, { language: t.common.languages[props.tested], email: props.email ?? "" })}
        </p>
      ) : null}
      {props.children}
      <button type="submit" className="btn btn--secondary" disabled={!props.email}>
        {words.test}
      </button>
      {props.email ? null : <p className="field__hint">{words.problems.noAddress}</p>}
    </StaffForm>
  );
}
