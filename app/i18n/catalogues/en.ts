import { BLOG_CATEGORY_LABELS } from "../../../content/blog/categories.ts";
/**
 * Interface strings in English: the source of truth for every catalogue.
 * Russian and Uzbek are typed against `Catalogue` (derived from this module), so
 * a missing key fails the type check, and tests fail on empty or untranslated values.
 * Strings with `{…}` are ICU messages: pages never format them in the browser, the
 * server hands them over finished (index.server.ts, decision 041).
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
    onThisPage: "On this page",
    backHome: "Back to the home page",
  },
  nav: {
    label: "Main navigation",
    home: "Home",
    services: "Services",
    servicesOverview: "All services",
    technologies: "Technologies",
    industries: "Industries",
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
    featuredCase: "Featured case study",
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
    accessibility: "Accessibility",
    subscribed: "Thank you! Check your inbox: follow the link in our e-mail to confirm your subscription.",
    subscribeInvalid: "Please enter a valid e-mail address and try again.",
  },
  cookieChoice: {
    title: "Your choice",
    text: "Essential cookies (your language and this choice) are always on. Analytics cookies load only if you allow them, from the next page you open.",
    allow: "Allow analytics cookies",
    refuse: "Refuse analytics cookies",
    accepted: "You have allowed analytics cookies.",
    refused: "You have refused analytics cookies.",
    none: "You have not made a choice yet.",
  },
  quote: {
    title: "Tell us about your project",
    /** Finished by the root loader with the company's details (app/site/site-data.server.ts). */
    intro:
      "Attach a brief, a requirements document, a screenshot or a sketch (PNG, JPEG or PDF): it lets the engineer who replies within one business day understand the task and estimate it. No document yet? Call us on {phone}, write to {email} or message {telegram} on Telegram.",
    close: "Close the form",
    fullName: "Full name",
    companyName: "Company name",
    phone: "Phone number",
    email: "Email",
    message: "How can we help?",
    messageHint: "The product, the deadline, the systems it must work with.",
    file: "Attached file",
    submit: "Send request",
    sending: "Sending…",
  },
  blog: {
    categoriesLabel: "Categories",
    categories: { all: "All", ...BLOG_CATEGORY_LABELS.en },
    minutesRead: "{n} min read",
    by: "By",
    showMore: "Show more",
    showLess: "Show less",
    similar: "Similar articles",
    backToBlog: "All articles",
    share: "Share this article",
    shareOn: "Share on",
    shareByEmail: "Share by e-mail",
    feed: "Lojuvard blog — RSS feed",
    newsletter: "Subscribe to new articles",
  },
  proof: {
    testimonials: "What our clients say",
    clients: "Our clients",
    nextCase: "Next case study",
    certificate: {
      title: "Quality management certificate",
      number: "Number",
      registrar: "Registrar",
      scope: "Scope",
      validity: "Valid",
    },
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
  forms: {
    errors: {
      required: "Value is required",
      email: "Value is not a valid email address",
      phoneLength: "This field should be at least 5 characters long",
      phoneChars: "Use only digits and the plus sign",
      tooLong: "This text is too long; please shorten it",
      controlChars: "This text contains invisible control characters, often left by copying; please retype it",
      consent: "Value is required",
      upload: "Upload the file again",
      position: "This position is no longer open. Choose another one, or send a general application.",
    },
    upload: {
      choose: "Choose a file",
      replace: "Choose another file",
      drop: "or drop it here",
      remove: "Remove the file",
      uploading: "Uploading the file",
      uploaded: "Uploaded",
      hint: {
        attachments: "PNG, JPEG or PDF, up to {max}: a brief, a requirements document, a screenshot or a sketch.",
        cv: "PDF, DOC or DOCX, up to {max}",
      },
      wrongType: {
        attachments: "This type of file is not accepted: choose a PNG, JPEG or PDF file.",
        cv: "This type of file is not accepted: choose a PDF, DOC or DOCX file.",
      },
      tooLarge: "This file is too large: the limit is {max}.",
    },
    toast: {
      success: "Your input was successful!",
      error: "Oops, something went wrong!",
      close: "Close notification",
    },
    required: "Required fields are marked with an asterisk (*).",
    honeypot: "Leave this field empty",
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
      openPositions: "{n, plural, one {# open position} other {# open positions}}",
      salary: "{period, select, month {{range} a month} other {{range} a year}}",
      showAll: "{n, plural, one {Show # open position} other {Show all # open positions}}",
      salaryTitle: "Salary before tax",
    },
    officeMap: {
      rustaveli: "Shota Rustaveli Street",
      bobur: "Bobur Street",
      usmonNosir: "Usmon Nosir Street",
      ring: "Small Ring Road",
      anhor: "Anhor canal",
      park: "Bobur Park",
      north: "N",
    },
    blog: {
      title: "Blog",
      description:
        "Articles by Lojuvard engineers: banking and government technology, tutorials, technical insights, case studies and company news.",
      lead: "Notes from our engineering, design and delivery teams: what we learn building software for banks, ministries and growing businesses.",
    },
    confirmSubscription: {
      title: "Confirm your subscription",
      description: "Confirm that you want to receive Lojuvard's engineering notes at your e-mail address.",
      heading: "Confirm your subscription",
      text: "Press the button to receive our engineering notes at this address. You can unsubscribe with one click from any issue.",
      button: "Confirm subscription",
      done: "Thank you! You are subscribed to our engineering notes.",
      already: "This address is already subscribed. There is nothing more to do.",
      expired:
        "This confirmation link has expired. Subscribe again at the bottom of any page and we will send you a new one.",
      invalid:
        "This confirmation link is not valid. Subscribe again at the bottom of any page and use the link from the new e-mail.",
    },
    unsubscribe: {
      title: "Unsubscribe",
      description: "Stop receiving the Lojuvard engineering newsletter at your e-mail address with one click.",
      heading: "Unsubscribe from our newsletter",
      text: "Press the button to stop receiving our engineering notes at this address.",
      button: "Unsubscribe",
      done: "You are unsubscribed. We will not send you the newsletter again.",
      invalid:
        "This unsubscribe link is not valid. Use the link from our latest e-mail, or write to us and we will remove your address.",
    },
    gone: {
      title: "Page removed",
      heading: "This page has been removed",
      text: "What was published here is no longer available. These pages are a good place to continue:",
    },
    serverError: {
      heading: "Something went wrong on our side",
      text: "The page could not be shown because of an error on our server. Please try again in a minute; these pages may help meanwhile:",
    },
  },
};

export type Catalogue = typeof en;
export default en;
