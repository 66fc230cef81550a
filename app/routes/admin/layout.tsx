import { Form, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdmin } from "../../admin/session.server.ts";
import "../../styles/admin.css";

export async function loader(args: Route.LoaderArgs) {
  const { session } = await requireAdmin(args);
  return { csrf: session.csrfToken };
}

export const meta: Route.MetaFunction = () => [
  { title: "Lojuvard inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

const SECTIONS = [
  ["/admin/requests", "Quote requests"],
  ["/admin/applications", "Job applications"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/erase", "Erase a person"],
  ["/admin/audit", "Audit log"],
] as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin">
      <header className="admin__bar">
        <strong className="admin__brand">Lojuvard inbox</strong>
        <nav aria-label="Inbox">
          <ul className="admin__nav plain-list">
            {SECTIONS.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to}>{label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/admin/logout">
          <input type="hidden" name="csrf" value={loaderData.csrf} />
          <button type="submit" className="btn btn--secondary btn--sm">
            Sign out
          </button>
        </Form>
      </header>
      <main id="main" className="admin__main">
        <Outlet context={{ csrf: loaderData.csrf }} />
      </main>
    </div>
  );
}
