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
  "subscribers",
  "openings",
  "careers",
  "posts",
  "pages",
  "newsletter",
  "company",
  "accounts",
  "erase",
  "audit",
] as const;
export type Area = (typeof AREAS)[number];

export const ROLE_AREAS: Record<Role, readonly Area[]> = {
  administrator: AREAS,
  editor: ["posts", "pages", "subscribers", "newsletter"],
  recruiter: ["openings", "applications", "careers"],
  sales: ["requests"],
};

export function isArea(value: unknown): value is Area {
  return (AREAS as readonly unknown[]).includes(value);
}

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

export function canAccess(role: Role, area: Area): boolean {
  return ROLE_AREAS[role].includes(area);
}

/** The id of the administrator who signs in with ADMIN_PASSWORD. */
export const BOOTSTRAP_ACCOUNT_ID = "bootstrap";

/** Why POST /admin/media refused an image (the inbox's catalogue words each). */
export type MediaProblem = "signedOut" | "refused" | "expired" | "unsupported" | "missing" | "tooLarge" | "network";
