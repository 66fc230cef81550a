import { Link } from "react-router";
import type { Route } from "./+types/posts";
import { listPostsForStaff, postStore } from "../../admin/inbox.server.ts";
import { completeLanguages } from "../../admin/editor.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { ContentTable } from "../../admin/editor/ContentTable.tsx";
import { useInbox } from "../../admin/i18n/index.ts";
import type { ContentStatus } from "../../../shared/content.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, "posts");
  const { db } = services.database;
  const rows = await listPostsForStaff(db);
  return {
    posts: await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        title: row.title || row.id,
        status: row.status as ContentStatus,
        publishAt: row.publishAt,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
        complete: completeLanguages((await postStore.read(db, row.id))!),
      })),
    ),
  };
}

export default function InboxPosts({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useInbox();
  return (
    <>
      <div className="admin__heading">
        <h1>{t.content.posts}</h1>
        <Link className="btn btn--dark btn--sm" to="/admin/posts/new">
          {t.content.newPost}
        </Link>
      </div>
      <ContentTable items={loaderData.posts} basePath="/admin/posts" lang={lang} t={t} />
    </>
  );
}
