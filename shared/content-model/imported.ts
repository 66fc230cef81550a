/**
 * Who saved what the site starts with (content/), as stored on its entries and revisions.
 * A stable marker, not words for staff: the inbox shows it as "Imported with the site" in the
 * staff member's language. Its value is what earlier installations already hold.
 */
export const IMPORTED_BY = "Site content (content/)";
