import { useEffect, useRef, useState } from "react";
import { useForm, type FieldValues, type Path, type Resolver, type ResolverResult } from "react-hook-form";
import { useNavigate } from "react-router";
import type * as z from "zod/mini";
import { useApiClient } from "./client.ts";
import { leadSource } from "./lead-source.ts";
import { ELAPSED_FIELD, isErrorCode } from "../../../shared/forms/fields.ts";
import { useLocalePath, useSite } from "../../site/use-site.ts";
import { thankYouPath, type ThankYouForm } from "../../routing/thank-you.ts";
import { notify } from "../../components/toast/toast.tsx";
import { useShownSince } from "./shown-since.ts";

/**
 * A form validated by the schema the server uses (react-hook-form underneath): the
 * schema's codes become messages in the visitor's language; sending adds the anti-abuse
 * fields and where the lead came from, maps the server's field errors back, shows the toasts of spec §8 and, on
 * success, clears the form and opens the thank-you page.
 *
 * The schema (and the validation library with it) loads on the visitor's first intent,
 * focus inside the form, not with the page: `onFocus` goes on the <form>.
 */
export function useSchemaForm<Values extends FieldValues>({
  schema,
  defaults,
  endpoint,
  thanks,
  onSent,
}: {
  /** Loads the schema, e.g. `() => import("…/schema.ts").then((m) => m.applicationSchema)`. */
  schema: () => Promise<z.ZodMiniType>;
  defaults: Values;
  endpoint: string;
  /** Which thank-you the visitor sees after sending: each form states its own answer time. */
  thanks: ThankYouForm;
  onSent?: () => void;
}) {
  const { t } = useSite();
  const api = useApiClient();
  const href = useLocalePath();
  const navigate = useNavigate();
  const openedAt = useShownSince();

  // The validation library, the resolver and the schema load together, on the form's first focus.
  const loaded = useRef<Promise<[typeof import("@hookform/resolvers/zod"), z.ZodMiniType]> | null>(null);
  const loadSchema = () => (loaded.current ??= Promise.all([import("@hookform/resolvers/zod"), schema()]));

  // The schema's messages are error codes (shared/forms/rules.ts); the visitor reads them in their language.
  const resolver: Resolver<Values> = async (values, context, options) => {
    const [{ zodResolver }, zodSchema] = await loadSchema();
    // Each form's schema validates exactly that form's values (its feature folder pairs them).
    // What is sent is the schema's output: trimmed text, a phone number as digits and plus signs.
    const validate = zodResolver(zodSchema as z.ZodMiniType<Values, Values>, undefined, {
      raw: false,
    }) as Resolver<Values>;
    const result = await validate(values, context, options);
    for (const error of Object.values(result.errors) as { message?: string }[]) {
      error.message = t.forms.errors[isErrorCode(error.message) ? error.message : "required"];
    }
    return result as ResolverResult<Values>;
  };

  const form = useForm<Values>({
    // No default values: each field starts with what its element holds, so what a visitor typed
    // into the server's form before this code came stays (decision 081). The elements render empty.
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Focus goes to the first invalid control in the form's order, uploads included (below).
    shouldFocusError: false,
  });
  const formElement = useRef<HTMLFormElement | null>(null);
  // Asked for with the errors, done once they render and the form is enabled again:
  // the first invalid control takes focus, so the visitor lands on it.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstInvalid = () => setFocusRequest((count) => count + 1);
  const { isSubmitting } = form.formState;
  const focused = useRef(0);
  useEffect(() => {
    if (isSubmitting || focused.current === focusRequest) return;
    focused.current = focusRequest;
    const first = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Scrolled by its scroll margin (layout.css) even when already in view: the label shows, and
    // neither the sticky header nor the error toast at the top right covers it.
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: "nearest" });
  }, [focusRequest, isSubmitting]);

  const onValid = async (values: Values) => {
    const result = await api.postJson(endpoint, {
      ...values,
      [ELAPSED_FIELD]: Date.now() - openedAt.current,
      source: leadSource(),
    });
    if (!result.ok) {
      for (const [field, code] of Object.entries(result.fields)) {
        if (code && field in defaults)
          form.setError(field as Path<Values>, { type: code, message: t.forms.errors[code] });
      }
      focusFirstInvalid();
      notify("error", t.forms.toast.error);
      return;
    }
    form.reset(defaults);
    notify("success", t.forms.toast.success);
    onSent?.();
    void navigate(href(thankYouPath(thanks)));
  };
  // A failed validation shows the error toast too (spec §8).
  const onInvalid = () => {
    focusFirstInvalid();
    notify("error", t.forms.toast.error);
  };

  return {
    form,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      formElement.current = event.currentTarget;
      return form.handleSubmit(onValid, onInvalid)(event);
    },
    onFocus: () => void loadSchema(),
  };
}
