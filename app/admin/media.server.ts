/** The media library, as the inbox's pages reach it (server/content/media.ts). */
export { deleteMedia, describeMedia, libraryItems } from "../../server/content/media.ts";
export { mayAddMedia } from "../../server/content/media-routes.ts";
export { previewMarkdown } from "../../server/content/markdown-preview.ts";
