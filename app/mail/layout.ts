import { createElement as h, type CSSProperties, type ReactNode } from "react";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CompanyDetails } from "../../content/model/company.ts";
import type { Language } from "../../shared/i18n/languages.ts";

/**
 * The frame every e-mail shares, built from React Email's components: a lapis band with
 * the name, a white card, and the company's address below. Written with createElement
 * (`h`) rather than JSX: the server runs these modules unbundled, and Node reads
 * TypeScript but not JSX. Styles are inline, as mail clients require.
 */
export { h };

/**
 * The site's colour tokens (app/styles/tokens.css) by name, written out: these modules also
 * run bundled, where the stylesheet is not beside them. tests/unit/design-tokens.test.ts
 * keeps them equal to the stylesheet's.
 */
export const MAIL_COLORS = {
  "lapis-900": "#0b1f4d",
  "lapis-700": "#1d3f8f",
  "ink-900": "#111a33",
  "ink-600": "#4a5672",
  line: "#dfe4ee",
  "sand-50": "#fbf9f4",
  white: "#ffffff",
};
const FONT = "'Manrope', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  text: { color: MAIL_COLORS["ink-900"], fontSize: "16px", lineHeight: "26px", margin: "0 0 16px" },
  muted: { color: MAIL_COLORS["ink-600"], fontSize: "14px", lineHeight: "22px", margin: "0 0 12px" },
  heading: { color: MAIL_COLORS["ink-900"], fontSize: "24px", lineHeight: "32px", fontWeight: 700, margin: "0 0 16px" },
  subheading: {
    color: MAIL_COLORS["ink-900"],
    fontSize: "18px",
    lineHeight: "26px",
    fontWeight: 700,
    margin: "24px 0 8px",
  },
  link: { color: MAIL_COLORS["lapis-700"], textDecoration: "underline" },
  button: {
    backgroundColor: MAIL_COLORS["lapis-900"],
    borderRadius: "999px",
    color: MAIL_COLORS.white,
    display: "inline-block",
    fontSize: "16px",
    fontWeight: 700,
    padding: "14px 28px",
    textDecoration: "none",
  },
} satisfies Record<string, CSSProperties>;

export function Layout(props: {
  lang: Language;
  /** The company's details in the e-mail's language, as staff keep them. */
  company: CompanyDetails;
  preview: string;
  children?: ReactNode;
  /** Why the person receives this, and how to stop it (newsletters). */
  footer?: ReactNode;
}) {
  const { company } = props;
  const { address } = company;
  return h(
    Html,
    { lang: props.lang, dir: "ltr" },
    h(Head, null, h("meta", { name: "color-scheme", content: "light" })),
    h(Preview, null, props.preview),
    h(
      Body,
      { style: { backgroundColor: MAIL_COLORS["sand-50"], fontFamily: FONT, margin: 0, padding: "24px 0" } },
      h(
        Container,
        { style: { maxWidth: "600px", margin: "0 auto" } },
        h(
          Section,
          { style: { backgroundColor: MAIL_COLORS["lapis-900"], borderRadius: "16px 16px 0 0", padding: "20px 32px" } },
          h(Text, { style: { color: MAIL_COLORS.white, fontSize: "20px", fontWeight: 700, margin: 0 } }, company.name),
        ),
        h(
          Section,
          {
            style: {
              backgroundColor: MAIL_COLORS.white,
              border: `1px solid ${MAIL_COLORS.line}`,
              borderTop: "none",
              borderRadius: "0 0 16px 16px",
              padding: "32px",
            },
          },
          props.children,
        ),
        h(
          Section,
          { style: { padding: "24px 32px" } },
          props.footer ?? null,
          h(
            Text,
            { style: { ...styles.muted, fontSize: "12px", lineHeight: "18px" } },
            `${company.legalName} · ${address.street}, ${address.postalCode} ${address.city}, ${address.country} · `,
            h(Link, { href: company.phone.href, style: { color: MAIL_COLORS["ink-600"] } }, company.phone.display),
          ),
        ),
      ),
    ),
  );
}

export const Paragraph = (props: { children?: ReactNode; style?: CSSProperties }) =>
  h(Text, { style: { ...styles.text, ...props.style } }, props.children);

export const Title = (props: { children?: ReactNode }) =>
  h(Heading, { as: "h1", style: styles.heading }, props.children);

export const Subtitle = (props: { children?: ReactNode }) =>
  h(Heading, { as: "h2", style: styles.subheading }, props.children);

export const Action = (props: { href: string; children?: ReactNode }) =>
  h(
    Section,
    { style: { margin: "8px 0 24px" } },
    h(Button, { href: props.href, style: styles.button }, props.children),
  );

export const Rule = () => h(Hr, { style: { borderColor: MAIL_COLORS.line, margin: "24px 0" } });

/** Lines kept as lines (a message typed by staff or a visitor): one paragraph per blank-line block. */
export function Lines(props: { text: string; style?: CSSProperties }) {
  return h(
    "div",
    null,
    ...props.text
      .trim()
      .split(/\r?\n\s*\r?\n/)
      .map((block, index) =>
        h(
          Text,
          { key: index, style: { ...styles.text, ...props.style } },
          ...block.split(/\r?\n/).flatMap((line, i) => (i === 0 ? [line] : [h("br", { key: i }), line])),
        ),
      ),
  );
}

export { Link, Text, Section };
