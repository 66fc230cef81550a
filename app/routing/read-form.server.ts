import { data } from "react-router";

/**
 * The form an action was sent. The server already refused other content types (415) and
 * oversized bodies (413); a body that claims to be a form but cannot be read as one
 * (broken multipart framing, say), or holds text nothing can store, is the sender's
 * fault: 400, never a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("The form could not be read", { status: 400 });
  }
  // Text that no database keeps (a NUL, half a surrogate pair) cannot name or store anything.
  for (const value of form.values()) {
    if (typeof value === "string" && (value.includes("\0") || !value.isWellFormed())) {
      throw data("The form holds characters it cannot hold", { status: 400 });
    }
  }
  return form;
}
