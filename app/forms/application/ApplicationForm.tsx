import { useState } from "react";
import { API_PATHS } from "../../../shared/api.ts";
import type { CareersWords } from "../../../content/model/careers-page.ts";
import { HONEYPOT_FIELD } from "../../../shared/forms/fields.ts";
import { useT } from "../../site/use-site.ts";
import { Field } from "../kit/Field.tsx";
import { FormEnd } from "../kit/ConsentField.tsx";
import { UploadField } from "../kit/UploadField.tsx";
import { useSchemaForm } from "../kit/use-schema-form.ts";

/**
 * A job application with its CV: the quote form's rules, messages, toasts and thank-you
 * page; the CV (PDF, DOC, DOCX) uploads as soon as it is chosen.
 */
export function ApplicationForm({
  copy,
  positions,
  position = "",
}: {
  copy: CareersWords["form"];
  /** Open positions to choose from; the first option is a general application. */
  positions: { id: string; title: string }[];
  position?: string;
}) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [resets, setResets] = useState(0);
  const { form, onSubmit, onFocus } = useSchemaForm({
    schema: () => import("./schema.ts").then((module) => module.applicationSchema),
    defaults: {
      first_name: "",
      last_name: "",
      email: "",
      phone: "",
      message: "",
      cv: "",
      position,
      checkbox: false,
      [HONEYPOT_FIELD]: "",
    },
    endpoint: API_PATHS.application,
    thanks: "application",
    onSent: () => setResets((count) => count + 1),
  });
  const { register, formState, setValue } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  return (
    <form
      className="quote-form application-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={onFocus}
    >
      <p className="quote-form__required">{t.forms.required}</p>
      <fieldset className="quote-form__fields" disabled={isSubmitting}>
        <legend className="visually-hidden">{copy.legend}</legend>
        <div className="quote-form__row">
          <Field label={copy.firstName} error={errors.first_name?.message} required>
            {(control) => (
              <input {...control} {...register("first_name")} type="text" className="input" autoComplete="given-name" />
            )}
          </Field>
          <Field label={copy.lastName} error={errors.last_name?.message} required>
            {(control) => (
              <input {...control} {...register("last_name")} type="text" className="input" autoComplete="family-name" />
            )}
          </Field>
        </div>
        <div className="quote-form__row">
          <Field label={copy.email} error={errors.email?.message} required>
            {(control) => (
              <input {...control} {...register("email")} className="input" type="email" autoComplete="email" />
            )}
          </Field>
          <Field label={copy.phone} error={errors.phone?.message} required>
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
        </div>
        <Field label={copy.position} error={errors.position?.message}>
          {(control) => (
            // Selected in the server's HTML too, not only once the form's code runs.
            <select {...control} {...register("position")} defaultValue={position} className="input">
              <option value="">{copy.generalApplication}</option>
              {positions.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={copy.message} hint={copy.messageHint} error={errors.message?.message} required>
          {(control) => <textarea {...control} {...register("message")} className="input" rows={5} />}
        </Field>
        <UploadField
          key={resets}
          category="cv"
          label={copy.cv}
          error={errors.cv?.message}
          onUploaded={(id) => setValue("cv", id, { shouldValidate: isSubmitted })}
          onBusy={setUploading}
        />
        <FormEnd
          consent={register("checkbox")}
          honeypot={register(HONEYPOT_FIELD)}
          consentError={errors.checkbox?.message}
          busy={uploading || isSubmitting}
          sending={isSubmitting}
          labels={{ submit: copy.submit, sending: copy.sending, honeypot: t.forms.honeypot }}
        />
      </fieldset>
    </form>
  );
}
