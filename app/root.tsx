import { lazy, Suspense, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useServerRender } from "./document/server-render.ts";
import { siteData } from "./site/site-data.server.ts";
import { localizePath } from "../shared/i18n/languages.ts";
import { routePolicyMiddleware } from "./routing/policy-headers.server.ts";
import { previewMiddleware } from "./routing/preview.server.ts";
import { FEED_PATH } from "./routing/paths.ts";
import { policyForRouteId } from "./routing/route-policy.ts";
import type { SiteData } from "./site/use-site.ts";
import { fontPreloads, type BorrowedFont } from "./styles/fonts.ts";
import { SiteChrome } from "./components/layout/SiteChrome.tsx";
import { Alternates } from "./components/layout/Alternates.tsx";
import { PrivacyPolicyPage } from "./components/policy/PrivacyPolicyPage.tsx";
import { CookiePolicyPage } from "./components/policy/CookiePolicyPage.tsx";
import "./styles/global.css";

/**
 * Every page loads on demand except the two policy pages (spec §2): referencing their
 * components here bundles them with the root view.
 */
export const handle = { eagerPages: [PrivacyPolicyPage, CookiePolicyPage] };

export const middleware: Route.MiddlewareFunction[] = [routePolicyMiddleware, previewMiddleware];

export function loader({ request, context }: Route.LoaderArgs): Promise<SiteData> {
  return siteData(request, context);
}

/** The title of an error page (a thrown 404, such as an unknown blog post id; a 410 for a withdrawn one). */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error || !loaderData) return [];
  const { pages } = loaderData.t;
  const copy = pages.notFound;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? copy.title : status === 410 ? pages.gone.title : pages.serverError.heading;
  return [
    { title: `${title} | ${loaderData.tagline}` },
    { name: "description", content: copy.description },
    { name: "robots", content: "noindex, follow" },
  ];
};

// The language never changes during client navigation (a switch reloads the page).
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData("root") as SiteData | undefined;
  const server = useServerRender();
  // A page whose text borrows another script names its fonts in its loader data (blog posts).
  const leaf = useMatches().at(-1)?.loaderData as { borrowedFonts?: BorrowedFont[] } | undefined;
  return (
    // The boot script adds classes to <html> before hydration.
    <html lang={site?.lang ?? "en"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f4d" />
        {/* Drawn by the server only; hydration keeps it as it is (server-render.ts). */}
        <script
          nonce={server?.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: server?.bootScript ?? "" }}
        />
        {fontPreloads(site?.lang ?? "en", leaf?.borrowedFonts).map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
        {site ? <Alternates /> : null}
        {site ? (
          <link
            rel="alternate"
            type="application/rss+xml"
            title={site.t.blog.feed}
            href={site.origin + localizePath(FEED_PATH, site.lang)}
          />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={server?.nonce} />
        <Scripts nonce={server?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The inbox has its own plain layout: no site header, footer, loader or cookie notice.
  const leaf = useMatches().at(-1);
  // The inbox's bare pages (sign-in, forgotten password) are marked once React has taken over too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  if (leaf && policyForRouteId(leaf.id).layout === "bare") return <Outlet />;
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** An error page's body comes with the error, not with every page. */
const NotFound = lazy(() =>
  import("./components/not-found/NotFound.tsx").then((module) => ({ default: module.NotFound })),
);

export function ErrorBoundary() {
  const error = useRouteError();
  const site = useRouteLoaderData("root") as SiteData | undefined;
  const status = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410) ? error.status : 500;
  const notFound = status !== 500;
  // Refusals (4xx) are answers, not failures: only the rest is logged.
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error);
  if (!site) {
    return (
      <main id="main" className="error-plain">
        <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
        <p>
          <a href="/">Lojuvard</a>
        </p>
      </main>
    );
  }
  return (
    <SiteChrome>
      <Suspense fallback={null}>
        <NotFound status={status} />
      </Suspense>
    </SiteChrome>
  );
}
