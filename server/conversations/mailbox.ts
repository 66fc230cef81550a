import { ImapFlow } from "imapflow";

/**
 * Reading the conversations' mailbox (IMAP_URL) with ImapFlow. Each message is handed on
 * once it is read whole, then marked with a keyword of ours so the next read skips it;
 * where the mailbox keeps no keywords, the \Seen flag serves. A message that a crash left
 * unmarked is read again and recognised by the database (storeIncoming's claim), so
 * nothing is lost and nothing is stored twice, whichever instance reads it.
 */
export interface MailboxEntry {
  mailboxKey: string;
  size: number;
  headers: Buffer;
  source?: Buffer;
}

const KEPT_KEYWORD = "$LojuvardKept";
/** Messages handled in one read; the rest wait for the next. */
const BATCH = 50;

function mailboxClient(url: string): { client: ImapFlow; mailbox: string } {
  const parsed = new URL(url);
  const secure = parsed.protocol === "imaps:";
  const client = new ImapFlow({
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 993 : 143)),
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    logger: false,
    // A silent server must not hold the reader: the next read tries again.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return { client, mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, "")) || "INBOX" };
}

/** Reads the messages not yet handed on, up to a batch; `handle` rejecting stops the read (it is tried again). */
export async function readMailbox(
  url: string,
  options: { maxMessageBytes: number; signal?: AbortSignal },
  handle: (entry: MailboxEntry) => Promise<void>,
): Promise<number> {
  const { client, mailbox } = mailboxClient(url);
  // Errors after connecting (a dropped socket) surface through the commands.
  client.on("error", () => {});
  // Stopping the server closes the connection at once rather than waiting for a slow server.
  const stop = () => client.close();
  options.signal?.addEventListener("abort", stop, { once: true });
  await client.connect();
  let handled = 0;
  try {
    const lock = await client.getMailboxLock(mailbox);
    try {
      const opened = client.mailbox;
      if (!opened) throw new Error(`The mailbox ${mailbox} could not be opened`);
      const keywords = opened.permanentFlags?.has("\\*") ?? false;
      const pending =
        (await client.search(keywords ? { unKeyword: KEPT_KEYWORD } : { seen: false }, { uid: true })) || [];
      for (const uid of pending.toSorted((a, b) => a - b).slice(0, BATCH)) {
        if (options.signal?.aborted) break;
        const head = await client.fetchOne(String(uid), { uid: true, size: true, headers: true }, { uid: true });
        if (!head) continue;
        const size = head.size ?? 0;
        const whole =
          size <= options.maxMessageBytes
            ? await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true })
            : undefined;
        await handle({
          mailboxKey: `${opened.uidValidity}:${uid}`,
          size,
          headers: head.headers ?? Buffer.alloc(0),
          ...(whole && whole.source ? { source: whole.source } : {}),
        });
        await client.messageFlagsAdd(String(uid), [keywords ? KEPT_KEYWORD : "\\Seen"], { uid: true });
        handled += 1;
      }
    } finally {
      lock.release();
    }
  } finally {
    options.signal?.removeEventListener("abort", stop);
    await client.logout().catch(() => client.close());
  }
  return handled;
}
