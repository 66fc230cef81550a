import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { contactSchema, CONTACT_FIELDS, type ContactField } from "../../forms/contact/schema.ts";
import { postJson, uploadAttachment } from "../../forms/client.ts";
import { ELAPSED_FIELD, fieldErrors, HONEYPOT_FIELD } from "../../forms/rules.ts";
import { ACCEPT } from "../../forms/upload.ts";
import { useLocalePath, useSite } from "../../site/use-site.ts";
import { Field } from "../ui/Field.tsx";
import { notify } from "../toast/toast.tsx";

interface Values {
  full_name: string;
  company_name: string;
  phone: string;
  email: string;
  message: string;
  /** The id of the uploaded attachment. */
  file: string;
  checkbox: boolean;
  [HONEYPOT_FIELD]: string;
}

const EMPTY: Values = {
  full_name: "",
  company_name: "",
  phone: "",
  email: "",
  message: "",
  file: "",
  checkbox: false,
  [HONEYPOT_FIELD]: "",
};

/**
 * The quote request (spec §4, §5, §7): validated with the schema the server uses,
 * the attachment uploaded as soon as it is chosen, everything disabled while sending,
 * and on success a cleared form, a toast and the thank-you page.
 */
export function QuoteForm({ onSent }: { onSent: () => void }) {
  const { t, consent } = useSite();
  const href = useLocalePath();
  const navigate = useNavigate();
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number; done: boolean } | null>(null);

  // The shared schema decides; its codes become messages in the visitor's language.
  const resolver: Resolver<Values> = async (values) => {
    const result = contactSchema.safeParse({ ...values, [HONEYPOT_FIELD]: undefined });
    if (result.success) return { values, errors: {} };
    const codes = fieldErrors<ContactField>(result.error.issues);
    const errors = Object.fromEntries(
      Object.entries(codes).map(([field, code]) => [
        field,
        { type: code, message: t.forms.errors[code ?? "required"] },
      ]),
    );
    return { values: {}, errors };
  };

  const form = useForm<Values>({ defaultValues: EMPTY, resolver, mode: "onSubmit", reValidateMode: "onChange" });
  const { register, handleSubmit, formState, setValue, setError, reset, clearErrors } = form;
  const { errors, isSubmitting } = formState;
  const uploading = upload !== null && !upload.done;

  async function chooseFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setValue("file", "", { shouldValidate: formState.isSubmitted });
    if (!file) {
      setUpload(null);
      return;
    }
    setUpload({ name: file.name, progress: 0, done: false });
    try {
      const id = await uploadAttachment(file, (progress) => setUpload({ name: file.name, progress, done: false }));
      setUpload({ name: file.name, progress: 1, done: true });
      setValue("file", id, { shouldValidate: formState.isSubmitted });
    } catch {
      // A failed upload clears the uploading state (spec §4).
      setUpload(null);
      if (fileInput.current) fileInput.current.value = "";
      void notify("error", t.forms.toast.error);
    }
  }

  const onValid = async (values: Values) => {
    const result = await postJson("/api/v1/insert_staffs", {
      full_name: values.full_name,
      company_name: values.company_name,
      email: values.email,
      phone: values.phone,
      message: values.message,
      file: values.file,
      checkbox: values.checkbox,
      [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
      [ELAPSED_FIELD]: Date.now() - openedAt.current,
    });
    if (!result.ok) {
      for (const [field, code] of Object.entries(result.fields)) {
        if ((CONTACT_FIELDS as readonly string[]).includes(field) && code)
          setError(field as ContactField, { type: code, message: t.forms.errors[code] });
      }
      void notify("error", t.forms.toast.error);
      return;
    }
    reset(EMPTY);
    clearErrors();
    setUpload(null);
    if (fileInput.current) fileInput.current.value = "";
    void notify("success", t.forms.toast.success);
    onSent();
    void navigate(href("/thank-you"));
  };
  // A failed validation also shows the error toast (spec §8).
  const onInvalid = () => void notify("error", t.forms.toast.error);

  const q = t.quote;
  return (
    <form className="quote-form" noValidate onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)}>
      <p className="quote-form__required">{t.forms.required}</p>
      <fieldset className="quote-form__fields" disabled={isSubmitting}>
        <div className="quote-form__row">
          <Field label={q.fullName} error={errors.full_name?.message} required>
            {(control) => <input {...control} {...register("full_name")} className="input" autoComplete="name" />}
          </Field>
          <Field label={q.companyName} error={errors.company_name?.message} required>
            {(control) => (
              <input {...control} {...register("company_name")} className="input" autoComplete="organization" />
            )}
          </Field>
        </div>
        <div className="quote-form__row">
          <Field label={q.phone} error={errors.phone?.message} required>
            {(control) => (
              <input
                {...control}
                {...register("phone")}
                className="input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            )}
          </Field>
          <Field label={q.email} error={errors.email?.message} required>
            {(control) => (
              <input {...control} {...register("email")} className="input" type="email" autoComplete="email" />
            )}
          </Field>
        </div>
        <Field label={q.message} hint={q.messageHint} error={errors.message?.message} required>
          {(control) => <textarea {...control} {...register("message")} className="input" rows={4} />}
        </Field>
        <Field label={q.file} hint={q.fileHint} error={errors.file?.message} required>
          {(control) => (
            <div className="upload">
              <input
                {...control}
                ref={fileInput}
                type="file"
                accept={ACCEPT.attachments}
                className="upload__input"
                onChange={chooseFile}
              />
              {upload ? (
                <div className="upload__status" aria-live="polite">
                  {upload.done ? (
                    <span>
                      {q.uploaded} <strong>{upload.name}</strong>
                    </span>
                  ) : (
                    <>
                      <span id="upload-progress-label">{q.uploading}</span>
                      <progress
                        aria-labelledby="upload-progress-label"
                        max={100}
                        value={Math.round(upload.progress * 100)}
                        className="upload__progress"
                      />
                    </>
                  )}
                </div>
              ) : null}
            </div>
          )}
        </Field>
        <div className={`field${errors.checkbox ? " field--invalid" : ""}`}>
          <label className="checkbox">
            <input
              type="checkbox"
              {...register("checkbox")}
              aria-invalid={errors.checkbox ? true : undefined}
              aria-describedby={errors.checkbox ? "quote-consent-error" : undefined}
            />
            <span>
              {consent.text}{" "}
              <Link to={href("/privacy-policy")} target="_blank" rel="noopener">
                {consent.linkText}
              </Link>
              <span className="field__required" aria-hidden="true">
                *
              </span>
            </span>
          </label>
          {errors.checkbox ? (
            <span id="quote-consent-error" className="field__error">
              {errors.checkbox.message}
            </span>
          ) : null}
        </div>
        <div className="honeypot" aria-hidden="true">
          <label>
            {t.forms.honeypot}
            <input {...register(HONEYPOT_FIELD)} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={uploading || isSubmitting}>
          {isSubmitting ? q.sending : q.submit}
        </button>
      </fieldset>
    </form>
  );
}
