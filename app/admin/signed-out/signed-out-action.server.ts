import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Language } from "../../../shared/i18n/languages.ts";
import { readForm } from "../../routing/read-form.server.ts";
import { siteContext } from "../../site/context.server.ts";
import { parseIntent, type Invalid } from "../forms/parse-intent.server.ts";
import { inboxCatalogue, type InboxCatalogue } from "../i18n/index.ts";
import { inboxServices, sameOrigin, secureCookies } from "../session.server.ts";

/** What an intent of a page before sign-in is given, beside its fields. */
interface SignedOutContext {
  services: Awaited<ReturnType<typeof inboxServices>>;
  form: FormData;
  /** The page's language (decided as its loader decides it), and its words. */
  lang: Language;
  t: InboxCatalogue;
  /** The client's address, for the sign-in limits. */
  address: string;
  /** Whether cookies set now must be Secure. */
  secure: boolean;
}

export interface SignedOutIntent<S extends z.ZodType, R> {
  schema: S;
  run: (value: z.output<S>, context: SignedOutContext) => Promise<R> | R;
}

/** Declares an intent of a page before sign-in; the value's type follows its schema. */
export function signedOutIntent<S extends z.ZodType, R>(
  schema: S,
  run: SignedOutIntent<S, R>["run"],
): SignedOutIntent<S, R> {
  return { schema, run };
}

/** A refusal said in the page (sent from another site), beside the intents' own answers. */
interface Refused {
  error: string;
}

type Returned<I> = I extends SignedOutIntent<z.ZodType, infer R> ? Awaited<R> : never;

/**
 * The one shape of the actions of the pages before sign-in (sign-in, its code step,
 * forgotten password, reset, invitation), as `staffAction` is for the inbox's: the form must
 * come from this site (`sameOrigin`: no session holds a token yet), it names its intent, and
 * that intent's schema reads it (`parseWithZod`). Every refusal is an answer the page shows,
 * so a plain post without scripts learns why too.
 */
export async function signedOutAction<I extends Record<string, SignedOutIntent<z.ZodType, unknown>>>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  lang: Language,
  intents: I,
): Promise<Returned<I[keyof I]> | ReturnType<typeof data<Invalid>> | ReturnType<typeof data<Refused>>> {
  const services = await inboxServices(args.context);
  const t = inboxCatalogue(lang);
  if (!sameOrigin(args.request)) return data({ error: t.signedOut.crossSite }, { status: 403 });
  const form = await readForm(args.request);
  const parsed = parseIntent(form, intents);
  if (!parsed.ok) return parsed.answer;
  const context: SignedOutContext = {
    services,
    form,
    lang,
    t,
    address: siteContext(args.context).clientAddress,
    secure: secureCookies(args.request, services),
  };
  return (await intents[parsed.name]!.run(parsed.value, context)) as Returned<I[keyof I]>;
}
