import type { Config } from "../config.ts";
import type { Sender } from "./email.ts";

/** Telegram refuses longer messages. */
const MAX_LENGTH = 4096;
const TIMEOUT_MS = 10_000;

/** A message to TELEGRAM_CHAT_ID by the bot of TELEGRAM_BOT_TOKEN, as plain text (no markup to inject). */
export function telegramSender(
  config: Pick<Config, "TELEGRAM_BOT_TOKEN" | "TELEGRAM_CHAT_ID" | "TELEGRAM_API_URL">,
): Sender {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: chatId } = config;
  if (!token || !chatId) throw new Error("TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are required");
  const endpoint = `${config.TELEGRAM_API_URL.replace(/\/+$/, "")}/bot${token}/sendMessage`;
  return async (message) => {
    let text = `${message.subject}\n\n${message.text}`.trim();
    if (text.length > MAX_LENGTH) text = `${text.slice(0, MAX_LENGTH - 1)}…`;
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // The error of fetch names the URL, which holds the bot's token: never pass it on.
      const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : describe(error);
      throw new Error(`Telegram unreachable: ${reason}`, { cause: error });
    }
    const raw = await response.text().catch(() => "");
    let answer: { ok?: unknown; description?: unknown } | undefined;
    try {
      answer = JSON.parse(raw) as typeof answer;
    } catch {
      answer = undefined;
    }
    if (!response.ok || answer?.ok !== true) {
      const description =
        typeof answer?.description === "string" ? answer.description : raw.replace(/\s+/g, " ").trim().slice(0, 200);
      throw new Error(`Telegram answered ${response.status}${description ? `: ${description}` : ""}`);
    }
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === "string" ? cause.code : typeof cause?.message === "string" ? cause.message : "";
  return detail ? `${error.message} (${detail})` : error.message;
}
