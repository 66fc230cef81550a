import { useSyncExternalStore } from "react";
import type { ViewOfKind } from "../../../shared/content-model/kind.ts";
import type { cookiePolicy } from "../../../content/model/policies.ts";
import { LANGUAGE_STORAGE_KEY, isLanguage } from "../../../shared/i18n/languages.ts";
import type { ShownDate } from "../../i18n/format.ts";
import { PolicyDate, PolicyLayout, PolicySections, sectionAnchors } from "./PolicyPage.tsx";
import { COOKIE_CHOICE_ID, CookieChoice } from "./CookieChoice.tsx";
import { useSite } from "../../site/use-site.ts";
import { PageHero } from "../page/PageHero.tsx";

/**
 * Bundled with the root view, not loaded on demand (spec §2). Its text shows only
 * when the visitor has one of the three languages stored; otherwise the body is
 * empty, exactly as the specification says. The server knows from the language
 * cookie; the browser confirms from localStorage once it runs.
 */
export function CookiePolicyPage({
  policy,
  storedOnServer,
  updated,
}: {
  policy: ViewOfKind<typeof cookiePolicy>;
  storedOnServer: boolean;
  updated: ShownDate;
}) {
  const stored = useSyncExternalStore(subscribeToStorage, readStoredLanguage, () => storedOnServer);
  const { t, company } = useSite();
  const anchors = [{ id: COOKIE_CHOICE_ID, title: t.cookieChoice.title }, ...sectionAnchors(policy.sections)];

  return (
    <>
      <PageHero title={policy.title}>
        {stored ? (
          <p className="policy-dates">
            <span>
              {policy.updatedLabel}: <PolicyDate date={updated} />
            </span>
          </p>
        ) : null}
      </PageHero>
      <div className="section">
        {stored ? (
          <div className="container">
            <PolicyLayout anchors={anchors}>
              <CookieChoice />
              <PolicySections sections={policy.sections} contactEmail={company.email.privacy} />
              <div className="table-scroll">
                <table>
                  <caption>{policy.table.caption}</caption>
                  <thead>
                    <tr>
                      {Object.values(policy.table.headers).map((header) => (
                        <th key={header} scope="col">
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {policy.table.rows.map((row) => (
                      <tr key={row.name}>
                        <th scope="row">
                          <code>{row.name}</code>
                        </th>
                        <td>{row.purpose}</td>
                        <td>{row.duration}</td>
                        <td>{row.type}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </PolicyLayout>
          </div>
        ) : null}
      </div>
    </>
  );
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function readStoredLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}
