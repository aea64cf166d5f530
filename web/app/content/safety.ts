// The Stay safe panel's words and links, apart from the route finder's facts: the landing page shows
// the panel and should not carry the whole finder.
const govuk = "https://www.gov.uk";

/** Staying safe: the official places to apply, regulated advice and free help. */
export const safety = {
  title: "Stay safe",
  points: [
    {
      text: "Apply only on GOV.UK or the official UK ETA app. Lookalike sites charge more for the same ETA or visa.",
      link: { title: "Apply for a visa on GOV.UK", href: `${govuk}/apply-to-come-to-the-uk` },
    },
    {
      text: "Only regulated advisers may give immigration advice: check the Immigration Advice Authority's register (it was the OISC until January 2025), or use a solicitor.",
      link: { title: "Find a regulated adviser", href: `${govuk}/find-an-immigration-adviser` },
    },
    {
      text: "Free, independent help is available from Citizens Advice.",
      link: { title: "Citizens Advice on immigration", href: "https://www.citizensadvice.org.uk/immigration/" },
    },
  ],
} as const;
