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
    cta: {
      title: "Have a project with a hard deadline?",
      text: "Tell us what you need to launch and by when. We will assemble a team, propose a plan and show you how we would deliver it.",
      button: "Get a quote",
    },
  },

  cases: {
    familycredit: {
      slug: "familycredit",
      meta: {
        title: "Family-loan platform for a state bank",
        description:
          "How 15 Lojuvard developers built a state bank's preferential family-loan platform in 2 months. It now carries 10 trillion soms of loans per year.",
      },
      title: "A preferential family-loan platform for a state bank",
      client: "State bank · Preferential lending",
      description:
        "We built the online platform through which a state bank issues preferential family loans, from the first application to the signed agreement. It now carries 10 trillion soms of loans per year.",
      figures: [
        { value: "10 trillion", label: "soms of loans per year" },
        { value: "15", label: "developers on the team" },
        { value: "2 months", label: "from kick-off to launch" },
        { value: "4 steps", label: "from application to loan agreement" },
      ],
      challenge: {
        title: "The challenge",
        paragraphs: [
          "The bank is one of the main operators of a state programme that supports family businesses with preferential loans. Applications arrived on paper at branches, moved between departments by hand and were checked manually. Families queued at branches and could not see where their application stood.",
          "The programme's scale demanded more than speed. Every decision needed a traceable reason, the funds had to reach the families who were eligible, and the bank had to report on the programme to its oversight bodies from data it could trust.",
          "The programme had a fixed start date. The platform had to be designed, integrated with the bank's systems, tested for security and put into production within two months.",
        ],
      },
      process: {
        title: "How we worked",
        steps: [
          {
            title: "Mapping the lending process",
            text: "Together with the bank's credit, risk, legal and branch teams we mapped the existing process and agreed on a single four-step flow from application to agreement.",
          },
          {
            title: "Architecture and integrations",
            text: "We designed the platform around the bank's core system, the credit bureau and state registries, and agreed security requirements with the bank's information security team up front.",
          },
          {
            title: "Parallel development",
            text: "Fifteen developers worked in parallel streams: the applicant portal, the scoring engine, the assistants' workspace and the back office, with shared releases and daily integration.",
          },
          {
            title: "Testing and security review",
            text: "We ran load tests for application waves, went through a security review with the bank and held acceptance testing with branch staff before launch.",
          },
          {
            title: "Launch and support",
            text: "The platform went live on schedule. We trained branch staff, monitored the first weeks around the clock and continue to support and extend it.",
          },
        ],
      },
      solution: {
        title: "The solution",
        paragraphs: [
          "Families submit their application online and follow its status at every step. The platform collects the required documents, checks the data against state registries and passes the application to an automated scoring analysis.",
          "The assistant responsible for the applicant's neighbourhood then evaluates the application in a dedicated workspace, confirms the family's circumstances and the purpose of the loan, and records a decision. Approved applications move straight to the loan agreement, which is prepared and signed electronically.",
          "Behind the scenes, bank staff work in one system with role-based access instead of paper files. Management sees the whole programme in real-time reports, and every decision keeps its full history for auditors.",
        ],
      },
      results: {
        title: "Results",
        items: [
          "10 trillion soms of preferential loans per year now pass through the platform.",
          "The platform was launched in 2 months by a team of 15 developers, in time for the programme start.",
          "Families apply online and see the status of their application at every step, without queuing at a branch.",
          "Each decision is stored with its scoring result and the assistant's evaluation, giving auditors a complete trail.",
          "Branch and head-office staff work in a single system instead of paper files and spreadsheets.",
        ],
      },
      features: {
        title: "Key features",
        items: [
          {
            title: "Applicant portal",
            text: "A simple online application with document upload, data pre-filled from state registries and status updates at every step.",
          },
          {
            title: "Scoring engine",
            text: "Configurable rules that assess each application consistently and explain the result to staff, with policy changes made without a new release.",
          },
          {
            title: "Role-based workspaces",
            text: "Separate workspaces for assistants, credit officers and managers, each showing only the tasks and data that role needs.",
          },
          {
            title: "Reporting and audit trail",
            text: "Real-time programme reports for management and oversight bodies, and a full history of every application and decision.",
          },
        ],
      },
      flow: {
        title: "From application to loan agreement",
        steps: [
          {
            title: "Application submission",
            text: "The family fills in an online application, attaches the required documents and receives a reference to follow its status.",
          },
          {
            title: "Scoring analysis",
            text: "The platform checks the data against state registries and the credit bureau and scores the application against the programme's rules.",
          },
          {
            title: "Assistant's evaluation",
            text: "The assistant responsible for the family's neighbourhood reviews the application, confirms the circumstances and records a decision.",
          },
          {
            title: "Loan agreement",
            text: "For an approved application the platform prepares the loan agreement, which is signed electronically and passed to the bank for disbursement.",
          },
        ],
      },
      industries: ["banking", "fintech", "ecommerce"],
      team: { developers: 15, durationLabel: "2 months" },
      quote: {
        text: "The programme started on the day it was announced, and families could apply online from the first morning. For a state programme of this size that was unheard of.",
        author: "Deputy chairman of the board, a state bank",
      },
      screenAlt:
        "The family-loan platform: the assistant's workspace shows an application that has passed scoring with 82 of 100, three confirmed checks and the Approve button; beside it, the applicant's phone follows the application through its four steps.",
    },

    kindergarten: {
      slug: "kindergarten",
      meta: {
        title: "Preschool management system",
        description:
          "How 10 Lojuvard developers built a management system for a private preschool in one month: enrolment, attendance, payments and a parent app in one place.",
      },
      title: "A management system for private preschool education",
      client: "Private preschool · Education management",
      description:
        "We built a system that runs the daily work of a private preschool: enrolment, groups, attendance, meals, payments and communication with parents. A team of 10 developers delivered it in one month.",
      figures: [
        { value: "10", label: "developers on the team" },
        { value: "1 month", label: "from kick-off to launch" },
        { value: "Web + mobile", label: "for administrators, teachers and parents" },
      ],
      challenge: {
        title: "The challenge",
        paragraphs: [
          "Private preschools are a fast-growing part of education in Uzbekistan. Our client ran its preschool on notebooks, spreadsheets and messenger groups: enrolment lists, attendance, meals and fees were all tracked by hand, and each report took the administration days to put together.",
          "Parents had no single place to see whether their child had arrived, what they had eaten or what they owed. They called the office or asked in chat groups, and teachers spent time on paperwork instead of children.",
          "The new system had to be ready before the start of the new intake, which left one month from the first meeting to launch.",
        ],
      },
      process: {
        title: "How we worked",
        steps: [
          {
            title: "A day in the preschool",
            text: "Our analysts and designers spent time with administrators, teachers and the accountant to see how the day actually runs, from morning drop-off to evening pick-up.",
          },
          {
            title: "Clickable prototype",
            text: "Within days we showed staff and a group of parents a clickable prototype and changed it based on their feedback before writing production code.",
          },
          {
            title: "Development in short iterations",
            text: "Ten developers built the web system and the parent app in parallel, releasing working parts to the client at the end of every iteration.",
          },
          {
            title: "Data migration and training",
            text: "We moved children's records, groups and balances from spreadsheets into the system and trained every member of staff on their own role.",
          },
          {
            title: "Launch and support",
            text: "The system went live one month after the project started, and we stayed with the team through the first weeks of daily use.",
          },
        ],
      },
      solution: {
        title: "The solution",
        paragraphs: [
          "The web system gives the administration one place for enrolment, groups, staff, attendance, meals and fees. Teachers mark attendance and daily notes on a tablet or phone in seconds, and the data appears immediately for the office and for parents.",
          "Parents use a mobile app to see attendance, menus, announcements and payments, pay fees and message teachers. Invoices are generated automatically, and the accountant sees who has paid without reconciling spreadsheets.",
          "Reports for the owner and for education authorities are produced from live data, with access rights that keep children's personal data visible only to the staff who need it.",
        ],
      },
      results: {
        title: "Results",
        items: [
          "The system was delivered in one month by a team of 10 developers.",
          "Enrolment, attendance, meals and payments are managed in one system instead of notebooks and spreadsheets.",
          "Parents see their child's day, announcements and payments on their phones.",
          "Reports for the owner and authorities are produced from live data instead of being assembled by hand.",
          "Teachers spend less time on paperwork and more time with the children.",
        ],
      },
      features: {
        title: "Key features",
        items: [
          {
            title: "Enrolment and groups",
            text: "Applications, waiting lists, contracts and group assignments, with a complete record for every child.",
          },
          {
            title: "Attendance and daily journal",
            text: "Quick attendance marking, meals and daily notes for each group, available to parents as soon as they are saved.",
          },
          {
            title: "Payments and billing",
            text: "Automatic invoices, online payment and an up-to-date balance for each family, with reports for the accountant.",
          },
          {
            title: "Parent app",
            text: "A mobile app with the child's day, menus, announcements, payments and direct messages to teachers.",
          },
        ],
      },
      industries: ["education", "ofandprod"],
      team: { developers: 10, durationLabel: "1 month" },
      quote: {
        text: "Parents stopped calling the office to ask whether their child had eaten. Our teachers got back an hour a day, and the owner sees the month's figures whenever she wants.",
        author: "Director, a private preschool",
      },
      screenAlt:
        "The preschool management system: today's attendance, meals and fees on the administrator's dashboard, attendance by group and a group's register; beside it, the parents' app shows the child's arrival, lunch and a paid fee.",
    },

    neighborhood: {
      slug: "neighborhood",
      meta: {
        title: "Online mahalla platform",
        description:
          "How 15 Lojuvard developers built an online mahalla platform in 1 month. It serves 300,000 users, about 100,000 monthly active, with 10M+ activities.",
      },
      title: "An online platform for the mahalla",
      client: "Public sector · Local community services",
      description:
        "We built an online platform that connects residents with their mahalla: requests, announcements, local services and community initiatives in one place. It serves 300,000 users, about 100,000 of whom are active every month.",
      figures: [
        { value: "300,000", label: "users" },
        { value: "≈100,000", label: "monthly active users" },
        { value: "10M+", label: "activities on the platform" },
        { value: "1 month", label: "to launch with 15 developers" },
      ],
      challenge: {
        title: "The challenge",
        paragraphs: [
          "The mahalla is the basic unit of community life and local self-government in Uzbekistan. Residents turn to it for certificates, social support, help with disputes and improvements to their streets and courtyards.",
          "This work happened in person, in paper journals and in scattered chat groups. Residents did not know what had happened to their request, mahalla staff had no overview of their workload, and higher bodies had no reliable data on what residents needed.",
          "The platform had to work for every generation, on inexpensive phones and unstable connections, in Uzbek and Russian, and it had to be launched within one month.",
        ],
      },
      process: {
        title: "How we worked",
        steps: [
          {
            title: "Research in the mahallas",
            text: "We interviewed residents and mahalla staff of different ages to learn which requests come up most often and how they are handled today.",
          },
          {
            title: "Service design for everyone",
            text: "We designed short, plain-language journeys with large controls and clear statuses, and tested them with older residents as well as young ones.",
          },
          {
            title: "Architecture for scale",
            text: "The platform was designed from the start for a nationwide audience, with caching, queues and horizontal scaling, so growth would not require a rewrite.",
          },
          {
            title: "Development with 15 developers",
            text: "Fifteen developers built the mobile apps, the web platform and the staff workspace in parallel, with automated testing on every change.",
          },
          {
            title: "Launch and growth",
            text: "After launch we monitored load and usage daily, tuned performance as the audience grew and kept adding services residents asked for.",
          },
        ],
      },
      solution: {
        title: "The solution",
        paragraphs: [
          "Residents sign in from a mobile app or the web, send requests to their mahalla, follow each request to its resolution, read announcements and take part in local initiatives. Every request has an owner, a status and a history.",
          "Mahalla staff work in a dedicated workspace where incoming requests are sorted, assigned and answered. Managers see workload and response times across mahallas, and the data shows which problems matter most in each neighbourhood.",
          "The platform now serves 300,000 users, about 100,000 of them active each month, and has recorded more than 10 million activities, while remaining fast on entry-level phones.",
        ],
      },
      results: {
        title: "Results",
        items: [
          "300,000 users, about 100,000 of them active every month.",
          "More than 10 million activities recorded on the platform.",
          "Launched in 1 month by a team of 15 developers.",
          "Every resident request is tracked from submission to resolution, with a named owner and status.",
          "Managers see live data on requests and workload across mahallas instead of paper summaries.",
        ],
      },
      features: {
        title: "Key features",
        items: [
          {
            title: "Resident requests",
            text: "Requests with photos and location, sent in a few taps, with notifications at every change of status.",
          },
          {
            title: "Announcements and initiatives",
            text: "News, events and local initiatives from the mahalla, with residents able to respond, support and take part.",
          },
          {
            title: "Staff workspace",
            text: "A queue of incoming requests for mahalla staff, with assignment, deadlines, templates for replies and a full history.",
          },
          {
            title: "Analytics for managers",
            text: "Dashboards on requests, response times and resident activity across mahallas, districts and regions.",
          },
        ],
      },
      industries: ["ofandprod", "logistics", "ecommerce"],
      team: { developers: 15, durationLabel: "1 month" },
      quote: {
        text: "For the first time we can see what residents ask for, street by street, and show them what has been done. Older residents use it as easily as the young ones.",
        author: "Head of a regional mahalla support department",
      },
      screenAlt:
        "The online mahalla platform: a map of the neighbourhood with residents' requests and a list of requests with their statuses for mahalla staff; beside it, a resident's phone sends a new request about street lighting.",
    },
  },
  screens: {
    familycredit: {
      product: "Family loans · Assistant's workspace",
      application: "Application No. 2024-118734",
      fields: [
        { title: "Family business", text: "Sewing workshop" },
        { title: "Loan amount", text: "120,000,000 soms" },
        { title: "Neighbourhood", text: "Chilonzor district" },
      ],
      steps: ["Application", "Scoring", "Evaluation", "Agreement"],
      score: "Scoring passed",
      checks: ["Circumstances confirmed", "Purpose of the loan", "Documents complete"],
      approve: "Approve",
      sendBack: "Send back",
      phoneTitle: "My application",
      inProgress: "In progress",
      notice: "We will send an SMS",
    },
    kindergarten: {
      product: "Preschool · Today",
      tiles: [
        { title: "Children present", text: "118 / 126" },
        { title: "Meals served", text: "3 of 4" },
        { title: "Fees paid", text: "92%" },
      ],
      chartTitle: "Attendance by group",
      listTitle: "Group 5 register",
      present: "Present",
      absent: "Absent",
      phoneTitle: "Today",
      day: [
        { title: "Arrived", text: "08:12" },
        { title: "Lunch", text: "Soup and pilaf" },
        { title: "December fee", text: "Paid" },
      ],
      message: "Message the teacher",
    },
    neighborhood: {
      product: "Mahalla · Requests",
      requestsTitle: "Residents' requests",
      requests: [
        { title: "Street lighting", text: "In progress" },
        { title: "Courtyard repair", text: "New" },
        { title: "Water supply", text: "Resolved" },
        { title: "Social support", text: "Resolved" },
      ],
      phoneTitle: "New request",
      categories: ["Lighting", "Roads", "Water", "Support"],
      describe: "Describe the problem",
      photo: "Add a photo",
      send: "Send request",
    },
  },
};

export default caseStudies;
