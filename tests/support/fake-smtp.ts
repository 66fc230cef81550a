import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeTo: string[];
  /** Header names in lower case, values decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  /** The HTML part, when the message has one. */
  html: string | null;
  /** The files it carries, as a mail program reads them. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: string;
  /** The user name the client signed in with, when it did (tells two senders apart). */
  user: string | null;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, parsed as a mail client
 * would (mailparser); stoppable and restartable on its port, to play a mail server that
 * goes away.
 */
export class FakeSmtp {
  received: ReceivedMail[] = [];
  port = 0;
  /**
   * Runs on each message once it is received and before the server answers "250 OK":
   * what a sender does then (a crash) happens mid-send.
   */
  onMessage: ((mail: ReceivedMail) => Promise<void> | void) | undefined;
  private server: SMTPServer | undefined;

  get running() {
    return this.server !== undefined;
  }

  async start(port = this.port) {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const envelopeTo = session.envelope.rcptTo.map((address) => address.address);
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((mail) => {
              const headers = new Map<string, string>();
              for (const line of mail.headerLines) {
                const colon = line.line.indexOf(":");
                headers.set(line.key, line.line.slice(colon + 1).trim());
              }
              const received: ReceivedMail = {
                envelopeTo,
                headers,
                subject: mail.subject ?? "",
                text: (mail.text ?? "").replace(/\r\n/g, "\n"),
                html: typeof mail.html === "string" ? mail.html : null,
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename ?? "",
                  contentType: file.contentType,
                  content: file.content,
                })),
                raw: raw.toString("utf8"),
                user: typeof session.user === "string" ? session.user : null,
              };
              this.received.push(received);
              return this.onMessage?.(received);
            })
            .then(
              () => callback(),
              (error: Error) => callback(error),
            );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    // A client that dies mid-conversation is a socket error, not a reason to stop serving.
    server.on("error", () => {});
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
