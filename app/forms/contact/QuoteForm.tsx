import { useState } from "react";
import { API_PATHS } from "../../../shared/api.ts";
import { HONEYPOT_FIELD } from "../../../shared/forms/fields.ts";
import { useT } from "../../site/use-site.ts";
import { Field } from "../kit/Field.tsx";
import { FormEnd } from "../kit/ConsentField.tsx";
import { UploadField } from "../kit/UploadField.tsx";
import { useSchemaForm } from "../kit/use-schema-form.ts";

const EMPTY = {
  full_name: "",
  company_name: "",
  phone: "",
  email: "",
  message: "",
  /** The id of the uploaded attachment. */
  file: "",
  checkbox: false,
  [HONEYPOT_FIELD]: "",
};

/**
 * The quote request (spec §4, §5, §7): the attachment uploads as soon as it is chosen,
 * sending waits for it, and everything is disabled while the request is on its way.
 */
export function QuoteForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [resets, setResets] = useState(0);
  const { form, onSubmit, onFocus } = useSchemaForm({
    schema: () => import("./schema.ts").then((module) => module.contactSchema),
    defaults: EMPTY,
    endpoint: API_PATHS.contact,
    thanks: "request",
    onSent: () => {
      setResets((count) => count + 1);
      onSent();
    },
  });
  const { register, formState, setValue } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  const q = t.quote;
  return (
    <form className="quote-form" noValidate onSubmit={(event) => void onSubmit(event)} onFocus={onFocus}>
      <p className="quote-form__required">{t.forms.required}</p>
      <fieldset className="quote-form__fields" disabled={isSubmitting}>
        <legend className="visually-hidden">{q.title}</legend>
        <div className="quote-form__row">
          <Field label={q.fullName} error={errors.full_name?.message} required>
            {(control) => (
              <input {...control} {...register("full_name")} type="text" className="input" autoComplete="name" />
            )}
          </Field>
          <Field label={q.companyName} error={errors.company_name?.message} required>
            {(control) => (
              <input
                {...control}
                {...register("company_name")}
                type="text"
                className="input"
                autoComplete="organization"
              />
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
        <UploadField
          key={resets}
          category="attachments"
          label={q.file}
          error={errors.file?.message}
          onUploaded={(id) => setValue("file", id, { shouldValidate: isSubmitted })}
          onBusy={setUploading}
        />
        <FormEnd
          consent={register("checkbox")}
          honeypot={register(HONEYPOT_FIELD)}
          consentError={errors.checkbox?.message}
          busy={uploading || isSubmitting}
          sending={isSubmitting}
          labels={{ submit: q.submit, sending: q.sending, honeypot: t.forms.honeypot }}
        />
      </fieldset>
    </form>
  );
}
