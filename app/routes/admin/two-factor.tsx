import { data, Link, useActionData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/two-factor";
import {
  beginSetup,
  confirmSetup,
  disableOwn,
  recoveryCodesLeft,
  renewRecoveryCodes,
  setupView,
  TwoFactorError,
  twoFactorEnabled,
} from "../../admin/inbox.server.ts";
import { requireStaff, safeNext } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { FieldError, StaffForm, useFieldProblems } from "../../admin/forms/StaffForm.tsx";
import { useInbox, type InboxCatalogue } from "../../admin/i18n/index.ts";
import { companyIn } from "../../content/company.server.ts";
import { siteContext } from "../../site/context.server.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../../shared/staff.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";

/** Fewer recovery codes than this left, and the page says to make new ones. */
const FEW_CODES = 3;

/**
 * Your account → Two-factor sign-in (issue 38.8, decision 071): set up with a QR code drawn
 * here and a first code, see how many recovery codes are left, make new ones, or turn it off
 * with the password and a code. While an administrator requires it and it is not set up,
 * this is the only page the member may open.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args, undefined, { setup: true });
  const { staff } = session;
  // After a setup the member was sent to, on to the page they asked for.
  const common = { setupRequired: session.setupRequired, home: safeNext(args.url.searchParams.get("next"), staff) };
  if (staff.id === BOOTSTRAP_ACCOUNT_ID) return { ...common, state: "installation" as const };
  const { db } = services.database;
  if (await twoFactorEnabled(db, staff.id)) {
    return { ...common, state: "on" as const, left: await recoveryCodesLeft(db, staff.id) };
  }
  const secret = await beginSetup(services.database, staff);
  const company = await companyIn(args.context, isLanguage(staff.language) ? staff.language : "en");
  // The app lists the account as "Lojuvard (name@lojuvard.uz)".
  const view = await setupView(secret, { issuer: company.name, label: staff.email ?? staff.name });
  return { ...common, state: "off" as const, secret: view.secret, qr: view.svg };
}

type Failure = TwoFactorError["problem"] | "passwordWrong" | "tooManyAttempts";

/** A refusal of one of the page's forms, said beside that form. */
const failed = (name: string, failure: Failure) => data({ intent: name, failed: failure }, { status: 400 });

const code = z.string().trim().min(1, "required").max(64);

export function action(args: Route.ActionArgs) {
  const address = siteContext(args.context).clientAddress;
  return staffAction(
    args,
    undefined,
    {
      confirm: intent(z.object({ code }), async (value, { services, session }) => {
        try {
          return { intent: "confirm", codes: await confirmSetup(services.database, session.staff, value.code) };
        } catch (error) {
          if (error instanceof TwoFactorError) return failed("confirm", error.problem);
          throw error;
        }
      }),
      renew: intent(z.object({ code }), async (value, { services, session }) => {
        const check = await services.auth.confirmCode(session.staff, value.code, address);
        if (check.outcome === "wrong") return failed("renew", "codeWrong");
        if (check.outcome !== "right") return failed("renew", "tooManyAttempts");
        return { intent: "renew", codes: await renewRecoveryCodes(services.database, session.staff) };
      }),
      disable: intent(
        z.object({ password: z.string().min(1, "required"), code }),
        async (value, { services, session }) => {
          const password = await services.auth.confirmPassword(session.staff, value.password, address);
          if (password.outcome === "wrong") return failed("disable", "passwordWrong");
          if (password.outcome !== "right") return failed("disable", "tooManyAttempts");
          const check = await services.auth.confirmCode(session.staff, value.code, address);
          if (check.outcome === "wrong") return failed("disable", "codeWrong");
          if (check.outcome !== "right") return failed("disable", "tooManyAttempts");
          try {
            await disableOwn(services.database, session.staff);
          } catch (error) {
            if (error instanceof TwoFactorError) return failed("disable", error.problem);
            throw error;
          }
          return { intent: "disable", disabled: true as const };
        },
      ),
    },
    { setup: true },
  );
}

/** What the last form sent answered: new recovery codes, a refusal, or that it was turned off. */
function useAnswer() {
  const answer = useActionData<typeof action>();
  const codes = answer && "codes" in answer ? answer.codes : null;
  const failure = (name: string) =>
    answer && "failed" in answer && answer.intent === name ? (answer.failed as Failure) : null;
  const disabled = Boolean(answer && "disabled" in answer);
  return { codes, failure, disabled };
}

export default function TwoFactor({ loaderData }: Route.ComponentProps) {
  const { t } = useInbox();
  const copy = t.twoFactor;
  const { codes, disabled } = useAnswer();
  return (
    <>
      <div className="admin__heading">
        <h1>{copy.title}</h1>
      </div>
      {loaderData.setupRequired ? (
        <p className="admin-message" role="note">
          {copy.required}
        </p>
      ) : null}
      {disabled ? (
        <p className="admin-message" role="status">
          {copy.disabled}
        </p>
      ) : null}
      {codes ? (
        <RecoveryCodes codes={codes} home={loaderData.home} />
      ) : loaderData.state === "installation" ? (
        <p>{copy.installationPassword}</p>
      ) : loaderData.state === "on" ? (
        <ManageTwoFactor left={loaderData.left} />
      ) : (
        <SetUp secret={loaderData.secret} qr={loaderData.qr} />
      )}
    </>
  );
}

/** The recovery codes, once: after the setup's first code, or when new ones are made. */
function RecoveryCodes({ codes, home }: { codes: string[]; home: string }) {
  const { t } = useInbox();
  return (
    <section className="admin-section admin-card" aria-labelledby="codes-title">
      <h2 id="codes-title">{t.twoFactor.codesTitle}</h2>
      <p>{t.twoFactor.codesIntro}</p>
      <ol className="admin-codes" aria-labelledby="codes-title">
        {codes.map((recovery) => (
          <li key={recovery}>
            <code>{recovery}</code>
          </li>
        ))}
      </ol>
      <p>
        <Link to={home} className="btn btn--dark">
          {t.twoFactor.codesDone}
        </Link>
      </p>
    </section>
  );
}

/** Setting it up: the QR code (and the key as text), then a first code from the app. */
function SetUp({ secret, qr }: { secret: string; qr: string }) {
  const { t } = useInbox();
  const copy = t.twoFactor;
  return (
    <>
      <p className="muted">{copy.intro}</p>
      <div className="admin-two-factor">
        <section className="admin-card" aria-labelledby="scan-title">
          <h2 id="scan-title">{copy.scan}</h2>
          {/* Drawn on the server from the otpauth:// address (qrcode): nothing from another host. */}
          <div className="admin-qr" role="img" aria-label={copy.qr} dangerouslySetInnerHTML={{ __html: qr }} />
          <p>{copy.key}</p>
          <p>
            <code className="admin-secret" data-testid="two-factor-key">
              {secret}
            </code>
          </p>
        </section>
        <section className="admin-card" aria-labelledby="enter-title">
          <h2 id="enter-title">{copy.enter}</h2>
          <CodeForm name="confirm" label={copy.code} hint={copy.codeHint} submit={copy.confirm} />
        </section>
      </div>
    </>
  );
}

/** While it is on: how many recovery codes are left, new ones, and turning it off. */
function ManageTwoFactor({ left }: { left: number }) {
  const { t, format } = useInbox();
  const copy = t.twoFactor;
  return (
    <>
      <p role="status">{format(copy.statusOn, { n: left })}</p>
      {left < FEW_CODES ? <p className="admin-message admin-message--error">{copy.fewLeft}</p> : null}
      <section className="admin-section" aria-labelledby="renew-title">
        <h2 id="renew-title">{copy.renewTitle}</h2>
        <p className="muted">{copy.renewIntro}</p>
        <CodeForm name="renew" label={copy.code} hint={copy.codeHint} submit={copy.renew} />
      </section>
      <section className="admin-section" aria-labelledby="disable-title">
        <h2 id="disable-title">{copy.disableTitle}</h2>
        <p className="muted">{copy.disableIntro}</p>
        <CodeForm name="disable" label={copy.anyCode} submit={copy.disable} withPassword />
      </section>
    </>
  );
}

/** A form of this page that asks for a code (and for the password, to turn it off). */
function CodeForm(props: { name: string; label: string; hint?: string; submit: string; withPassword?: boolean }) {
  const { t } = useInbox();
  const problems = useFieldProblems(props.name);
  const failure = useAnswer().failure(props.name);
  const id = (field: string) => `${props.name}-${field}`;
  const describedBy = (field: string, extra?: string | false) =>
    [extra, problems[field] ? id(`${field}-problem`) : null, failure ? id("failed") : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <StaffForm intent={props.name} className="admin-form">
      {props.withPassword ? (
        <label className="field">
          <span className="field__label">{t.twoFactor.password}</span>
          <input
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={problems.password || failure === "passwordWrong" ? true : undefined}
            aria-describedby={describedBy("password")}
          />
        </label>
      ) : null}
      {props.withPassword ? <FieldError id={id("password-problem")} problems={problems} name="password" /> : null}
      <label className="field">
        <span className="field__label">{props.label}</span>
        <input
          className="input input--code"
          type="text"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={problems.code || failure === "codeWrong" ? true : undefined}
          aria-describedby={describedBy("code", props.hint ? id("hint") : false)}
        />
        {props.hint ? (
          <span id={id("hint")} className="field__hint">
            {props.hint}
          </span>
        ) : null}
      </label>
      <FieldError id={id("code-problem")} problems={problems} name="code" />
      <FailureText id={id("failed")} failure={failure} problems={t.twoFactor.problems} />
      <div>
        <button type="submit" className="btn btn--dark">
          {props.submit}
        </button>
      </div>
    </StaffForm>
  );
}

function FailureText(props: {
  id: string;
  failure: Failure | null;
  problems: InboxCatalogue["twoFactor"]["problems"];
}) {
  if (!props.failure) return null;
  return (
    <p id={props.id} className="field__error" role="alert">
      {props.problems[props.failure]}
    </p>
  );
}
