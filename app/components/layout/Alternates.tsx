import { useMatches, useRouteError } from "react-router";
import { LANGUAGES, localizePath } from "../../../shared/i18n/languages.ts";
import { policyForRouteId } from "../../routing/route-policy.ts";
import { useSite } from "../../site/use-site.ts";

/**
 * Canonical and hreflang links of the page (PRODUCT.md "Languages and URLs"): each
 * language's permanent URL, with the unprefixed English URL as x-default.
 */
export function Alternates() {
  const { origin, lang, path } = useSite();
  const matches = useMatches();
  const error = useRouteError();
  const leaf = matches.at(-1);
  if (!leaf || !policyForRouteId(leaf.id).index || error) return null;
  return (
    <>
      <link rel="canonical" href={origin + localizePath(path, lang)} />
      {LANGUAGES.map((alternate) => (
        <link key={alternate} rel="alternate" hrefLang={alternate} href={origin + localizePath(path, alternate)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + path} />
    </>
  );
}
