import type { CaseStudiesModule } from "../../types.ts";

const caseStudies: CaseStudiesModule = {
  list: {
    meta: {
      title: "Case studies",
      description:
        "How Lojuvard built a state bank's family-loan platform, a preschool management system and an online mahalla platform: the task, the team and the results.",
    },
    title: "Case studies",
    lead: "Systems we have built for banks, public services and education, with the problem each client faced, how we worked and what changed after launch. Every figure on these pages comes from a live system.",
    readMore: "Read the case study",
    filter: {
      industries: "Industry",
      services: "Service",
      allIndustries: "All industries",
      allServices: "All services",
      none: "We have not published a case study for this industry and service yet.",
      showAll: "Show all case studies",
    },
    cta: {
      title: "Have a project with a hard deadline?",
      text: "Tell us what you need to launch and by when. We will assemble a team, propose a plan and show you how we would deliver it.",
      button: "Get a quote",
    },
  },

  study: {
    challenge: "The challenge",
    process: "How we worked",
    solution: "The solution",
    results: "Results",
    features: "Key features",
    gallery: "Inside the product",
    openScreen: "Open full size",
    readOn: "Read on",
  },
};

export default caseStudies;
