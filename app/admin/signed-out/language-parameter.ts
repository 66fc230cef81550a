/** The query parameter of the language links on the pages before sign-in (`?lang=ru`). */
export const LANGUAGE_PARAMETER = "lang";
