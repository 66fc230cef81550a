import type { EntryPreviewData } from "../previews.server.ts";
import { useInbox } from "../i18n/index.ts";
import { useSite } from "../../site/use-site.ts";
import { PostArticle } from "../../components/blog/PostArticle.tsx";
import { JobArticle } from "../../components/careers/JobArticle.tsx";
import { CaseStudyArticle } from "../../components/cases/CaseStudyArticle.tsx";
import { Footer } from "../../components/layout/Footer.tsx";
import CookieNoticePanel from "../../components/layout/CookieNoticePanel.tsx";
import { NotFound } from "../../components/not-found/NotFound.tsx";
import "../../styles/blog-post.css";
import "../../styles/careers.css";

/**
 * An entry's saved version as visitors will see it (previews.server.ts): a post or an
 * opening drawn by its public component; a page's words by the page itself, in a frame;
 * the words every page shares by the parts that show them.
 */
export function EntryPreview({ preview }: { preview: EntryPreviewData }) {
  const { t } = useInbox();
  switch (preview.kind) {
    case "post":
      return <PostArticle post={preview.props.post} url={preview.url} />;
    case "opening":
      return (
        <JobArticle
          job={preview.props.job}
          open={preview.props.open}
          careers={preview.props.careers}
          labels={preview.props.labels}
          url={preview.url}
        />
      );
    case "case-study":
      return <CaseStudyArticle page={preview.props.casePage} />;
    case "page":
      return <iframe className="admin-preview__page" src={preview.frame} title={t.content.previewNote} />;
    case "consent":
      return (
        <div className="admin-preview__parts">
          <CookieNoticePanel onDone={() => undefined} />
          <ConsentSentence />
        </div>
      );
    case "company":
      return <Footer />;
    case "not-found":
      return <NotFound />;
  }
}

/** The consent sentence as the forms show it beside their checkbox. */
function ConsentSentence() {
  const { consent } = useSite();
  return (
    <p className="checkbox">
      <input type="checkbox" disabled aria-label={consent.linkText} />
      <span>
        {consent.text}
        <a href="/privacy-policy">{consent.linkText}</a>
      </span>
    </p>
  );
}
