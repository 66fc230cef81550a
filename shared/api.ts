/**
 * The API's paths: the three calls of the specification (§7) at their exact paths, and
 * the job application and CV upload the site adds. Client, server, tests and
 * benchmarks all name them from here.
 */
export const API_PATHS = {
  /** A quote request (spec: insert_staffs). */
  contact: "/api/v1/insert_staffs",
  /** A job application with its CV. */
  application: "/api/v1/insert_application",
  /** A newsletter subscription. */
  subscribe: "/api/v1/insert_subscriber",
} as const;

/** Uploads: `/files/upload/category/attachments` (spec) and `/files/upload/category/cv`. */
export function uploadPath(category: string): string {
  return `/files/upload/category/${category}`;
}

/** The route pattern the server registers for uploads. */
export const UPLOAD_ROUTE = "/files/upload/category/:category";

/** Where the inbox uploads a file for a message to a sender or a reply template (staff only). */
export const MESSAGE_FILE_PATH = "/admin/conversation-files";
