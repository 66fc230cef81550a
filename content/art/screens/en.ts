import type { CaseScreensCopy } from "../../types.ts";

/** The words inside the case studies' drawn product screens (tools/art/case-screens.ts). */
const screens: CaseScreensCopy = {
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
};

export default screens;
