import { data } from "react-router";
import type { Route } from "./+types/media-library";
import { requireStaff } from "../../admin/session.server.ts";
import { libraryItems, mayAddMedia } from "../../admin/media.server.ts";

/** The library as the editors' pickers list it (JSON), for anyone who may choose from it. */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  if (!mayAddMedia(session.staff)) throw data(null, { status: 403 });
  const kind = args.url.searchParams.get("kind");
  const items = (await libraryItems(services.database)).filter((item) => !kind || item.kind === kind);
  return Response.json(
    items.map(({ id, kind: itemKind, name, width, height, thumbnail, alt, mime, size }) => ({
      id,
      kind: itemKind,
      name,
      width,
      height,
      thumbnail,
      alt,
      mime,
      size,
    })),
    { headers: { "Cache-Control": "no-store" } },
  );
}
