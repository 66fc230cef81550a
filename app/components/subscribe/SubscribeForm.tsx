import { useId } from "react";
import { apiUrl } from "../../site/api-base.ts";
import { useT } from "../../site/use-site.ts";

export function SubscribeForm() {
  const t = useT();
  const id = useId();
  return (
    <form className="subscribe" method="post" action={apiUrl("/api/v1/insert_subscriber")}>
      <label htmlFor={id} className="subscribe__label">
        {t.footer.emailLabel}
      </label>
      <div className="subscribe__row">
        <input
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t.footer.emailPlaceholder}
          className="subscribe__input"
        />
        <button type="submit" className="btn btn--primary">
          {t.footer.subscribe}
        </button>
      </div>
    </form>
  );
}
