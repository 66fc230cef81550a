import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";

/**
 * A real IMAP server for tests: Debian's Dovecot (`apt-get install dovecot-imapd`; .ci/run
 * installs it), started here with a configuration of its own in a temporary folder, on a
 * port of its own on 127.0.0.1, with one mailbox user in a passwd file and plain
 * authentication (loopback only, no TLS). Mail arrives as a mail server would deliver it:
 * APPENDed to the mailbox. A system-wide Dovecot, if one runs, is never touched.
 */
const DOVECOT = process.env.DOVECOT_PATH ?? "/usr/sbin/dovecot";

export class TestImapServer {
  readonly user = "inbox@lojuvard.test";
  readonly password = "lapis-mailbox-2026";
  port = 0;
  private dir = "";
  private process: ChildProcess | undefined;

  /** The IMAP_URL of the mailbox. */
  get url(): string {
    return `imap://${encodeURIComponent(this.user)}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/INBOX`;
  }

  get running(): boolean {
    return this.process !== undefined;
  }

  async start(port?: number): Promise<void> {
    this.port = port ?? (this.port || (await freePort()));
    if (!this.dir) this.dir = mkdtempSync(join(tmpdir(), "lojuvard-imap-"));
    const mail = join(this.dir, "mail");
    mkdirSync(mail, { recursive: true });
    mkdirSync(join(this.dir, "run"), { recursive: true });
    chmodSync(this.dir, 0o755);
    // As root, Dovecot drops to its own users (made by the package) and never keeps mail as root;
    // as anyone else, everything runs as that user.
    const root = process.getuid?.() === 0;
    const me = userInfo();
    if (root) chownSync(mail, dovecotId("u"), dovecotId("g"));
    const mailUser = root ? "uid=dovecot gid=dovecot" : `uid=${me.uid} gid=${me.gid}`;
    writeFileSync(join(this.dir, "users"), `${this.user}:{PLAIN}${this.password}\n`);
    writeFileSync(
      join(this.dir, "dovecot.conf"),
      [
        `base_dir = ${join(this.dir, "run")}`,
        `state_dir = ${join(this.dir, "state")}`,
        `log_path = ${join(this.dir, "dovecot.log")}`,
        "protocols = imap",
        "listen = 127.0.0.1",
        "ssl = no",
        "disable_plaintext_auth = no",
        "auth_mechanisms = plain login",
        `mail_location = maildir:${mail}/%u`,
        "first_valid_uid = 1",
        ...(root
          ? []
          : [
              `default_login_user = ${me.username}`,
              `default_internal_user = ${me.username}`,
              `default_internal_group = ${me.username}`,
            ]),
        `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${join(this.dir, "users")}\n}`,
        `userdb {\n  driver = static\n  args = ${mailUser} home=${mail}/%u\n}`,
        `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${this.port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
        "service anvil {\n  chroot =\n}",
        "",
      ].join("\n"),
    );
    const child = spawn(DOVECOT, ["-F", "-c", join(this.dir, "dovecot.conf")], { stdio: "ignore" });
    this.process = child;
    for (let i = 0; i < 100; i += 1) {
      if (child.exitCode !== null) break;
      if (await accepts(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.stop();
    throw new Error(`Dovecot did not start on port ${this.port} (is dovecot-imapd installed? ${DOVECOT})`);
  }

  /** Stops the server; the mailbox stays for a restart on the same port. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  /** Stops the server and removes its folder. */
  async destroy(): Promise<void> {
    await this.stop();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  /** Delivers a message to the mailbox, as the mail server does when a reply arrives. */
  async deliver(raw: string | Buffer): Promise<void> {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port: this.port,
      secure: false,
      auth: { user: this.user, pass: this.password },
      logger: false,
    });
    await client.connect();
    try {
      await client.append("INBOX", raw);
    } finally {
      await client.logout();
    }
  }
}

/** The package's system user's ids, which differ between machines. */
function dovecotId(kind: "u" | "g"): number {
  return Number(execFileSync("id", [`-${kind}`, "dovecot"], { encoding: "utf8" }).trim());
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
