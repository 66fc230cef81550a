/**
 * Staff roles and the inbox areas each may see and change (issue: staff accounts). The
 * server enforces them on every loader and action; the inbox's menu only reflects them.
 */
export const ROLES = ["administrator", "editor", "recruiter", "sales"] as const;
export type Role = (typeof ROLES)[number];

/** Every area, in the order of the inbox's menu. */
export const AREAS = [
  "requests",
  "applications",
  // Replies from the mailbox that name no conversation, for sales and recruiters to sort.
  "unsorted",
  // Where quote requests and applications came from, by month.
  "sources",
  "subscribers",
  "openings",
  "careers",
  "posts",
  "pages",
  "proof",
  "people",
  "media",
  // Redirects from old addresses, kept by editors (issue 27.3).
  "redirects",
  "newsletter",
  "company",
  "accounts",
  // Where staff e-mails go, the mailbox, webhooks.
  "integrations",
  "erase",
  "audit",
] as const;
export type Area = (typeof AREAS)[number];

const ROLE_AREAS: Record<Role, readonly Area[]> = {
  administrator: AREAS,
  editor: ["posts", "pages", "media", "redirects", "proof", "people", "subscribers", "newsletter"],
  recruiter: ["openings", "applications", "careers", "unsorted", "sources"],
  sales: ["requests", "unsorted", "sources"],
};

export function isArea(value: unknown): value is Area {
  return (AREAS as readonly unknown[]).includes(value);
}

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/**
 * Rights an administrator may grant an account beyond its role's areas: "people" lets a
 * recruiter or a member of sales keep the team on the people page up to date.
 */
export const PERMISSIONS = ["people"] as const;
export type Permission = (typeof PERMISSIONS)[number];

const PERMISSION_AREAS: Record<Permission, readonly Area[]> = {
  people: ["people"],
};

export function isPermission(value: unknown): value is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(value);
}

/** The areas a member may open: their role's, and those their extra permissions grant, in the menu's order. */
export function areasOf(member: { role: Role; permissions: readonly Permission[] }): Area[] {
  const granted = new Set<Area>([
    ...ROLE_AREAS[member.role],
    ...member.permissions.flatMap((permission) => PERMISSION_AREAS[permission]),
  ]);
  return AREAS.filter((area) => granted.has(area));
}

export function canAccess(member: { role: Role; permissions: readonly Permission[] }, area: Area): boolean {
  return areasOf(member).includes(area);
}

/** The id of the administrator who signs in with ADMIN_PASSWORD. */
export const BOOTSTRAP_ACCOUNT_ID = "bootstrap";

/** Why POST /admin/media refused an image (the inbox's catalogue words each). */
export type MediaProblem =
  | "signedOut"
  | "refused"
  | "expired"
  | "unsupported"
  | "missing"
  | "tooLarge"
  | "network"
  /** An image too long or too narrow to keep in every size (server/content/media.ts). */
  | "dimensions";
/** Why the inbox could not upload a file for a message or a reply template: the same reasons, images' proportions aside. */
export type UploadProblem = Exclude<MediaProblem, "dimensions">;
