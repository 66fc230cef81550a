import type { PoliciesModule } from "../../types.ts";

const policies: PoliciesModule = {
  privacy: {
    meta: {
      title: "Privacy policy",
      description:
        "How Lojuvard collects, uses, stores and protects personal data from its website, forms and newsletter, and your rights under Uzbek law and the GDPR.",
    },
    title: "Privacy policy",
    effectiveLabel: "Effective date",
    updatedLabel: "Last updated",
    sections: [
      {
        title: "Introduction",
        paragraphs: [
          "This privacy policy explains how Lojuvard Systems LLC (“Lojuvard”, “we”, “us”), a software development company with its central office in Tashkent, Uzbekistan, collects, uses, stores and protects personal data when you visit our website, send us an enquiry or a quote request, apply for a job or subscribe to our newsletter.",
          "We process personal data in accordance with the Law of the Republic of Uzbekistan No. ZRU-547 of 2 July 2019 “On Personal Data”. For visitors from the United Kingdom and the European Union we also apply the General Data Protection Regulation (GDPR) and the UK GDPR. Lojuvard Systems LLC is responsible for your personal data: it is the owner and operator of that data under the Law on Personal Data and its controller under the GDPR.",
          "When you tick the consent box on one of our forms, you agree to the processing of your personal data as described in this policy. The policy does not cover other websites we link to, such as social networks; their own policies apply there. Our website is intended for businesses, public organisations and job seekers and is not directed at children under 16; we do not knowingly collect their personal data.",
        ],
      },
      {
        title: "Information we collect",
        paragraphs: [
          "We collect two kinds of information: the personal details you give us in our forms, and technical information that your browser sends automatically whenever you open a web page. We collect only what we need to answer you, to consider your application or to send you the newsletter you asked for.",
          "We do not ask for special categories of personal data, such as information about health, religious or political beliefs, or biometric data. Please do not include such information in your messages, attachments or CV.",
          "Technical information is recorded in our server logs and, if you accept analytics cookies, by our analytics service. We use it in aggregated form and do not combine it with the details you give in forms in order to identify you.",
        ],
        bullets: [
          "Contact details given in our forms: your full name, company name, e-mail address and phone number.",
          "The content of your request: the message you write and the files you attach to it.",
          "Job applications: your CV, your covering message and the information they contain.",
          "Newsletter subscription: the e-mail address you subscribe with.",
          "Collected automatically: your IP address, browser type and version, operating system, the pages you open and the date and time of your visit.",
          "When you send a form: the page you sent it from, the first page of your visit, the website that led you to us and the campaign tags of the link you followed (utm_source and the like). They are kept in your browser tab only until you send the form or close the tab, never in a cookie, and are stored with your request to understand how people find us.",
        ],
      },
      {
        title: "How we use information",
        paragraphs: [
          "We use personal data only for the purposes listed below. We do not sell it, and we do not use it to make automated decisions that have legal or similarly significant effects on you.",
          "We process personal data on the following grounds: your consent, which you give by ticking the box on our forms; steps you ask us to take before entering into a contract; our legitimate interest in running, protecting and improving the website; and compliance with our legal obligations.",
          "We keep personal data only as long as these purposes require. Enquiries and related correspondence are kept for up to three years after our last contact with you, unless they lead to a contract; job applications for up to one year, unless you agree that we may keep your CV longer for future vacancies; newsletter data until you unsubscribe; server logs for up to twelve months. Contract and accounting documents are kept for the periods set by law. When a period ends, the data is deleted or anonymised.",
        ],
        bullets: [
          "To answer your enquiries, prepare quotes and proposals, and arrange meetings.",
          "To conclude and perform contracts with our clients.",
          "To assess job applications and contact candidates about vacancies.",
          "To send the newsletter and, where you have agreed, news about our services and events.",
          "To keep the website secure, prevent abuse and fix technical faults.",
          "To understand how the website is used and improve its content and navigation.",
          "To comply with legal, tax and accounting obligations.",
        ],
      },
      {
        title: "Cookies",
        paragraphs: [
          "Our website uses cookies and similar technologies, such as the browser’s local storage, to remember your language and your cookie choice, to make our forms work and, with your consent, to measure how the website is used and to test improvements.",
          "Analytics and feature-test cookies are set only after you accept them in the cookie notice. You can refuse or delete cookies at any time in your browser settings.",
          "Our Cookie Policy lists every cookie we use, its purpose and how long it is kept, and explains how to disable cookies in each major browser.",
        ],
      },
      {
        title: "Disclosure of information",
        paragraphs: [
          "We do not sell, rent or trade your personal data. We disclose it to third parties only in the cases listed below and only to the extent necessary.",
          "Personal data of citizens of the Republic of Uzbekistan collected through the website is stored and processed on servers located in Uzbekistan, as Article 27¹ of the Law on Personal Data requires. We transfer personal data to other countries, for example to a colleague in one of our offices abroad who handles your request, only where the receiving country ensures adequate protection of personal data or where you have consented. Data of visitors from the United Kingdom and the European Union leaves those regions only under safeguards recognised by the GDPR, such as standard contractual clauses.",
        ],
        bullets: [
          "With your consent: for example, when you ask us to pass your CV to one of our offices abroad or to introduce you to a partner.",
          "To meet legal obligations: when a court, a law enforcement agency or another authorised public body requires it under the law.",
          "To protect rights: when necessary to protect the rights, property or safety of Lojuvard, our clients, employees or visitors, including to prevent fraud and respond to security incidents.",
          "To service providers that process data on our behalf, such as hosting, e-mail delivery and analytics providers. They act only on our instructions under written agreements, may not use the data for their own purposes and must keep it confidential and secure.",
        ],
      },
      {
        title: "Your choices and rights",
        paragraphs: [
          "You can opt out of our newsletter and other promotional e-mails at any time by clicking the unsubscribe link at the bottom of any such e-mail. We will stop sending them promptly; we may still write to you about a request you have made.",
          "You can ask us to give you access to your personal data, to update it or to delete it, and you can withdraw your consent, by contacting us as described in the “Contact” section. Withdrawing consent does not affect processing carried out before it. Under the Law on Personal Data you have the right to know whether and how we process your data, to have it corrected, blocked or destroyed, and to withdraw your consent.",
          "If you are in the United Kingdom or the European Union, the GDPR gives you the rights listed below. You may also lodge a complaint with your data protection supervisory authority; in the United Kingdom this is the Information Commissioner’s Office (ICO).",
          "We answer requests within 30 days. Before acting on a request we may ask you to confirm your identity, so that your data is never disclosed to anyone else.",
        ],
        bullets: [
          "Right of access: to obtain confirmation that we process your data and a copy of it.",
          "Right to rectification: to have inaccurate or incomplete data corrected.",
          "Right to erasure: to have your data deleted when there is no longer a reason to keep it.",
          "Right to restriction: to have processing limited while a question about your data is being resolved.",
          "Right to data portability: to receive the data you gave us in a structured, machine-readable format.",
          "Right to object: to processing based on our legitimate interests and, at any time, to direct marketing.",
          "Right to withdraw consent at any time, without affecting processing carried out before.",
        ],
      },
      {
        title: "Security",
        paragraphs: [
          "We protect personal data with technical and organisational measures proportionate to the risk: encrypted HTTPS connections, access restricted to the employees who need it, role-based permissions, encrypted backups, logging of access to systems that hold personal data, and regular security updates.",
          "Employees who handle personal data are bound by confidentiality obligations and trained in our data handling procedures, which form part of our ISO 9001 certified quality management system. Our service providers must apply equivalent measures.",
          "No method of transmission over the internet or of electronic storage is completely secure. If a personal data breach occurs that is likely to affect your rights, we will notify you and the competent authorities as the law requires.",
        ],
      },
      {
        title: "Changes to this policy",
        paragraphs: [
          "We may update this policy when our services, our website or the applicable law change. The date of the latest update is shown at the top of this page.",
          "If the changes are significant, for example new purposes of processing or new categories of recipients, we will announce them on the website before they take effect and, if you have given us your e-mail address, inform you by e-mail. Where the law requires it, we will ask for your consent again.",
          "We recommend that you review this policy from time to time.",
        ],
      },
      {
        title: "Contact",
        paragraphs: [
          "If you have questions about this policy or wish to exercise your rights, write to our privacy team at the e-mail address shown below. Please describe your request and tell us how we can reach you.",
          "If you are not satisfied with our answer, you may contact the authorised state body for personal data protection in Uzbekistan or, if you are in the United Kingdom or the European Union, your data protection supervisory authority.",
        ],
      },
    ],
  },
  cookies: {
    meta: {
      title: "Cookie policy",
      description:
        "Which cookies the Lojuvard website sets, why and for how long, when analytics and A/B test cookies are used, and how to disable cookies in your browser.",
    },
    title: "Cookie policy",
    updatedLabel: "Last updated",
    sections: [
      {
        title: "What cookies are",
        paragraphs: [
          "Cookies are small text files that a website saves in your browser when you visit it. On your next visit the browser sends them back, so the website can recognise your device and remember your settings.",
          "Cookies set by the website you are visiting are first-party cookies; cookies set by other services, such as an analytics provider, are third-party cookies. Session cookies are deleted when you close the browser; persistent cookies remain for the period set for each of them or until you delete them.",
          "A website can also keep small amounts of data in the browser’s local storage, or in the session storage of one browser tab, which is emptied when the tab is closed. Both work much like a cookie but are not sent to the server with every request. In this policy, “cookies” covers both.",
        ],
      },
      {
        title: "How we use cookies",
        paragraphs: [
          "We use cookies to make the website work, to remember your choices and, only with your consent, to understand how visitors use the website and to test improvements.",
          "Essential cookies are needed for the website and its forms to work and are set without consent, as the law allows. Analytics and feature-test cookies are optional: they are set only after you press the accept button in the cookie notice, which appears on your first visit.",
          "We do not use cookies for advertising and we do not sell data collected through cookies. How we handle personal data is explained in our Privacy Policy.",
        ],
      },
      {
        title: "The cookies we set",
        paragraphs: [
          "We set a small number of our own cookies. Their names, purposes and lifetimes are listed in the table below.",
        ],
        bullets: [
          "Email newsletter cookies: remember that you have subscribed from the footer, so the subscription form does not ask you again.",
          "Form cookies: keep the contact and quote form working while you fill it in and upload a file, and help protect it from automated spam.",
          "Language preference: remembers whether you chose English, Russian or Uzbek, so pages open in your language. It is stored in your browser.",
          "Cookie consent: records that you accepted the cookie notice, so it does not appear again. It is kept in your browser’s local storage.",
        ],
      },
      {
        title: "Third-party cookies",
        paragraphs: [
          "Some cookies are set by services we use. They are set only after you accept cookies in the cookie notice, and their providers process the data under their own privacy policies.",
          "You can withdraw your consent at any time by deleting cookies and site data for our website in your browser; the cookie notice will then appear again and you can make a new choice.",
        ],
        bullets: [
          "Analytics service: Google Analytics 4 or Yandex Metrica counts visits, shows which pages are read and where visitors leave the website. Depending on the service, it sets the _ga or _ym_uid cookie. We use IP address anonymisation where the service offers it and do not share this data for advertising.",
          "Feature-test cookies: when we compare two versions of a page or a button in an A/B test, a cookie remembers which version you were shown, so you see the same one on every visit and the results are measured fairly.",
        ],
      },
      {
        title: "How to disable cookies",
        paragraphs: [
          "You can block or delete cookies in your browser settings at any time. If you block essential cookies, parts of the website, such as the contact form and the language setting, may not work correctly.",
          "To remove the language and consent choices kept in local storage, clear the site data for our website, not only its cookies. Your browser’s help pages describe each step in detail.",
        ],
        bullets: [
          "Google Chrome: Settings → Privacy and security. There you can block third-party cookies or all cookies and delete cookies and other site data.",
          "Mozilla Firefox: Settings → Privacy & Security → Cookies and Site Data.",
          "Safari on Mac: Settings → Privacy. Choose Manage Website Data to delete stored data or Block all cookies.",
          "Microsoft Edge: Settings → Cookies and site permissions → Manage and delete cookies and site data.",
          "Mobile browsers: on iPhone and iPad, open Settings → Safari and choose Block All Cookies or Clear History and Website Data; in Chrome on Android, open Settings → Site settings → Cookies. Other mobile browsers offer similar options in their privacy settings.",
        ],
      },
      {
        title: "Contact",
        paragraphs: [
          "If you have questions about how we use cookies, write to us at the e-mail address shown below.",
          "You can find out more about how we process personal data in our Privacy Policy.",
        ],
      },
    ],
    table: {
      caption: "Cookies and browser storage used on this website",
      headers: ["Name", "Purpose", "Duration", "Type"],
      rows: [
        ["language", "Remembers the language you chose: English, Russian or Uzbek", "1 year", "Essential"],
        [
          "cookie",
          "Records your choice in the cookie notice; kept in the browser’s local storage",
          "Until you clear it",
          "Essential",
        ],
        [
          "lj_newsletter",
          "Remembers that you have subscribed to the newsletter, so the form does not ask you again",
          "1 year",
          "Functional",
        ],
        [
          "lj_visit",
          "Remembers the first page of your visit, the website that led you to us and the campaign tags of its link, so that a request you send tells us how you found us; kept in this browser tab's session storage, never in a cookie",
          "Until you close the tab",
          "Functional",
        ],
        [
          "lj_form",
          "Keeps the contact and quote form working while you fill it in and protects it from spam",
          "Session",
          "Essential",
        ],
        [
          "_ga / _ym_uid",
          "Distinguishes visitors in Google Analytics 4 or Yandex Metrica statistics; set only after your consent",
          "2 years / 1 year",
          "Analytics, third-party",
        ],
        [
          "ab_test",
          "Remembers which version of a page you saw in a feature test (A/B test); set only after your consent",
          "90 days",
          "Feature testing, third-party",
        ],
      ],
    },
  },
};

export default policies;
