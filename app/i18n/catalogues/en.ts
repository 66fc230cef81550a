/**
 * Interface strings in English: the source of truth for every catalogue.
 * Russian and Uzbek are typed against `Catalogue` (derived from this module), so
 * a missing key fails the type check, and tests fail on empty or untranslated values.
 */
const en = {
  common: {
    skipToContent: "Skip to main content",
    home: "Home",
    readMore: "Read more",
    learnMore: "Learn more",
    getQuote: "Get a quote",
    breadcrumbs: "Breadcrumb",
    opensInNewTab: "opens in a new tab",
    close: "Close",
  },
  nav: {
    label: "Main navigation",
    home: "Home",
    services: "Services",
    servicesOverview: "All services",
    webdev: "Web development",
    mobileapps: "Mobile applications",
    frontapps: "Front-end applications",
    spe: "Software product engineering",
    technologies: "Technologies",
    industries: "Industries",
    ofandprod: "Office and productivity",
    banking: "Banking and finance",
    ecommerce: "E-commerce and retail",
    logistics: "Logistics",
    education: "Education",
    fintech: "Fintech",
    company: "Company",
    aboutus: "About us",
    people: "People",
    careers: "Careers",
    casestudies: "Case studies",
    blog: "Blog",
    privacy: "Privacy policy",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileMenu: "Site menu",
  },
  language: {
    label: "Language",
    choose: "Choose language",
    current: "Current language",
  },
  footer: {
    description:
      "Lojuvard designs, builds and runs software for banks, government agencies and growing businesses. Engineering teams in Tashkent and Bukhara, offices in London, New York, Dubai and Phnom Penh.",
    social: "Lojuvard on social networks",
    linkedin: "LinkedIn",
    instagram: "Instagram",
    telegram: "Telegram",
    youtube: "YouTube",
    quickLinks: "Company",
    services: "Services",
    contact: "Contact",
    subscribeTitle: "Engineering notes, once a month",
    subscribeText: "Case studies, technical guides and company news. No spam; unsubscribe with one click.",
    emailLabel: "Your e-mail",
    emailPlaceholder: "name@company.com",
    subscribe: "Subscribe",
    rights: "All rights reserved.",
    cookiePolicy: "Cookie policy",
  },
  cookie_policy_check: {
    title: "We use cookies",
    description: [
      "We use essential cookies to remember your language and your choices, and, only with your consent, analytics cookies to improve the site. Read more in our ",
      "cookie policy",
      ".",
    ] as [string, string, string],
    button: "Accept",
    close: "Close the cookie notice",
    region: "Cookie notice",
  },
  quote: {
    title: "Tell us about your project",
    intro:
      "Describe what you need and attach a brief if you have one. An engineer, not a call centre, replies within one business day.",
    close: "Close the form",
  },
  blog: {
    categoriesLabel: "Categories",
    categories: {
      all: "All",
      "product-updates": "Product updates",
      tutorials: "Tutorials and how-to guides",
      "technical-insights": "Technical insights",
      "industry-trends": "Industry trends and insights",
      "case-studies": "Case studies",
      cases: "Cases",
    },
    minutesRead: "{n} min read",
    by: "By",
    showMore: "Show more",
    showLess: "Show less",
    similar: "Similar articles",
    backToBlog: "All articles",
  },
  gallery: {
    intro:
      "Every building block of the site in each of its states. Designers and engineers check changes here before they reach a page.",
    colours: "Colours",
    typography: "Typography",
    buttons: "Buttons",
    cards: "Cards",
    badges: "Badges",
    fields: "Form fields",
    figures: "Figures",
    states: { normal: "Normal", disabled: "Disabled", invalid: "Invalid", focus: "Focus" },
    sampleHeading: "Engineering that banks and ministries trust",
    sampleText: "Teams in Tashkent and Bukhara design, build and run software for millions of people.",
    fieldLabel: "Company e-mail",
    fieldHint: "We reply within one business day.",
    fieldError: "Value is not a valid email address",
    checkbox: "I agree to receive a reply by e-mail",
  },
  loader: {
    label: "Loading",
  },
  pages: {
    test: {
      title: "Component gallery",
      description:
        "The living gallery of the Lojuvard design system: colours, type, buttons, cards, form fields and badges in every state.",
    },
    careers: {
      title: "Careers",
      description:
        "Join Lojuvard: open positions in Tashkent, Bukhara, London, New York, Dubai and Phnom Penh, our hiring process and how to apply.",
      lead: "We hire engineers, designers, analysts and managers who want their work to matter to millions of people. Find an open position in Tashkent, Bukhara or one of our offices abroad, or work remotely with the team.",
    },
    blog: {
      title: "Blog",
      description:
        "Articles by Lojuvard engineers: banking and government technology, tutorials, technical insights, case studies and company news.",
      lead: "Notes from our engineering, design and delivery teams: what we learn building software for banks, ministries and growing businesses.",
    },
    thankYou: {
      title: "Thank you",
      description: "Your request has reached Lojuvard. Our team replies within one business day.",
      heading: "Thank you, we have your request",
      text: "A member of our team will read it today and reply within one business day. Meanwhile, follow our work on social networks.",
      button: "Back to the home page",
      social: "Follow Lojuvard",
    },
    notFound: {
      title: "Page not found",
      description: "The page you are looking for does not exist or has moved.",
      heading: "We could not find this page",
      text: "The link may be out of date, or the address may contain a typo. These pages are a good place to continue:",
      home: "Home page",
    },
    serverError: {
      heading: "Something went wrong on our side",
      text: "The page could not be shown because of an error on our server. Please try again in a minute; these pages may help meanwhile:",
    },
  },
};

export type Catalogue = typeof en;
export default en;
