import type { ServicesModule } from "../../types.ts";

const services: ServicesModule = {
  overview: {
    meta: {
      title: "Services",
      description:
        "Custom software, web development, mobile and front-end applications and software product engineering from Lojuvard, an ISO 9001 certified team in Tashkent.",
    },
    title: "Software engineering services",
    lead: "For more than 20 years we have designed, built and run software for banks, ministries, retailers, logistics firms and schools. One team takes your system from the first workshop to production and stays to support it, with the process discipline of an ISO 9001 certified company.",
    items: [
      {
        slug: "custom",
        title: "Custom software development",
        text: "Systems built around the way your organisation actually works: lending back offices, registries, ERP modules, workflow and reporting tools. We start from your processes and constraints, not from a template, and deliver software you own outright.",
        points: [
          "Business analysis and requirements specification",
          "Integration with core banking, ERP and government systems",
          "Modernisation of legacy applications",
          "Long-term support under an agreed SLA",
        ],
      },
      {
        slug: "webdev",
        title: "Web development",
        text: "Web portals, e-services, online stores and corporate sites that stay fast under load and are easy to change. We build the whole stack, from the interface and content management to APIs, databases and hosting.",
        points: [
          "Public portals and e-government services",
          "E-commerce and B2B platforms",
          "Headless CMS and multilingual websites",
          "Hosting, monitoring and performance tuning",
        ],
      },
      {
        slug: "mobileapps",
        title: "Mobile applications",
        text: "Native and cross-platform apps for iOS and Android that customers open every day: mobile banking, delivery, learning and field-service apps. We handle design, development, security hardening and publication in the stores.",
        points: [
          "Native iOS apps in Swift and Android apps in Kotlin",
          "Cross-platform apps with Flutter and React Native",
          "Biometric login, push notifications and offline mode",
          "Publication on the App Store and Google Play",
        ],
      },
      {
        slug: "frontapps",
        title: "Front-end applications",
        text: "Interfaces for complex systems: internet banking, operator workplaces, dashboards and admin panels. We turn dense workflows into screens that people can use all day without a training manual.",
        points: [
          "Single-page applications in React, Angular and Vue",
          "Design systems and component libraries",
          "Accessibility to WCAG 2.2 level AA",
          "Performance budgets and Core Web Vitals",
        ],
      },
      {
        slug: "spe",
        title: "Software product engineering",
        text: "A complete product team for companies that sell software or launch digital services: discovery, UX, engineering, QA and DevOps under one roadmap. We help you reach the first release quickly and keep the product growing afterwards.",
        points: [
          "Product discovery and roadmap",
          "From MVP to a platform at scale",
          "SaaS architecture and multi-tenancy",
          "Release management and product analytics",
        ],
      },
    ],
    approach: {
      title: "How we work",
      lead: "Every project, whatever its size, follows the same quality-managed path. You see working software early and make decisions based on facts, not promises.",
      steps: [
        {
          title: "Discovery",
          text: "Workshops with your business owners, users and IT team. We map processes, integrations and regulatory requirements, then agree scope, risks, budget and a release plan. This usually takes two to four weeks.",
        },
        {
          title: "Design",
          text: "Architecture, data model, security model and clickable prototypes, checked with real users before a line of production code is written.",
        },
        {
          title: "Iterative delivery",
          text: "Two-week sprints, each ending with a demo of working software. The backlog stays yours: you can change priorities at the start of every sprint.",
        },
        {
          title: "Quality assurance",
          text: "Automated tests, code review and security scanning run on every change; manual, performance and acceptance testing come before each release, all under our ISO 9001 quality management system.",
        },
        {
          title: "Launch and support",
          text: "A staged roll-out, monitoring from the first day and a warranty period, followed by support and further development under an SLA that matches how critical the system is.",
        },
      ],
    },
    engagement: {
      title: "Ways to work with us",
      models: [
        {
          title: "Fixed scope",
          text: "For well-defined projects with stable requirements. After discovery we agree the scope, timeline and price, and we carry the delivery risk. Changes go through a simple change-request procedure with a clear estimate for each.",
        },
        {
          title: "Dedicated team",
          text: "A complete cross-functional team of engineers, QA, a designer and a delivery manager working only on your product for a fixed monthly fee. Best for long-running products whose priorities change as the business learns.",
        },
        {
          title: "Team extension",
          text: "Our engineers join your in-house team to add skills or capacity: a couple of Flutter developers, a QA automation engineer, a DevOps specialist. They work within your processes and tools, and you can scale the team up or down with one month's notice.",
        },
      ],
    },
    cta: {
      title: "Tell us about your project",
      text: "Describe the task in a few lines. A solution architect will reply within one business day with questions, a first estimate and a proposal for the next step.",
      button: "Get a quote",
    },
  },
  pages: {
    spe: {
      slug: "spe",
      meta: {
        title: "Software Product Engineering",
        description:
          "Software product engineering at Lojuvard: discovery, UX, architecture, development, QA and DevOps in one team, from the first release to a product at scale.",
      },
      title: "Software product engineering",
      lead: "We build digital products the way product companies do: one cross-functional team owns the outcome, from the first hypothesis to a platform used across the country. The online mahalla platform went from the first interviews with residents to launch in one month.",
      offerings: {
        title: "What we do",
        lead: "Everything a software product needs to move from an idea to a stable, growing business, delivered by one accountable team.",
        items: [
          {
            title: "Product discovery",
            text: "User interviews, market and competitor analysis, a value proposition and a prioritised roadmap. We test the riskiest assumptions with prototypes before you invest in development.",
          },
          {
            title: "UX and UI design",
            text: "User journeys, wireframes and a design system in Figma, validated in usability tests with the people who will actually use the product.",
          },
          {
            title: "MVP development",
            text: "A first release with the smallest set of features that proves the product's value, built on an architecture that will not have to be thrown away when the product grows.",
          },
          {
            title: "Platform and SaaS architecture",
            text: "Multi-tenant architecture, roles and permissions, billing, integrations and public APIs for products that are sold to many customers.",
          },
          {
            title: "Scaling and modernisation",
            text: "Splitting monoliths where it pays off, performance tuning, moving to containers and Kubernetes, and reducing infrastructure costs for products that have outgrown their first version.",
          },
          {
            title: "Product support and evolution",
            text: "Release management, monitoring, product analytics and a steady flow of new features under a long-term agreement.",
          },
        ],
      },
      process: {
        title: "From idea to a product at scale",
        lead: "A predictable path with a decision point at every stage, so you never invest more than the evidence supports.",
        steps: [
          {
            title: "Discovery sprint",
            text: "Two to four weeks of workshops, user research and technical analysis. The result is a product vision, the scope of the first release, an architecture outline, an estimate and a plan.",
          },
          {
            title: "Prototype and validation",
            text: "Clickable prototypes tested with five to eight real users in each round. We change the design while changes are still cheap.",
          },
          {
            title: "MVP build",
            text: "Two-week sprints with demos, a working staging environment from the first sprint and automated tests from the first commit.",
          },
          {
            title: "Launch",
            text: "A staged roll-out, load testing against the expected peak traffic, monitoring and alerting, and an on-call rota for the first weeks in production.",
          },
          {
            title: "Measure and iterate",
            text: "Product analytics and user feedback drive the backlog. We release small changes often rather than large changes rarely.",
          },
          {
            title: "Scale",
            text: "As usage grows we tune databases, add caching and queues and scale the infrastructure, just as the neighbourhood platform grew to more than 10 million activities.",
          },
        ],
      },
      technologies: {
        title: "Technologies we use",
        groups: [
          { name: "Front end", items: ["React", "Next.js", "TypeScript", "Angular"] },
          { name: "Back end", items: ["Java", "Spring Boot", "Go", "Node.js", "Python"] },
          { name: "Mobile", items: ["Kotlin", "Swift", "Flutter"] },
          {
            name: "Data and infrastructure",
            items: ["PostgreSQL", "Apache Kafka", "Redis", "Kubernetes", "Terraform"],
          },
        ],
      },
      deliverables: {
        title: "What you receive",
        items: [
          "Product vision, user personas and a prioritised roadmap",
          "Clickable prototypes and a design system in Figma",
          "Source code in your own repository, with the full commit history",
          "Architecture decision records and API documentation",
          "Automated test suites and CI/CD pipelines",
          "Infrastructure as code for every environment",
          "Monitoring dashboards, alerts and operational runbooks",
          "Release notes and a handover plan for your in-house team",
        ],
      },
      faq: {
        title: "Frequently asked questions",
        items: [
          {
            question: "How quickly can we get a first version in front of users?",
            answer:
              "A discovery sprint takes two to four weeks, and a focused first release usually follows in three to four months. With a clear scope and a larger team it can be faster: our preferential family-loan platform was built by 15 developers in 2 months and now handles 10 trillion soms of loans per year.",
          },
          {
            question: "How do you price product development?",
            answer:
              "Discovery is a fixed-price engagement. Development is usually billed as a dedicated team at a fixed monthly rate, or as time and materials with a monthly budget cap; clearly specified releases can also be delivered at a fixed price. You receive a detailed timesheet and a demo every two weeks, so you always see what you are paying for.",
          },
          {
            question: "Who owns the source code and the intellectual property?",
            answer:
              "You do. The contract transfers exclusive rights to the code, designs and documentation to you, and the repositories live in your organisation's account from the first day. We use no proprietary frameworks that would tie you to us, and we list every open-source component together with its licence.",
          },
          {
            question: "What happens after launch?",
            answer:
              "Every release comes with a 90-day warranty during which we fix defects free of charge. After that most clients keep the team on a support and development agreement with an SLA; for business-critical systems we respond to critical incidents within one hour, around the clock.",
          },
          {
            question: "Can you take over a product that another team started?",
            answer:
              "Yes. We start with a two-to-three-week audit of the code, architecture, infrastructure and security, and give you a written report with the risks and a plan to address them. Then we take over gradually, working alongside the previous team where possible, so releases do not stop.",
          },
        ],
      },
      cta: {
        title: "Have a product idea, or a product that needs to grow?",
        text: "Tell us where the product is today. We will propose a discovery sprint or an audit, with a fixed price and a clearly defined result.",
        button: "Get a quote",
      },
    },
    frontapps: {
      slug: "frontapps",
      meta: {
        title: "Front-End Applications",
        description:
          "Front-end development at Lojuvard: fast, accessible React, Angular and Vue applications, design systems and dashboards for banks, government and business.",
      },
      title: "Front-end application development",
      lead: "The interface is the part of your system that people actually see. We build front ends for internet banking, government services and operator workplaces that load fast, work on any screen and stay easy to change as the business grows.",
      offerings: {
        title: "What we build",
        lead: "From a single customer portal to a family of applications that share one design system.",
        items: [
          {
            title: "Single-page applications",
            text: "Responsive applications in React, Angular or Vue with predictable state management and a clean separation from the back end.",
          },
          {
            title: "Internet banking and self-service portals",
            text: "Customer accounts with secure login, payments, statements and online applications, built to the security requirements of banks and regulators.",
          },
          {
            title: "Dashboards and admin panels",
            text: "Operator workplaces, back-office tools and analytics dashboards that handle large tables, filters, charts and real-time updates without slowing down.",
          },
          {
            title: "Design systems and component libraries",
            text: "A shared set of design tokens and components documented in Storybook, so every team ships consistent screens faster.",
          },
          {
            title: "Front-end modernisation",
            text: "Step-by-step migration from jQuery, AngularJS or server-rendered pages to a modern stack, without a risky rewrite of everything at once.",
          },
          {
            title: "Progressive web apps",
            text: "Installable web applications with offline mode and push notifications, for field staff and customers who do not need an app from the store.",
          },
        ],
      },
      process: {
        title: "How we work",
        lead: "Designers and engineers work side by side, so what is approved in Figma is exactly what ships to production.",
        steps: [
          {
            title: "UX research and audit",
            text: "We study users, tasks and analytics, audit the current interface for usability, accessibility and performance, and agree measurable goals.",
          },
          {
            title: "Prototyping",
            text: "Clickable prototypes in Figma are tested with real users, and the agreed design becomes a set of reusable components.",
          },
          {
            title: "Component development",
            text: "Components are built in isolation in Storybook, reviewed by designers and covered by unit and visual regression tests.",
          },
          {
            title: "Integration",
            text: "We connect the screens to the APIs and handle errors and loading states. API contracts are agreed early with the back-end team using OpenAPI.",
          },
          {
            title: "Testing and launch",
            text: "Cross-browser and device testing, accessibility checks and performance budgets in the pipeline, followed by a gradual release behind feature flags.",
          },
        ],
      },
      technologies: {
        title: "Technologies we use",
        groups: [
          { name: "Frameworks", items: ["React", "Next.js", "Angular", "Vue.js", "Nuxt"] },
          { name: "Languages and styling", items: ["TypeScript", "Tailwind CSS", "Sass"] },
          { name: "State and data", items: ["Redux Toolkit", "TanStack Query", "RxJS", "GraphQL"] },
          { name: "Quality and tooling", items: ["Vite", "Storybook", "Vitest", "Playwright"] },
        ],
      },
      deliverables: {
        title: "What you receive",
        items: [
          "A UX audit report with prioritised recommendations",
          "Figma prototypes and a documented design system",
          "A component library in Storybook",
          "Production-ready application source code in TypeScript",
          "Unit, end-to-end and visual regression tests",
          "An accessibility conformance report against WCAG 2.2 AA",
          "A performance report with Core Web Vitals measurements",
        ],
      },
      faq: {
        title: "Frequently asked questions",
        items: [
          {
            question: "Can you build a new front end for our existing back end?",
            answer:
              "Yes, this is one of our most common projects. We work through your existing APIs; where they are missing or too fragmented we add a thin backend-for-frontend layer without touching your core systems. A typical redesign of a customer portal takes three to five months.",
          },
          {
            question: "Which framework will you choose: React, Angular or Vue?",
            answer:
              "React is our default for new customer-facing products because of its mature ecosystem and the size of the hiring market. For large internal systems in organisations that already use Angular we stay with Angular, and existing Vue codebases we continue in Vue. We recommend a framework based on your team and long-term maintenance, not fashion.",
          },
          {
            question: "Will the interface be accessible and work in several languages?",
            answer:
              "We design to WCAG 2.2 level AA: keyboard navigation, screen reader support and sufficient contrast, checked automatically with axe and manually with screen readers. Interfaces support Uzbek in both Latin and Cyrillic script, Russian and English, and right-to-left Arabic where it is needed.",
          },
          {
            question: "How do you keep the application fast?",
            answer:
              "Every project has a performance budget that is checked in the pipeline: for public pages we aim for a Largest Contentful Paint under 2.5 seconds on a mid-range phone over a mobile network. We get there with code splitting, image optimisation, caching and server-side rendering where it helps.",
          },
          {
            question: "How do you protect data in the browser?",
            answer:
              "We follow OWASP recommendations: a strict Content Security Policy, no access tokens in local storage, short-lived sessions in secure cookies, output encoding against cross-site scripting and regular dependency audits. For banks we add confirmation of operations with a second factor and the session time-outs their security policy requires.",
          },
        ],
      },
      cta: {
        title: "Is your interface holding your product back?",
        text: "Send us a link or a few screenshots. We will come back with a short review and a proposal for a redesign or a new build.",
        button: "Get a quote",
      },
    },
    mobileapps: {
      slug: "mobileapps",
      meta: {
        title: "Mobile App Development",
        description:
          "Mobile app development at Lojuvard: native iOS and Android and cross-platform Flutter apps for banking, retail, logistics and public services, end to end.",
      },
      title: "Mobile application development",
      lead: "We design, build and publish mobile apps that people rely on every day: banking, delivery, learning and public services. Native or cross-platform, every app is secured, tested on real devices and supported after it reaches the stores.",
      offerings: {
        title: "What we offer",
        lead: "The full mobile life cycle, from the first prototype to thousands of sessions a day.",
        items: [
          {
            title: "Native iOS and Android apps",
            text: "Swift and SwiftUI for iOS, Kotlin and Jetpack Compose for Android, when you need the best performance and full access to the platform.",
          },
          {
            title: "Cross-platform apps",
            text: "One Flutter or React Native codebase for both platforms, which reduces development and maintenance effort when iOS and Android share the same features.",
          },
          {
            title: "Mobile banking and payments",
            text: "Biometric login, card management, transfers and QR payments, built to bank security requirements and integrated with processing centres and payment systems.",
          },
          {
            title: "Field service and logistics apps",
            text: "Apps for couriers, drivers and inspectors with offline mode, GPS tracking, barcode scanning and photo reports that sync as soon as the connection returns.",
          },
          {
            title: "Mobile back end and integrations",
            text: "APIs, push notifications, analytics and integration with your core systems, designed for unstable mobile networks.",
          },
          {
            title: "Support and new OS versions",
            text: "Updates for every new iOS and Android release, crash monitoring, performance fixes and new features on a regular release schedule.",
          },
        ],
      },
      process: {
        title: "How we deliver",
        lead: "A mobile release cannot be fixed silently on the server, so quality is built in at every step.",
        steps: [
          {
            title: "Discovery",
            text: "We define target users, devices and OS versions, key scenarios and integrations, and recommend native or cross-platform development with the reasons behind it.",
          },
          {
            title: "UX and UI design",
            text: "Design that follows Apple's Human Interface Guidelines and Google's Material Design, with prototypes tested by users on real phones.",
          },
          {
            title: "Development",
            text: "Two-week sprints, with a test build after every sprint delivered to your team through TestFlight and Firebase App Distribution.",
          },
          {
            title: "Testing",
            text: "Automated UI tests, manual testing on the phone models most popular in your market, and security testing against OWASP MASVS.",
          },
          {
            title: "Store publication",
            text: "We prepare store listings, screenshots and privacy declarations, and take the app through App Store and Google Play review.",
          },
          {
            title: "Monitoring and growth",
            text: "Crash reporting, analytics and staged roll-outs, with regular releases based on user feedback and ratings.",
          },
        ],
      },
      technologies: {
        title: "Technologies we use",
        groups: [
          { name: "iOS", items: ["Swift", "SwiftUI", "Combine", "Xcode"] },
          { name: "Android", items: ["Kotlin", "Jetpack Compose", "Kotlin Coroutines", "Room"] },
          { name: "Cross-platform", items: ["Flutter", "Dart", "React Native"] },
          { name: "Services and delivery", items: ["Firebase", "Fastlane", "Sentry", "Appium"] },
        ],
      },
      deliverables: {
        title: "What you receive",
        items: [
          "App source code for iOS and Android",
          "UI design and prototypes in Figma",
          "Back-end APIs and an admin panel, where needed",
          "Automated unit and UI tests",
          "A security test report against OWASP MASVS",
          "Store listings, screenshots and privacy declarations",
          "Build and release pipelines, with signing set up in your accounts",
          "User and administrator documentation",
        ],
      },
      faq: {
        title: "Frequently asked questions",
        items: [
          {
            question: "Native or cross-platform: which should we choose?",
            answer:
              "Cross-platform development with Flutter suits most business apps: one codebase, one team and the same features on both platforms. We recommend native development when the app relies heavily on device hardware or complex animations, needs new platform features as soon as Apple or Google release them, or when a bank's security policy requires it.",
          },
          {
            question: "How long does it take to build and publish an app?",
            answer:
              "A first version of a business app usually takes three to four months, including design and testing. Store review then takes from a few hours on Google Play to one to three days on the App Store. We plan releases with this in mind and prepare all declarations in advance so the app is not rejected.",
          },
          {
            question: "Whose accounts is the app published under, and who owns it?",
            answer:
              "Yours. We publish under your organisation's Apple and Google developer accounts, and the signing keys and certificates stay under your control. The source code, designs and all rights to them pass to you under the contract.",
          },
          {
            question: "How do you secure mobile apps?",
            answer:
              "We follow OWASP MASVS: sensitive data is kept in the iOS Keychain and Android Keystore, traffic is encrypted with certificate pinning, login can use biometrics, the app detects tampering and rooted or jailbroken devices, and no secrets are stored in the app code. Banking apps can also go through an independent penetration test before release.",
          },
          {
            question: "What support do you provide after release?",
            answer:
              "A 90-day warranty covers defect fixes. After that we offer a support plan: crash monitoring, updates for each new iOS and Android version, changes required by store policies and a monthly budget of hours for improvements. Response times are fixed in an SLA.",
          },
        ],
      },
      cta: {
        title: "Planning a mobile app?",
        text: "Tell us who will use it and what it must do. We will suggest the right approach, a timeline and a budget range.",
        button: "Get a quote",
      },
    },
    webdev: {
      slug: "webdev",
      meta: {
        title: "Web Development",
        description:
          "Web development at Lojuvard: portals, e-services, online stores and web platforms built for high load and strict security, in three languages, with support.",
      },
      title: "Web development",
      lead: "We build web platforms that carry real workloads: government e-services, banking portals, online stores and internal business systems. One team designs, builds, hosts and supports the whole system, from the database to the last detail of the interface.",
      offerings: {
        title: "What we build",
        lead: "Web solutions for public institutions and for businesses of every size.",
        items: [
          {
            title: "Web portals and e-government services",
            text: "Portals for citizens and businesses with online applications, electronic digital signatures, payments and integration with government information systems.",
          },
          {
            title: "E-commerce platforms",
            text: "Online stores and marketplaces with catalogues, search, carts, payment and delivery integrations, built to handle seasonal peaks.",
          },
          {
            title: "Business web applications",
            text: "CRM, ERP modules, document workflow and reporting systems that replace spreadsheets and paper processes.",
          },
          {
            title: "Corporate and multilingual websites",
            text: "Fast, secure websites on a headless CMS, where editors publish in Uzbek, Russian and English without needing a developer.",
          },
          {
            title: "APIs and integrations",
            text: "REST and GraphQL APIs and integration with payment systems, banks, accounting software and external services, all fully documented.",
          },
          {
            title: "Hosting, support and performance",
            text: "Deployment to your cloud or data centre, monitoring, backups, security updates and performance tuning.",
          },
        ],
      },
      process: {
        title: "How we work",
        lead: "Clear stages, regular demos and quality checks at every step.",
        steps: [
          {
            title: "Analysis",
            text: "We gather requirements, describe users, processes and integrations, and record the agreed scope, budget and plan in a specification.",
          },
          {
            title: "Design",
            text: "Information architecture, prototypes and visual design, together with the system architecture and data model.",
          },
          {
            title: "Development",
            text: "Two-week sprints, each ending with a demo of working features. Every change goes through code review and automated tests.",
          },
          {
            title: "Testing",
            text: "Functional, cross-browser, load and security testing, followed by user acceptance testing with your team.",
          },
          {
            title: "Launch",
            text: "Data migration, deployment without downtime, monitoring and a period of heightened support with the team on standby.",
          },
          {
            title: "Support",
            text: "Updates, improvements and round-the-clock monitoring under an SLA.",
          },
        ],
      },
      technologies: {
        title: "Technologies we use",
        groups: [
          { name: "Front end", items: ["React", "Next.js", "Vue.js", "TypeScript"] },
          { name: "Back end", items: ["Java", "Spring Boot", "Node.js", "NestJS", "Python", "Django"] },
          { name: "Databases and search", items: ["PostgreSQL", "Redis", "Elasticsearch"] },
          { name: "Infrastructure", items: ["Docker", "Kubernetes", "Nginx", "GitLab CI/CD"] },
        ],
      },
      deliverables: {
        title: "What you receive",
        items: [
          "Requirements specification and prototypes",
          "Front-end and back-end source code in your repository",
          "An admin panel or content management system",
          "API documentation in OpenAPI format",
          "Test reports, including load and security testing",
          "Deployment scripts and infrastructure configuration",
          "Guides for administrators and editors, with training for your staff",
          "A support and monitoring agreement",
        ],
      },
      faq: {
        title: "Frequently asked questions",
        items: [
          {
            question: "How much does a web project cost, and how long does it take?",
            answer:
              "It depends on the scope. A corporate website takes six to ten weeks; a portal or business web application with integrations usually takes three to six months. After a short analysis we offer either a fixed price for a defined scope, or time-and-materials billing with a monthly cap for projects whose requirements will evolve.",
          },
          {
            question: "Will we be able to update the content ourselves?",
            answer:
              "Yes. We use a headless CMS such as Strapi or build a dedicated admin panel, set up roles and approval workflows, and train your editors. Adding pages, news or translations does not require a developer.",
          },
          {
            question: "Where will the system be hosted?",
            answer:
              "Wherever your requirements say. The law of Uzbekistan requires personal data of its citizens to be stored on servers inside the country, so for government and banking clients we deploy in local data centres or on their own servers. For international products we use AWS, Azure or Google Cloud, and we can also host and manage the system for you.",
          },
          {
            question: "How do you secure web applications?",
            answer:
              "Security is part of the process, not a final check. We design to OWASP ASVS, run static code analysis and dependency scanning on every build, test with OWASP ZAP before each release, and encrypt data in transit and at rest. Access is role-based, and user actions are logged for audit.",
          },
          {
            question: "We are in another time zone. How will we work together?",
            answer:
              "Our Tashkent office works at UTC+5, which gives a full working day of overlap with Dubai and four to five hours with London. For clients in the Americas we hold calls in the New York morning, at the end of our day, and our offices in London, New York, Dubai and Phnom Penh look after clients locally. You get a named delivery manager, a shared chat channel and a demo every two weeks.",
          },
        ],
      },
      cta: {
        title: "Need a web platform that works under pressure?",
        text: "Share your goals and any documents you already have. We will reply with questions, a first estimate and a proposed plan.",
        button: "Get a quote",
      },
    },
  },
};

export default services;
