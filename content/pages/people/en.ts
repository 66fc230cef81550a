import type { PeopleContent } from "../../types.ts";

const people: PeopleContent = {
  meta: {
    title: "People",
    description:
      "Meet the people of Lojuvard: the leadership team and the engineers, designers and managers who build software for banks, government and business since 2005.",
  },
  title: "Our people",
  lead: "Lojuvard is its engineers, designers, analysts and managers in Tashkent, Bukhara, London, New York, Dubai and Phnom Penh. They are the reason clients come back to us.",
  leadership: {
    title: "Leadership",
    lead: "The people responsible for our direction, our engineering standards and every project we deliver.",
    portraitAlt: "Illustrated portrait of {name}",
    photoAlt: "Photo of {name}",
  },
  team: {
    title: "Team",
    lead: "Some of the engineers, designers, analysts and managers you will work with on a project.",
  },
  culture: {
    title: "How we work",
    lead: "Six principles that hold across every office and every project, whether the client is a start-up or a ministry.",
    values: [
      {
        title: "Ownership from start to finish",
        text: "Each task has one owner who sees it through to production. If something goes wrong, we say so early and bring a plan to fix it.",
      },
      {
        title: "Quality is built in",
        text: "Code review, automated tests and release checklists are part of the work, not a stage at the end. Our quality management system makes that a habit.",
      },
      {
        title: "Plain, honest communication",
        text: "We write clearly, estimate openly and explain trade-offs in terms a client can act on. No jargon used to hide a problem.",
      },
      {
        title: "Respect for the people who use our software",
        text: "Behind every platform are citizens, parents, borrowers and staff. We design for them, test with them and measure what changes for them.",
      },
      {
        title: "Learning every week",
        text: "Engineers share what they learn in weekly talks and code reviews. Juniors grow with mentors; seniors grow by teaching.",
      },
      {
        title: "One team across six cities",
        text: "Tashkent, Bukhara, London, New York, Dubai and Phnom Penh work as one team, with shared standards, shared tools and shared credit.",
      },
    ],
  },
  life: {
    title: "Life at Lojuvard",
    items: [
      {
        title: "Mentoring from day one",
        text: "Every newcomer gets a mentor and a clear onboarding plan, and takes part in real project work within the first weeks.",
      },
      {
        title: "Knowledge sharing",
        text: "Weekly engineering talks, internal communities for front-end, backend, mobile and QA, and an annual internal conference where teams present their projects.",
      },
      {
        title: "Work across offices",
        text: "Engineers from Tashkent and Bukhara join projects run with colleagues in London, New York, Dubai and Phnom Penh, and travel to meet clients when the work needs it.",
      },
      {
        title: "Life beyond the code",
        text: "Navruz celebrations, a company football league, family days and volunteer coding lessons for school students keep us connected outside work.",
      },
    ],
  },
  cta: {
    title: "Work with us",
    text: "Looking for a team to build your product, or for your next role in engineering? Tell us about your project, or see the positions open in our offices.",
    button: "Get a quote",
    link: "View open positions",
  },
};

export default people;
