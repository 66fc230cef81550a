import type { Certificate } from "../../content/company.server.ts";
import type { Catalogue } from "../../i18n/catalogues/en.ts";
import "../../styles/proof.css";

/**
 * The quality certificate as a document, not a claim: a seal, its number, registrar, scope
 * and validity (issue 37.3). The page draws it only when there is one (decision 094).
 */
export function CertificateCard({
  certificate,
  words,
}: {
  certificate: Certificate;
  words: Catalogue["proof"]["certificate"];
}) {
  const { validFrom, validUntil } = certificate;
  return (
    <figure className="certificate" data-reveal>
      <svg className="certificate__seal" viewBox="0 0 64 64" aria-hidden="true">
        {/* The house star ornament as a seal: an eight-pointed star in a double ring. */}
        <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="32" cy="32" r="25" fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="2 3" />
        <path
          d="M32 12l5.5 8.2 9.7-1.9-1.9 9.7L53.5 32l-8.2 5.5 1.9 9.7-9.7-1.9L32 53.5l-5.5-8.2-9.7 1.9 1.9-9.7L10.5 32l8.2-5.5-1.9-9.7 9.7 1.9z"
          fill="currentColor"
        />
        <path d="M25 32.5l5 5 9-10" fill="none" stroke="var(--white)" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <figcaption>
        <h3 className="certificate__title">{words.title}</h3>
        <dl className="certificate__facts">
          <div>
            <dt>{words.number}</dt>
            <dd className="certificate__number">{certificate.number}</dd>
          </div>
          {certificate.registrar ? (
            <div>
              <dt>{words.registrar}</dt>
              <dd>{certificate.registrar}</dd>
            </div>
          ) : null}
          {certificate.scope ? (
            <div>
              <dt>{words.scope}</dt>
              <dd>{certificate.scope}</dd>
            </div>
          ) : null}
          {validFrom || validUntil ? (
            <div>
              <dt>{words.validity}</dt>
              <dd>
                {validFrom ? <time dateTime={validFrom.iso}>{validFrom.text}</time> : null}
                {validFrom && validUntil ? " – " : null}
                {validUntil ? <time dateTime={validUntil.iso}>{validUntil.text}</time> : null}
              </dd>
            </div>
          ) : null}
        </dl>
      </figcaption>
    </figure>
  );
}
