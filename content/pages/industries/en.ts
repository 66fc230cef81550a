import type { IndustriesModule } from "../../types.ts";

const industries: IndustriesModule = {
  pages: {
    ofandprod: {
      slug: "ofandprod",
      meta: {
        title: "Office and productivity software",
        description:
          "Lojuvard builds document workflows, employee portals and request systems that take office work off paper and chat groups. ISO 9001 certified, from Tashkent.",
      },
      title: "Office and productivity software that people actually use",
      lead: "Approvals, documents and requests still move through paper, spreadsheets and chat groups in many organisations. Lojuvard builds systems that put this work in one place, show who is responsible for what, and let managers see progress without calling around.",
      challenges: {
        title: "What slows offices down",
        items: [
          {
            title: "Paper and messenger workflows",
            text: "Memos are printed, signed and scanned; approvals get lost in chat threads. Uzbekistan's move to electronic document management makes this gap visible in every ministry and company that still works the old way.",
          },
          {
            title: "Systems that do not talk to each other",
            text: "HR, accounting, document registers and task lists live in separate tools. Staff retype the same data, reports disagree, and nobody trusts a single number.",
          },
          {
            title: "Several languages and scripts",
            text: "Teams in Central Asia work in Uzbek, in Latin and Cyrillic script, in Russian and often in English. Interfaces, templates and search must handle all of them, not just one.",
          },
          {
            title: "Data protection and localisation",
            text: "Personal data of Uzbek citizens must be stored in the country, while offices in the UK and the EU answer to GDPR. Security has to be designed in from the start, not added after launch.",
          },
        ],
      },
      solutions: {
        title: "What we build",
        items: [
          {
            title: "Electronic document management",
            text: "Registers, templates, routing and approval chains with electronic digital signatures, full version history and an audit trail for every document.",
          },
          {
            title: "Employee portals and intranets",
            text: "One entry point for news, policies, leave requests, onboarding and HR self-service, available on the web and on mobile.",
          },
          {
            title: "Request and task management",
            text: "Systems that take in requests from staff or citizens, route them to the right person, track deadlines and close the loop with the requester.",
          },
          {
            title: "Integration and automation",
            text: "We connect the tools you already use, remove double data entry and automate routine steps, from generating documents to sending reminders.",
          },
          {
            title: "Dashboards for managers",
            text: "Live views of workload, deadlines and bottlenecks, built on the data your teams already produce, so decisions rest on facts rather than status meetings.",
          },
        ],
      },
      proof: {
        title: "Why organisations choose Lojuvard",
        items: [
          { value: "20+", label: "years of building software for business and government" },
          { value: "6 cities", label: "where our own teams share one set of tools, workflows and reports" },
          { value: "ISO 9001", label: "certified quality management" },
        ],
      },
      relatedCases: ["neighborhood", "kindergarten"],
      cta: {
        title: "Take your office work off paper",
        text: "Tell us which process costs your team the most time. We will map it with you and propose a system, a plan and a budget.",
        button: "Get a quote",
      },
    },

    education: {
      slug: "education",
      meta: {
        title: "Software for education",
        description:
          "School and preschool management systems, parent apps and learning platforms by Lojuvard. A preschool system delivered by 10 developers in one month.",
      },
      title: "Software for schools, preschools and education providers",
      lead: "Education runs on schedules, records and trust between teachers and parents. Lojuvard builds management systems, parent apps and learning platforms that cut paperwork for staff and keep families informed. Our preschool management system went live in one month.",
      challenges: {
        title: "Challenges in education",
        items: [
          {
            title: "Enrolment peaks and fair admission",
            text: "Demand for places in preschools and schools in Uzbekistan grows faster than capacity. Admission has to be transparent, and systems must hold up when every family applies in the same week.",
          },
          {
            title: "Records kept by hand",
            text: "Attendance, meals, fees and staff records are still kept in notebooks and spreadsheets. Every report to owners or education authorities is assembled manually and is out of date the day it is sent.",
          },
          {
            title: "Parents who expect to be informed",
            text: "Parents want to see attendance, payments and announcements on their phones, in their own language, without calling the office or scrolling through chat groups.",
          },
          {
            title: "Uneven connectivity and child data protection",
            text: "Schools outside large cities often have weak internet and shared devices. At the same time, data about children calls for the strictest access control, in Uzbekistan and internationally.",
          },
        ],
      },
      solutions: {
        title: "What we build for education",
        items: [
          {
            title: "School and preschool management",
            text: "Enrolment, groups and classes, attendance, meals, fees and staff in one system that administrators, teachers and accountants share.",
          },
          {
            title: "Parent and student apps",
            text: "Mobile apps with attendance, schedules, payments, announcements and direct messages to teachers, in Uzbek, Russian and English.",
          },
          {
            title: "Learning platforms",
            text: "Online courses, assignments, testing and progress tracking for schools, universities and corporate training centres.",
          },
          {
            title: "Admission portals",
            text: "Online applications with transparent queues, document checks and notifications, built to stay responsive during peak enrolment.",
          },
          {
            title: "Analytics for owners and authorities",
            text: "Reports on attendance, occupancy, finances and learning results, produced from live data instead of manual summaries.",
          },
        ],
      },
      proof: {
        title: "Why education providers choose Lojuvard",
        items: [
          { value: "1 month", label: "to launch a preschool management system with 10 developers" },
          { value: "100+", label: "projects delivered" },
          { value: "ISO 9001", label: "certified quality management" },
        ],
      },
      relatedCases: ["kindergarten"],
      cta: {
        title: "Let's plan your education platform",
        text: "Tell us about your school, preschool or training centre. We will suggest what to build first and how soon it can be in use.",
        button: "Get a quote",
      },
    },

    banking: {
      slug: "banking",
      meta: {
        title: "Banking and finance software",
        description:
          "Lending platforms, digital banking and scoring systems for banks. Lojuvard built a state bank's family-loan platform handling 10 trillion soms a year.",
      },
      title: "Software for banking and finance",
      lead: "Banks need new digital channels without putting their core systems or their licence at risk. Lojuvard builds lending platforms, digital banking and back-office systems that meet regulators' requirements and carry real volume. The family-loan platform we built for a state bank handles 10 trillion soms of loans per year.",
      challenges: {
        title: "Challenges banks face",
        items: [
          {
            title: "Legacy core systems",
            text: "Core banking platforms that are decades old make every change slow and risky. New products have to work alongside them, not wait for a full replacement.",
          },
          {
            title: "Customers moving to digital channels",
            text: "Uzbekistan's banking market is opening up, and customers now compare their bank with the best mobile apps they use. Branch queues and paper forms lose them.",
          },
          {
            title: "Regulation, security and audit",
            text: "Central bank requirements, anti-money-laundering checks, data localisation and card security standards apply at once. Every decision must leave a trace an auditor can follow.",
          },
          {
            title: "The scale of state programmes",
            text: "State banks run mass preferential lending programmes with fixed launch dates. Applications arrive in large waves, and funds have to reach the eligible families and businesses.",
          },
        ],
      },
      solutions: {
        title: "What we build for banks",
        items: [
          {
            title: "Online lending platforms",
            text: "The full path from application to signed loan agreement: applicant portal, document upload, scoring, review workspaces and electronic signature.",
          },
          {
            title: "Internet and mobile banking",
            text: "Customer apps for accounts, cards, transfers, payments and deposits, designed for both retail and business clients.",
          },
          {
            title: "Scoring and decision engines",
            text: "Configurable rules and models that rank applications, explain each result and let risk teams change policies without a new release.",
          },
          {
            title: "Integrations with registries and bureaus",
            text: "Secure connections to core banking, credit bureaus, state registries and payment systems, with monitoring and clear error handling.",
          },
          {
            title: "Reporting and regulatory data",
            text: "Management dashboards and regulatory reports built from a single, verified source of data, with a full audit trail.",
          },
        ],
      },
      proof: {
        title: "Why banks choose Lojuvard",
        items: [
          { value: "10 trillion", label: "soms of loans per year through the family-loan platform we built" },
          { value: "2 months", label: "to launch it with a team of 15 developers" },
          { value: "ISO 9001", label: "certified quality management" },
        ],
      },
      relatedCases: ["familycredit"],
      cta: {
        title: "Planning a new banking product?",
        text: "Tell us what you need to launch and by when. We will review your current systems and propose an architecture, a team and a timeline.",
        button: "Get a quote",
      },
    },

    fintech: {
      slug: "fintech",
      meta: {
        title: "Fintech software development",
        description:
          "Payment apps, digital lending and remote onboarding for fintech companies. Lojuvard ships secure, scalable products, ISO 9001 certified, from Tashkent.",
      },
      title: "Fintech products built to scale and to pass compliance",
      lead: "Fintech companies have to move fast and still satisfy banks, regulators and auditors. Lojuvard designs and builds payment, lending and onboarding products with security and compliance in the architecture from the first sprint.",
      challenges: {
        title: "Challenges in fintech",
        items: [
          {
            title: "Speed against compliance",
            text: "Investors expect a launch date; regulators expect licensing, data protection and anti-fraud controls. Both have to be met without rewriting the product later.",
          },
          {
            title: "Many partners, many interfaces",
            text: "A single product may depend on several banks, card schemes, payment systems and state services, each with its own API, rules and downtime.",
          },
          {
            title: "Trust and fraud",
            text: "Customers open accounts and take loans without visiting a branch. Remote identity checks, device checks and transaction monitoring decide whether the business can grow safely.",
          },
          {
            title: "Load peaks and cross-border growth",
            text: "Payments peak on salary days and holidays, and successful products expand from Uzbekistan to Central Asia, the Gulf and Europe, each with new rules and currencies.",
          },
        ],
      },
      solutions: {
        title: "What we build for fintech",
        items: [
          {
            title: "Payment apps and wallets",
            text: "Mobile and web apps for transfers, bill payments, QR payments and wallets, built for high availability and fast response times.",
          },
          {
            title: "Digital lending",
            text: "Consumer loans, instalments and small-business credit with online applications, automated scoring and electronic agreements.",
          },
          {
            title: "Remote onboarding",
            text: "Identity verification, document capture and risk checks that turn a new user into a verified customer in one session.",
          },
          {
            title: "Integration layers",
            text: "API gateways that hide the differences between partner banks and payment providers, with retries, reconciliation and monitoring.",
          },
          {
            title: "Risk and operations dashboards",
            text: "Real-time views of transactions, fraud alerts and portfolio quality for risk, finance and support teams.",
          },
        ],
      },
      proof: {
        title: "Why fintech companies choose Lojuvard",
        items: [
          {
            value: "4 steps",
            label: "from online application to signed loan agreement on a lending platform we built",
          },
          { value: "20+", label: "years of experience" },
          { value: "ISO 9001", label: "certified quality management" },
        ],
      },
      relatedCases: ["familycredit"],
      cta: {
        title: "Build your fintech product with us",
        text: "Share your product idea and your compliance requirements. We will propose an architecture, a first release and a realistic launch plan.",
        button: "Get a quote",
      },
    },

    logistics: {
      slug: "logistics",
      meta: {
        title: "Logistics software development",
        description:
          "Transport and warehouse systems, courier apps and tracking portals for logistics firms in Central Asia and beyond. Built by Lojuvard, ISO 9001 certified.",
      },
      title: "Software for logistics and supply chains",
      lead: "Cargo through Central Asia crosses borders, carriers and warehouses, and every handover is a place where information gets lost. Lojuvard builds transport, warehouse and delivery systems that show where every shipment is and what happens next.",
      challenges: {
        title: "Challenges in logistics",
        items: [
          {
            title: "Transit across several borders",
            text: "Uzbekistan is doubly landlocked, so freight moves by road and rail through several countries. Customs documents, carriers and rates change at every border.",
          },
          {
            title: "No single view of shipments",
            text: "Status lives in phone calls, spreadsheets and drivers' messages. Customers ask where their cargo is, and dispatchers have to call around to find out.",
          },
          {
            title: "Last-mile delivery in growing cities",
            text: "Addresses are often given by landmarks or mahalla names, customers still pay cash on delivery, and couriers need routes that reflect real traffic.",
          },
          {
            title: "Warehouse and fleet efficiency",
            text: "Manual stock counts, empty return trips and idle vehicles eat margins. Without data, it is hard to see where the losses are.",
          },
        ],
      },
      solutions: {
        title: "What we build for logistics",
        items: [
          {
            title: "Transport management systems",
            text: "Orders, route planning, carrier selection, rates and documents in one system, from booking to proof of delivery.",
          },
          {
            title: "Warehouse management",
            text: "Receiving, storage, picking and shipping with barcode scanning, stock accuracy and clear tasks for every shift.",
          },
          {
            title: "Driver and courier apps",
            text: "Mobile apps with routes, tasks, photo proof of delivery and cash reconciliation that keep working when the connection drops.",
          },
          {
            title: "Tracking portals for customers",
            text: "Self-service shipment tracking and notifications, so customers stop calling and your team stops searching for answers.",
          },
          {
            title: "Integrations and analytics",
            text: "Connections to accounting, e-invoicing and customs systems, with dashboards on delivery times, costs and fleet use.",
          },
        ],
      },
      proof: {
        title: "Why logistics companies choose Lojuvard",
        items: [
          { value: "100+", label: "projects delivered" },
          { value: "20+", label: "years of experience" },
          { value: "ISO 9001", label: "certified quality management" },
        ],
      },
      relatedCases: ["neighborhood"],
      cta: {
        title: "Make every shipment visible",
        text: "Tell us how your operations work today and where they break. We will propose a system that fits your routes, warehouses and partners.",
        button: "Get a quote",
      },
    },

    ecommerce: {
      slug: "ecommerce",
      meta: {
        title: "E-commerce and retail software",
        description:
          "Online stores, shopping apps, order and inventory systems for retailers. Lojuvard builds platforms that stay fast under peak load, ISO 9001 certified.",
      },
      title: "E-commerce and retail software that sells and scales",
      lead: "Online shopping in Uzbekistan and Central Asia is growing fast, and customers compare every store with the largest marketplaces. Lojuvard builds online stores, mobile apps and the order, stock and payment systems behind them, so retailers own their channel and their customer data.",
      challenges: {
        title: "Challenges in e-commerce and retail",
        items: [
          {
            title: "Competing with marketplaces",
            text: "Large marketplaces set customers' expectations for speed, search and delivery. A retailer's own store has to match them and offer a reason to come back.",
          },
          {
            title: "A mix of payment methods",
            text: "Customers pay with local cards, wallets, instalments and cash on delivery. Every method needs a reliable integration, and refunds and reconciliation must add up.",
          },
          {
            title: "Stock across stores and warehouses",
            text: "When the online catalogue, shops and warehouses keep separate records, customers order goods that are not there and sales staff promise what they cannot deliver.",
          },
          {
            title: "Peak load on mobile networks",
            text: "Sales events and holiday seasons multiply traffic, and most customers shop on phones with unstable connections. Slow pages lose orders.",
          },
        ],
      },
      solutions: {
        title: "What we build for retailers",
        items: [
          {
            title: "Online stores and marketplaces",
            text: "Multilingual storefronts with fast search, clear product pages and a short checkout, built to rank well in search engines.",
          },
          {
            title: "Mobile shopping apps",
            text: "Apps with catalogue, cart, order tracking, loyalty and push notifications that work well on entry-level phones.",
          },
          {
            title: "Order and inventory management",
            text: "One view of stock across shops, warehouses and channels, with order routing, returns and fulfilment.",
          },
          {
            title: "Payments and instalments",
            text: "Integrations with card schemes, wallets and instalment providers, with automated reconciliation for finance teams.",
          },
          {
            title: "Loyalty and analytics",
            text: "Customer profiles, bonus programmes and sales analytics that show what sells, to whom and through which channel.",
          },
        ],
      },
      proof: {
        title: "Why retailers choose Lojuvard",
        items: [
          { value: "1 month", label: "to launch a web and mobile system with online payments for a private preschool" },
          { value: "100+", label: "projects delivered" },
          { value: "ISO 9001", label: "certified quality management" },
        ],
      },
      relatedCases: ["neighborhood", "familycredit"],
      cta: {
        title: "Grow your online sales",
        text: "Tell us about your catalogue, channels and plans. We will propose a platform and a first release you can launch quickly.",
        button: "Get a quote",
      },
    },
  },
};

export default industries;
