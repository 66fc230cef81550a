/**
 * Ports of the extra production servers some browser tests start, each its own, counted
 * from the suite's server port (E2E_PORT, default 3100): two checkouts can run their suites
 * side by side with different E2E_PORT values and never meet.
 */
const BASE = Number(process.env.E2E_PORT ?? 3100);

export const TEST_PORTS = {
  shutdown: BASE + 90,
  scaleOut: [BASE + 91, BASE + 92] as const,
  /** Varnish in front of the two scale-out instances. */
  scaleOutEdge: BASE + 79,
  mail: BASE + 93,
  noSiteUrl: BASE + 94,
  httpsProxy: BASE + 95,
  uploadLimit: BASE + 96,
  cachePoisoning: BASE + 97,
  /** A production server, and Varnish in front of it. */
  edgeCache: { site: BASE + 98, varnish: BASE + 99 },
  /** Two instances on one PostgreSQL, and the IMAP server replies come back to. */
  conversations: [BASE + 80, BASE + 81] as const,
  imap: BASE + 82,
  pageContent: BASE + 83,
  /** A fresh installation whose installation password hands over to a real administrator. */
  accounts: BASE + 84,
  /** A server with e-mail where interviews are proposed and newsletter issues sent. */
  hiringMail: BASE + 70,
  /** Follow-ups, the morning digest and staff mail in each reader's language. */
  followUps: BASE + 69,
  /** An administrator sends a webhook's test event to a receiver on this machine. */
  webhookTest: BASE + 74,
  /** An installation whose sign-in is tried without scripts, with one-time codes, in three languages. */
  signIn: BASE + 85,
  /** `npm run dev`: the development server, pages from Vite. */
  devServer: BASE + 71,
  /** Messages with files and reply templates: the site, and the IMAP server replies come back to. */
  replies: { site: BASE + 87, imap: BASE + 88 },
  /** Staff publish proof (a case, a client, a colleague) that no other test should see. */
  proof: BASE + 89,
  /** Roles, an opening and a scheduled post: changes no other test should see. */
  staff: BASE + 86,
  /** Two staff members saving one entry: the about page, a post, the company details. */
  editConflicts: BASE + 73,
} as const;
