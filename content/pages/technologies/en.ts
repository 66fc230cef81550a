import type { TechnologiesContent } from "../../types.ts";

const technologies: TechnologiesContent = {
  meta: {
    title: "Technologies",
    description:
      "The Lojuvard technology stack: the front-end, back-end, mobile, data, cloud, DevOps and QA tools we rely on to build secure, scalable software for our clients.",
  },
  title: "Technologies",
  lead: "We choose mature, well-supported technologies that your team can hire for and maintain for years. Below is the stack we use most often, and what we use each part of it for.",
  areas: [
    {
      key: "frontend",
      title: "Front end",
      text: "Our front-end engineers build interfaces for internet banking, government portals and operator workplaces. TypeScript is the standard on every project; React is our default framework, with Angular and Vue for clients who already use them. Every interface is checked for accessibility and performance before it is released.",
      items: [
        {
          name: "TypeScript",
          use: "Our standard language for all front-end code, so that errors are caught at build time instead of in production.",
        },
        {
          name: "React",
          use: "Our default framework for customer portals, internet banking and other single-page applications.",
        },
        {
          name: "Next.js",
          use: "Server-side rendering and static generation for public websites and portals that must load fast and rank well in search.",
        },
        {
          name: "Angular",
          use: "Large internal systems and back-office applications, especially where the client's own team already works with it.",
        },
        { name: "Vue.js", use: "Dashboards and admin panels, and further development of existing Vue codebases." },
        { name: "TanStack Query", use: "Fetching, caching and synchronising server data in complex interfaces." },
        { name: "Tailwind CSS", use: "Consistent styling built on the design tokens of each client's design system." },
        {
          name: "Storybook",
          use: "Developing and documenting interface components in isolation, so designers review them before they reach the product.",
        },
        { name: "Vite", use: "Fast local development and optimised production builds." },
      ],
    },
    {
      key: "backend",
      title: "Back end",
      text: "The back end is where transactions, business rules and integrations live, so here we value stability over novelty. Most of our core systems run on Java and Spring Boot; we use Go for high-throughput services, and Node.js or Python where they fit best. Services talk to each other through documented REST, gRPC and event-driven interfaces.",
      items: [
        {
          name: "Java and Spring Boot",
          use: "Lending platforms, core banking modules and government systems that need long-term stability and strict transactional integrity.",
        },
        { name: "Kotlin", use: "New services on the JVM, where concise code and null safety speed up development." },
        {
          name: "Go",
          use: "High-throughput services such as payment gateways, notification dispatchers and API gateways.",
        },
        {
          name: "Node.js and NestJS",
          use: "Backend-for-frontend layers, real-time features and integration services.",
        },
        { name: "Python and FastAPI", use: "Data processing, credit scoring and serving machine-learning models." },
        {
          name: "C# and .NET",
          use: "Enterprise systems and integration with infrastructure built on Microsoft technologies.",
        },
        { name: "gRPC", use: "Fast, strictly typed communication between internal services." },
        { name: "Keycloak", use: "Single sign-on, role-based access control and two-factor authentication." },
      ],
    },
    {
      key: "mobile",
      title: "Mobile",
      text: "We build both native and cross-platform apps and choose for each project. Flutter covers most business apps with a single codebase; native Swift and Kotlin are used when an app needs the deepest access to the device or the strictest security profile. Every app is tested on the real devices that are popular in the markets where it will be used.",
      items: [
        {
          name: "Swift and SwiftUI",
          use: "Native iOS apps, including mobile banking secured with Face ID and the iOS Keychain.",
        },
        { name: "Kotlin and Jetpack Compose", use: "Native Android apps with modern, declarative interfaces." },
        {
          name: "Flutter",
          use: "Cross-platform apps for iOS and Android from one codebase, our default choice for most business apps.",
        },
        {
          name: "React Native",
          use: "Cross-platform apps for teams that share code and skills with a React web front end.",
        },
        { name: "Firebase", use: "Push notifications, crash reporting and remote configuration." },
        { name: "Fastlane", use: "Automated builds, code signing and publication to the App Store and Google Play." },
        { name: "Appium", use: "Automated interface tests running on real iOS and Android devices." },
      ],
    },
    {
      key: "data",
      title: "Data",
      text: "Our systems hold loan portfolios, student records and millions of user activities, so data integrity comes first. PostgreSQL is our default database, and we add specialised stores only where there is a clear need: caching, search, analytics or event streaming. Reports and analytics are built on the same well-governed data as the operational systems.",
      items: [
        {
          name: "PostgreSQL",
          use: "Our default relational database for transactional systems, from lending platforms to state registries.",
        },
        {
          name: "Oracle Database",
          use: "Development on and integration with the existing core systems of banks and large enterprises.",
        },
        { name: "Redis", use: "Caching, sessions, rate limiting and other short-lived data." },
        {
          name: "Apache Kafka",
          use: "Event streaming between services and reliable data exchange with external systems.",
        },
        { name: "ClickHouse", use: "Fast analytics and operational reports over hundreds of millions of events." },
        { name: "Elasticsearch", use: "Full-text search and log analysis." },
        { name: "Apache Airflow", use: "Scheduling and monitoring data pipelines and regular data exchanges." },
        { name: "Apache Superset", use: "Dashboards and self-service reporting for business users." },
      ],
    },
    {
      key: "cloud",
      title: "Cloud and DevOps",
      text: "We automate everything from infrastructure to releases, so environments can be reproduced at any time and deployments are routine rather than risky nights. We deploy to public clouds, to data centres in Uzbekistan when the law requires personal data to stay in the country, and to our clients' own servers.",
      items: [
        {
          name: "Docker",
          use: "Packaging every service in a container, so it runs the same way on a laptop, in testing and in production.",
        },
        {
          name: "Kubernetes",
          use: "Running and scaling containerised systems with automatic recovery and releases without downtime.",
        },
        {
          name: "Terraform",
          use: "Describing cloud and on-premises infrastructure as code that is reviewed like any other code.",
        },
        { name: "Ansible", use: "Configuring servers in clients' own data centres." },
        { name: "GitLab CI/CD", use: "Pipelines that build, test, scan and deploy every repository." },
        { name: "Argo CD", use: "Declarative, auditable deployments to Kubernetes clusters." },
        {
          name: "AWS, Azure and Google Cloud",
          use: "Hosting for international products and for clients who prefer the public cloud.",
        },
        { name: "Prometheus and Grafana", use: "Metrics, dashboards and alerts for every system we operate." },
        { name: "HashiCorp Vault", use: "Storing and rotating secrets, keys and certificates." },
      ],
    },
    {
      key: "qa",
      title: "Quality assurance",
      text: "Quality is managed, not hoped for: our processes are certified to ISO 9001, and every project has a test strategy from its first week. Automated tests run on every change, while manual, exploratory, load and security testing take place before each release.",
      items: [
        { name: "Playwright", use: "End-to-end tests of web applications in Chromium, Firefox and WebKit." },
        {
          name: "JUnit and Testcontainers",
          use: "Unit and integration tests of Java and Kotlin services against real databases and queues.",
        },
        { name: "Vitest and Jest", use: "Unit and component tests for front-end and Node.js code." },
        { name: "Postman", use: "API testing and shared request collections for integration partners." },
        { name: "k6", use: "Load testing against the expected peak traffic before every major release." },
        { name: "SonarQube", use: "Static code analysis and quality gates in every pipeline." },
        { name: "OWASP ZAP", use: "Automated security scanning of web applications and APIs." },
        { name: "Allure", use: "Test reports that show the client exactly what was tested and with what result." },
      ],
    },
  ],
  usesToggle: "What we use each one for",
  principles: {
    title: "Engineering principles",
    items: [
      {
        title: "Proven technology for critical systems",
        text: "Banks and ministries need systems that work for a decade. We adopt new tools where they bring a clear gain, and keep core systems on mature, well-supported technology.",
      },
      {
        title: "Security from the first commit",
        text: "Threat modelling at the design stage, code analysis and dependency scanning in every pipeline, and encryption of data in transit and at rest by default.",
      },
      {
        title: "Automate what repeats",
        text: "Tests, builds, infrastructure and deployments are automated, so releases are frequent, predictable and easy to roll back.",
      },
      {
        title: "No lock-in",
        text: "Open standards, documented code and infrastructure described as code. Everything lives in your repositories, and any competent team can continue the work.",
      },
    ],
  },
  cta: {
    title: "Looking for a team with the right stack?",
    text: "Tell us what you are building and which technologies you already use. We will propose engineers with the right experience, or an architecture for the task.",
    button: "Get a quote",
  },
};

export default technologies;
