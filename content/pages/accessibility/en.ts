import type { AccessibilityContent } from "../../types.ts";

const accessibility: AccessibilityContent = {
  meta: {
    title: "Accessibility statement",
    description:
      "How accessible the Lojuvard website is in English, Russian and Uzbek: our WCAG 2.2 AA target, how we test, known limitations and how to report a barrier.",
  },
  title: "Accessibility statement",
  lead: "We want everyone to be able to use the Lojuvard website, whatever device, settings or assistive technology they rely on. This statement explains how accessible the site is, where it still falls short and how to tell us about a barrier.",
  updatedLabel: "Last reviewed",
  sections: [
    {
      title: "Our commitment",
      paragraphs: [
        "This statement applies to the Lojuvard website in all three of its languages: English, Russian and Uzbek. It covers every page of the site, including our services, industries, case studies, careers and blog pages, and the forms on them.",
        "Our target is level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, the international standard for accessible web content. We build accessibility into design and development from the start rather than checking it at the end, the same way we work on software for our clients.",
        "The website partially meets this standard. The parts that do not yet fully meet it are listed under “Known limitations” below, together with what we are doing about them.",
      ],
    },
    {
      title: "What you can do on this site",
      paragraphs: ["You should be able to use the website in the way that suits you. In particular, you can:"],
      bullets: [
        "Zoom in up to 400% without text spilling off the screen and without losing any content or function.",
        "Navigate the whole site with a keyboard alone: a skip link at the top of each page takes you straight to the main content, and a clearly visible focus indicator shows where you are.",
        "Use the site with a screen reader, including NVDA, JAWS, VoiceOver and TalkBack: pages have a logical heading structure, landmarks, descriptive link text and text alternatives for informative images.",
        "Read content that reflows to fit a phone screen, so that you scroll in one direction only and never need to pan sideways.",
        "Turn off animations and moving effects by switching on the reduced-motion setting of your operating system; the site follows it automatically.",
        "Complete every form: each field has a visible label, required fields are marked, and error messages explain what to correct and are announced by screen readers.",
        "Read the site in English, Russian or Uzbek: each page declares its language, so screen readers and other assistive technology pronounce the text correctly.",
      ],
    },
    {
      title: "How we test",
      paragraphs: [
        "We test the website before every release and review this statement at least once a year, and whenever we make a significant change to the site. Our testing combines automated checks with manual review, because automated tools alone find only part of the problems real people meet.",
      ],
      bullets: [
        "Automated checks with axe-core on every page in every language, including interactive states such as open dialogs, open menus, the cookie notice and forms showing error messages.",
        "Keyboard-only testing of every page and interactive component: order of focus, visible focus, no keyboard traps, and dialogs that return focus where it came from when closed.",
        "Spot checks of key pages and journeys with screen readers: NVDA and JAWS on Windows, VoiceOver on macOS and iOS, and TalkBack on Android.",
        "Colour contrast of at least 4.5:1 for body text, and at least 3:1 for large text and for interface components such as buttons, form fields and focus indicators.",
      ],
    },
    {
      title: "Known limitations",
      paragraphs: [
        "We know that some parts of the website are not yet fully accessible. We list them here so that you know what to expect and how to get the same information another way.",
      ],
      bullets: [
        "Third-party sites: we link to our profiles on social networks such as LinkedIn, Instagram, Telegram and YouTube. These sites are run by other companies, and their accessibility is outside our control.",
        "Company portfolio (PDF): the portfolio you can download from the About page is a designed document and may not be fully tagged for screen readers, so headings, reading order and tables may not be announced correctly. The same information is available as accessible web pages on the About, Services and Case studies pages, and we can send it to you in another format on request.",
        "Older blog covers: cover illustrations on older blog posts are decorative. They carry short text alternatives that name the topic of the post rather than describe the picture in detail; they contain no information that is not in the article itself.",
      ],
    },
    {
      title: "Feedback and contact",
      paragraphs: [
        "If you meet a barrier on this website, or need information from it in a different format, please tell us. Write to us at the contact address shown below this statement.",
        "To help us fix the problem quickly, tell us the address of the page, what you were trying to do and what went wrong, and, if you can, the device, browser and any assistive technology you were using.",
        "We reply within five business days. If you need information in another format, such as plain text, an accessible document or large print, we will provide it.",
      ],
    },
    {
      title: "How we handle complaints",
      paragraphs: [
        "We review every report we receive. When we confirm a problem, we fix it, and we tell you what we changed. If a fix takes longer, we tell you when to expect it and give you the information you need in another format in the meantime.",
        "If you are not satisfied with how we have handled your report, please reply to our answer and the head of the team responsible for the website will review it again.",
        "If you are in the United Kingdom and remain unhappy with our response, you can contact the Equality Advisory and Support Service (EASS) for advice.",
      ],
    },
  ],
};

export default accessibility;
