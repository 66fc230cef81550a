import { useSyncExternalStore } from "react";
import type { CookiePolicyContent } from "../../../content/types.ts";
import { company } from "../../../content/company.ts";
import { LANGUAGE_STORAGE_KEY, isLanguage } from "../../../shared/i18n/languages.ts";
import { POLICY_DATE, PolicyLayout, PolicySections, sectionAnchors } from "./PolicyPage.tsx";
import { COOKIE_CHOICE_ID, CookieChoice } from "./CookieChoice.tsx";
import { useT } from "../../site/use-site.ts";
import { PageHero } from "../page/PageHero.tsx";
import type { HeroArt } from "../art/art-paths.ts";

/**
 * Bundled with the root view, not loaded on demand (spec §2). Its text shows only
 * when the visitor has one of the three languages stored; otherwise the body is
 * empty, exactly as the specification says. The server knows from the language
 * cookie; the browser confirms from localStorage once it runs.
 */
/** `art` comes from the route: the root view bundles this page without it (spec §2). */
export function CookiePolicyPage({
  policy,
  storedOnServer,
  art,
}: {
  policy: CookiePolicyContent;
  storedOnServer: boolean;
  art?: HeroArt;
}) {
  const stored = useSyncExternalStore(subscribeToStorage, readStoredLanguage, () => storedOnServer);
  const t = useT();
  const anchors = [{ id: COOKIE_CHOICE_ID, title: t.cookieChoice.title }, ...sectionAnchors(policy.sections)];

  return (
    <>
      <PageHero art={art} title={policy.title}>
        {stored ? (
          <p className="policy-dates">
            <span>
              {policy.updatedLabel}: <time dateTime={POLICY_DATE.iso}>{POLICY_DATE.display}</time>
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
                      {policy.table.headers.map((header) => (
                        <th key={header} scope="col">
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {policy.table.rows.map((row) => (
                      <tr key={row[0]}>
                        {row.map((cell, index) =>
                          index === 0 ? (
                            <th key={index} scope="row">
                              <code>{cell}</code>
                            </th>
                          ) : (
                            <td key={index}>{cell}</td>
                          ),
                        )}
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
