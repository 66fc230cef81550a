import type { CareersContent } from "../../types.ts";

const careers: CareersContent = {
  meta: {
    title: "Careers",
    description:
      "Open positions at Lojuvard in Tashkent, Bukhara, London, New York, Dubai and Phnom Penh, our seven-step hiring process and an online application form.",
  },
  title: "Careers at Lojuvard",
  lead: "For 20+ years we have built software that banks, ministries and businesses in Uzbekistan and abroad rely on every day. Join the engineers, designers and analysts in our six offices who take products from the first commit to national scale. We reply to every application within five business days.",
  benefits: {
    title: "Why join Lojuvard",
    items: [
      {
        title: "Products at national scale",
        text: "Your code serves citizens, borrowers and parents across the country: families follow their loan applications online, residents send requests to their mahalla, and parents see their child's day on their phones.",
      },
      {
        title: "Mentoring and a learning budget",
        text: "Every newcomer gets a mentor from among our senior engineers. An annual budget covers courses, books, conferences and certifications, and weekly engineering talks keep knowledge moving between teams.",
      },
      {
        title: "A modern stack and sound engineering",
        text: "Java, Spring Boot, React, Flutter, PostgreSQL, Kafka and Kubernetes, with code review, automated tests and CI/CD on every project under our ISO 9001 quality management system.",
      },
      {
        title: "Flexible hours and remote options",
        text: "You agree your working hours with your team. Several positions are open to fully remote work, and the Tashkent and Bukhara offices keep flexible start times.",
      },
      {
        title: "Health insurance, growth and relocation",
        text: "Private health insurance, a transparent grading system with a clear path to team lead or architect, and support when you relocate between our offices.",
      },
    ],
  },
  process: {
    title: "How we hire",
    lead: "Seven steps from your application to your first working day. We reply to every application within five business days, and you always know which stage you are at and what comes next.",
    steps: [
      {
        title: "Application review",
        text: "A recruiter and the hiring manager read your CV and cover letter against the requirements of the position. We reply within five business days, whatever the outcome.",
      },
      {
        title: "Initial screening",
        text: "A 30-minute call with a recruiter about your experience, your expectations and the role. It is also your chance to ask about the team and working conditions.",
      },
      {
        title: "Technical assessment",
        text: "A practical task or a live coding session with one of our engineers, close to the work you would do, reviewed by two engineers. For non-engineering roles, a case exercise takes its place.",
      },
      {
        title: "In-depth interview",
        text: "A conversation with the team lead and a senior engineer about your solution, system design and past projects. We look at how you reason, not at memorised answers.",
      },
      {
        title: "Team collaboration",
        text: "You spend a few hours with the team you would join: a joint working session, a look at the codebase and an open talk about how the team works.",
      },
      {
        title: "Final decision",
        text: "The hiring manager and HR decide within three business days and call you with the result. If it is an offer, we agree the salary, start date and terms in writing.",
      },
      {
        title: "Onboarding",
        text: "On your first day your equipment, accounts and mentor are ready. A 90-day plan takes you from first tasks to full work on the project, with regular check-ins along the way.",
      },
    ],
  },
  openings: {
    title: "Open positions",
    lead: "Filter the positions by location, department, job type and workplace. If none of them fits, send a general application and we will contact you when a suitable role opens.",
    filtersTitle: "Filter positions",
    filtersButton: "Filters",
    filtersChosen: "chosen",
    location: "Location",
    department: "Department",
    jobType: "Job type",
    workplace: "Remote or in office",
    all: "All",
    apply: "Show positions",
    reset: "Reset filters",
    empty: {
      title: "No positions match your filters",
      text: "Reset the filters or choose fewer of them. If nothing suitable comes up, send a general application and tell us what you would like to work on.",
    },
    posted: "Posted",
  },
  job: {
    backToList: "Back to all positions",
    responsibilities: "Responsibilities",
    requirements: "Requirements",
    offer: "What we offer",
    closed: {
      title: "This position is closed",
      text: "We no longer accept applications for this position. See our current openings or send a general application, and we will contact you when a similar role opens.",
    },
    validThrough: "Applications accepted until",
    applyTitle: "Apply for this position",
    applyText: "Fill in the form and attach your CV. We reply to every application within five business days.",
    share: "Share this position",
  },
  form: {
    legend: "Your application",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone number",
    message: "Cover letter",
    messageHint: "Tell us briefly about your experience and why this role interests you.",
    cv: "CV / résumé",
    position: "Position applied for",
    generalApplication: "General application (no specific position)",
    submit: "Send application",
    sending: "Sending…",
  },
};

export default careers;
