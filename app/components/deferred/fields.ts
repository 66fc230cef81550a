/**
 * What the visitor typed or chose in a deferred part's server-rendered fields before its
 * code took over, and putting it back (deferred.tsx). Loaded with the part's code.
 */
export interface FieldSnapshot {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
  /** A copy: clearing the field empties the list it held. */
  files: FileList | null;
}

/** What the visitor put into the server-rendered fields before the code took over. */
export function snapshotFields(root: HTMLElement): FieldSnapshot[] {
  return [...root.querySelectorAll<FieldSnapshot["field"]>("input, textarea, select")]
    .filter((field) => field.type !== "hidden" && changedByVisitor(field))
    .map((field) => ({
      field,
      value: field.value,
      checked: "checked" in field && field.checked,
      files: field instanceof HTMLInputElement && field.files ? copyFiles(field.files) : null,
    }));
}

function copyFiles(files: FileList): FileList {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer.files;
}

/** Whether a field differs from what the server's HTML put in it. */
function changedByVisitor(field: FieldSnapshot["field"]): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === "file") return Boolean(field.files?.length);
  return field.value !== field.defaultValue;
}

/**
 * Puts the visitor's values back as if entered again, so the form's own handlers see them.
 * React only reports a change when the value differs from the last one it saw set through
 * the element's own property; so that one is set to something else first, and the real
 * value through the prototype's setter, which React does not watch.
 */
export function restoreFields(snapshot: FieldSnapshot[]): void {
  for (const { field, value, checked, files } of snapshot) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== checked) field.click();
      else if (checked) {
        field.checked = !checked;
        field.click();
      }
      continue;
    }
    if (field instanceof HTMLInputElement && field.type === "file") {
      field.value = "";
      if (files) field.files = files;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    field.value = value === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    const event = field instanceof HTMLSelectElement ? "change" : "input";
    field.dispatchEvent(new Event(event, { bubbles: true }));
  }
}
