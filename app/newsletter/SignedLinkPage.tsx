import { Form, Link } from "react-router";
import { useLocalePath, useSite } from "../site/use-site.ts";

/**
 * The page an e-mail's signed link opens (confirm a subscription, unsubscribe): it asks for
 * one click, so a mail scanner that opens links changes nothing, then says what happened.
 */
export function SignedLinkPage(props: {
  copy: { heading: string; text: string; button: string };
  token: string;
  /** What happened, once the link was checked or the button pressed; null while asking. */
  outcome: string | null;
}) {
  const { copy, token, outcome } = props;
  const { t } = useSite();
  const href = useLocalePath();
  return (
    <section className="section thank-you">
      <div className="container container--narrow">
        <h1 className="display-2">{copy.heading}</h1>
        {outcome === null ? (
          <Form method="post">
            <p className="lead">{copy.text}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn--dark btn--lg">
              {copy.button}
            </button>
          </Form>
        ) : (
          <>
            <p className="lead" role="status">
              {outcome}
            </p>
            {/* Whatever happened, the visitor has a way on. */}
            <Link to={href("/")} className="btn btn--primary btn--lg">
              {t.common.backHome}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
