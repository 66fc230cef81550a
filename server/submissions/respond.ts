import type { FastifyReply, FastifyRequest } from "fastify";
import { API_MESSAGES, type ErrorCode } from "../../shared/forms/fields.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { resolvePathLanguage } from "../../shared/i18n/request-language.ts";

/** The answer to an accepted submission, and to one kept as spam: they look the same. */
export const ACCEPTED = { status: "ok" } as const;

/** 400 with a message per invalid field, in the specification's words. */
export function invalid(reply: FastifyReply, errors: Partial<Record<string, ErrorCode>>) {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, { code, message: API_MESSAGES[code ?? "required"] }]),
  );
  return reply.code(400).send({ error: "invalid", message: "Some fields are not valid", fields });
}

/**
 * The language the visitor was using: that of the page they sent from, decided as the page
 * itself was (its prefix, else their stored language; shared/i18n/request-language.ts).
 */
export function submissionLanguage(request: FastifyRequest): Language {
  let path = "/";
  try {
    if (request.headers.referer) path = new URL(request.headers.referer).pathname;
  } catch {
    // An unreadable Referer says nothing about the page: the stored language decides.
  }
  return resolvePathLanguage(path, request.headers.cookie).lang;
}
