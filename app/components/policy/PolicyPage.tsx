import type { PolicySection } from "../../../content/types.ts";

/** The policy pages' date (spec §2, §9): effective and last updated on 17.10.2023. */
export const POLICY_DATE = { iso: "2023-10-17", display: "17.10.2023" } as const;

/** Numbered sections; the contact address follows the contact section (the last one unless told). */
export function PolicySections({
  sections,
  contactEmail,
  contactSection = sections.length - 1,
}: {
  sections: PolicySection[];
  contactEmail: string;
  contactSection?: number;
}) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`policy-${index + 1}`}>
          <h2 id={`policy-${index + 1}`}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.bullets ? (
            <ul>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
          {index === contactSection ? (
            <p>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}
