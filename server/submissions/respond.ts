import type { FastifyReply, FastifyRequest } from "fastify";
import { COOKIES, readCookie } from "../../shared/cookies.ts";
import { API_MESSAGES, type ErrorCode } from "../../shared/forms/fields.ts";
import { DEFAULT_LANGUAGE, isLanguage, splitLanguagePrefix, type Language } from "../../shared/i18n/languages.ts";

/** The answer to an accepted submission, and to one we silently drop as automated: they look the same. */
export const ACCEPTED = { status: "ok" } as const;

/** 400 with a message per invalid field, in the specification's words. */
export function invalid(reply: FastifyReply, errors: Partial<Record<string, ErrorCode>>) {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, { code, message: API_MESSAGES[code ?? "required"] }]),
  );
  return reply.code(400).send({ error: "invalid", message: "Some fields are not valid", fields });
}

/** The language the visitor was using: the page they sent from, else their stored language. */
export function submissionLanguage(request: FastifyRequest): Language {
  const referer = request.headers.referer;
  if (referer) {
    try {
      const { lang } = splitLanguagePrefix(new URL(referer).pathname);
      if (lang) return lang;
    } catch {
      // An unreadable Referer says nothing about the language.
    }
  }
  const stored = readCookie(request.headers.cookie, COOKIES.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
