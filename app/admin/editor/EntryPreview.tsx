import type { EntryPreviewData } from "../previews.server.ts";
import { PostArticle } from "../../components/blog/PostArticle.tsx";
import { JobArticle } from "../../components/careers/JobArticle.tsx";
import { CaseStudyArticle } from "../../components/cases/CaseStudyArticle.tsx";
import "../../styles/blog-post.css";
import "../../styles/careers.css";

/** An entry's public page component, drawn with the saved version's data (previews.server.ts). */
export function EntryPreview({ preview }: { preview: EntryPreviewData }) {
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
  }
}
