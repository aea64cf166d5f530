/**
 * The guide's facts about routes to the UK: one typed list, each fact with the official page that
 * states it and the day it was last reviewed against that page. Figures that change often (most
 * application fees rise each April) are not copied here: the guide says where GOV.UK publishes them.
 * A route whose oldest fact is older than `staleAfterMonths` says it may be out of date.
 */

export interface Source {
  title: string;
  href: string;
}

export interface Fact {
  text: string;
  source: Source;
  /** The day the fact was last reviewed against its source, YYYY-MM-DD. */
  checked: string;
}

/** The finder's questions; each answer filters the list of routes. */
export const questions = [
  {
    key: "purpose",
    legend: "What brings you to the UK?",
    options: [
      { value: "visit", label: "A visit: holiday, business or seeing family, up to 6 months" },
      { value: "study", label: "Study" },
      { value: "work", label: "Work" },
      { value: "family", label: "Joining a partner or relative who is British or settled here" },
      { value: "stay", label: "I live in the UK and want to stay for good or become British" },
    ],
  },
  {
    key: "group",
    legend: "Does one of these apply to you?",
    options: [
      { value: "none", label: "None of these" },
      { value: "ukraine", label: "I am Ukrainian, or the family member of a Ukrainian" },
      { value: "hong-kong", label: "I have British National (Overseas) status, or am family of someone who has" },
      { value: "eu-2020", label: "I am an EU, EEA or Swiss citizen who lived in the UK by 31 December 2020, or their family" },
      { value: "youth", label: "I am 18 to 30 (35 for some countries) from a Youth Mobility Scheme country" },
    ],
  },
  {
    key: "party",
    legend: "Who would come with you?",
    options: [
      { value: "alone", label: "Only me" },
      { value: "family", label: "My partner or children too" },
    ],
  },
] as const;

type Question = (typeof questions)[number];
export type QuestionKey = Question["key"];
type Answer<K extends QuestionKey> = Extract<Question, { key: K }>["options"][number]["value"];
type Fits = { [K in QuestionKey]: readonly Answer<K>[] };

export interface ImmigrationRoute {
  /** The route's anchor on the finder page. */
  id: string;
  name: string;
  /** Who the route is for, in a sentence. */
  forWhom: string;
  requirements: Fact[];
  /** What applicants pay for, with a figure only where one is sourced. */
  costs: Fact[];
  /** The usual decision time, where GOV.UK publishes one. */
  decision?: Fact;
  /** Where and how to apply. */
  apply: string;
  /** Other dated facts worth knowing: changes, closures, proposals. */
  notes?: Fact[];
  /** The route's own GOV.UK page. */
  page: Source;
  /** The answers each question may have for the route to be listed. */
  fits: Fits;
}

export const staleAfterMonths = 6;

const govuk = "https://www.gov.uk";
const reviewed = "2026-11-27";

const src = (title: string, path: string): Source => ({ title, href: path.startsWith("http") ? path : `${govuk}${path}` });
const fact = (text: string, source: Source, checked = reviewed): Fact => ({ text, source, checked });

const sources = {
  checkVisa: src("Check if you need a UK visa", "/check-uk-visa"),
  eta: src("Electronic travel authorisation (ETA)", "/eta"),
  visitor: src("Standard Visitor visa", "/standard-visitor"),
  student: src("Student visa", "/student-visa"),
  graduate: src("Graduate visa", "/graduate-visa"),
  skilled: src("Skilled Worker visa", "/skilled-worker-visa"),
  healthCare: src("Health and Care Worker visa", "/health-care-worker-visa"),
  globalTalent: src("Global Talent visa", "/global-talent"),
  family: src("Family visas: apply, extend or switch", "/uk-family-visa"),
  partner: src("Partner and spouse visa", "/uk-family-visa/partner-spouse"),
  youth: src("Youth Mobility Scheme visa", "/youth-mobility"),
  bno: src("British National (Overseas) visa", "/british-national-overseas-bno-visa"),
  homesForUkraine: src("Apply for a visa under the Ukraine Sponsorship Scheme (Homes for Ukraine)", "/guidance/apply-for-a-visa-under-the-ukraine-sponsorship-scheme"),
  euss: src("Apply to the EU Settlement Scheme (settled and pre-settled status)", "/settled-status-eu-citizens-families"),
  ilr: src("Indefinite leave to remain", "/indefinite-leave-to-remain"),
  citizenship: src("Apply for citizenship if you have indefinite leave to remain", "/apply-citizenship-indefinite-leave-to-remain"),
  lifeInUk: src("Life in the UK test", "/life-in-the-uk-test"),
  surcharge: src("Pay for UK healthcare as part of your immigration application", "/healthcare-immigration-application"),
  fees: src("Home Office immigration and nationality fees", "/government/publications/visa-regulations-revised-table"),
  timesOutside: src("Visa processing times: applications outside the UK", "/guidance/visa-processing-times-applications-outside-the-uk"),
  timesInside: src("Visa processing times: applications inside the UK", "/guidance/visa-processing-times-applications-inside-the-uk"),
  hc997: src("Statement of changes to the Immigration Rules: HC 997, 1 July 2025", "/government/publications/statement-of-changes-to-the-immigration-rules-hc-997-1-july-2025"),
  whitePaper: src("Restoring control over the immigration system: white paper, May 2025", "/government/publications/restoring-control-over-the-immigration-system-white-paper"),
} as const;

/** Answers a route fits whatever they are. */
const anyGroup = ["none", "ukraine", "hong-kong", "eu-2020", "youth"] as const;
const anyParty = ["alone", "family"] as const;
const longStay = ["study", "work", "family"] as const;

const feesFact = fact("Application fee: set by the Home Office and usually raised each April; the current one is in the fees table", sources.fees);
const surchargeFact = fact("Immigration Health Surcharge for each year of the visa, paid when you apply (the calculator gives your amount)", sources.surcharge);

export const immigrationRoutes: ImmigrationRoute[] = [
  {
    id: "visitor",
    name: "Standard Visitor visa or ETA",
    forWhom: "Tourism, visiting family and friends, business meetings or a short course, for up to 6 months.",
    requirements: [
      fact("Visitors who do not need a visa need an electronic travel authorisation (ETA) before they travel, unless they are British or Irish or already have UK permission (including EU settled or pre-settled status)", sources.eta),
      fact("Carriers check for an ETA before boarding: it has been enforced since 25 February 2026", sources.eta),
      fact("Visitors from countries that need a visa apply for a Standard Visitor visa instead; you cannot work or live in the UK by frequent visits", sources.visitor),
    ],
    costs: [
      fact("ETA fee, per person, paid when you apply", sources.eta),
      fact("Standard Visitor visa fee for a visit of up to 6 months (longer visas cost more)", sources.fees),
    ],
    decision: fact("ETA: usually within 3 working days. Visitor visa from outside the UK: usually within 3 weeks", sources.timesOutside),
    apply: "ETA: on the UK ETA app or on GOV.UK. Visitor visa: online on GOV.UK, then prove your identity at a visa application centre.",
    page: sources.visitor,
    fits: { purpose: ["visit"], group: anyGroup, party: anyParty },
  },
  {
    id: "student",
    name: "Student visa",
    forWhom: "A course at a licensed student sponsor (a university or college), longer than a short visit allows.",
    requirements: [
      fact("An unconditional offer from a licensed sponsor, shown by a Confirmation of Acceptance for Studies (CAS)", sources.student),
      fact("English at the level your course needs, and money to pay your fees and support yourself", sources.student),
      fact("Partners and children can come only if you study a postgraduate research course (such as a PhD) or are government-sponsored on a long course", sources.student),
    ],
    costs: [feesFact, surchargeFact, fact("Money to support yourself, unless you have been in the UK for a year or more", sources.student)],
    decision: fact("From outside the UK: usually within 3 weeks", sources.timesOutside),
    apply: "Online on GOV.UK, up to 6 months before your course starts, after your sponsor gives you a CAS.",
    page: sources.student,
    fits: { purpose: ["study"], group: anyGroup, party: anyParty },
  },
  {
    id: "graduate",
    name: "Graduate visa",
    forWhom: "Students who have completed a UK degree and want to stay to work or look for work, without a sponsor.",
    requirements: [
      fact("You are in the UK on a Student visa and your university has told the Home Office you completed your course", sources.graduate),
      fact("It lasts 2 years (3 years after a PhD); for applications made from 1 January 2027 it lasts 18 months, and still 3 years after a PhD", sources.graduate),
      fact("It cannot be extended; to stay longer, switch to another route such as Skilled Worker", sources.graduate),
    ],
    costs: [feesFact, surchargeFact],
    decision: fact("Inside the UK: usually within 8 weeks", sources.timesInside),
    apply: "Online on GOV.UK, from inside the UK, before your Student visa ends.",
    page: sources.graduate,
    fits: { purpose: ["study", "work"], group: anyGroup, party: anyParty },
  },
  {
    id: "skilled-worker",
    name: "Skilled Worker visa",
    forWhom: "A job offer from a UK employer approved by the Home Office, in an eligible job.",
    requirements: [
      fact("A certificate of sponsorship from a licensed employer", sources.skilled),
      fact("Since 22 July 2025 new applicants need a job at degree level (RQF 6) or above, unless it is on the Immigration Salary List or the Temporary Shortage List", sources.hc997),
      fact("A salary of at least £41,700 a year or the job's going rate, whichever is higher, for certificates assigned from 22 July 2025; lower rates apply in some cases (new entrants, PhDs, listed jobs)", sources.hc997),
      fact("English at level B1; partners and children can usually come with you", sources.skilled),
    ],
    costs: [feesFact, surchargeFact, fact("Money to support yourself, unless your employer certifies it or you have been in the UK for a year", sources.skilled)],
    decision: fact("From outside the UK: usually within 3 weeks", sources.timesOutside),
    apply: "Online on GOV.UK, up to 3 months before your job starts, with your certificate of sponsorship.",
    notes: [
      fact("Settlement usually after 5 years today; a longer, 10-year 'earned settlement' model was proposed in May 2025 and is not yet the rule", sources.whitePaper),
    ],
    page: sources.skilled,
    fits: { purpose: ["work"], group: anyGroup, party: anyParty },
  },
  {
    id: "health-care-worker",
    name: "Health and Care Worker visa",
    forWhom: "Qualified doctors, nurses and health professionals with a job offer from the NHS, an NHS supplier or adult social care.",
    requirements: [
      fact("A job offer from an approved employer in an eligible health or care occupation", sources.healthCare),
      fact("Care worker and senior care worker jobs closed to new applicants from outside the UK on 22 July 2025", sources.hc997),
    ],
    costs: [fact("A lower application fee than the Skilled Worker visa; the current one is in the fees table", sources.fees), fact("No Immigration Health Surcharge for you or your family", sources.healthCare)],
    decision: fact("From outside the UK: usually within 3 weeks", sources.timesOutside),
    apply: "Online on GOV.UK, up to 3 months before your job starts, with your certificate of sponsorship.",
    page: sources.healthCare,
    fits: { purpose: ["work"], group: anyGroup, party: anyParty },
  },
  {
    id: "global-talent",
    name: "Global Talent visa",
    forWhom: "Leaders and potential leaders in academia or research, arts and culture, or digital technology, and winners of eligible prizes.",
    requirements: [
      fact("An endorsement from an approved body for your field, unless you have won an eligible prize", sources.globalTalent),
      fact("No job offer or sponsor needed; partners and children can come with you", sources.globalTalent),
    ],
    costs: [fact("A fee for the endorsement and a fee for the visa; the current ones are in the fees table", sources.fees), surchargeFact],
    decision: fact("The visa, once endorsed, from outside the UK: usually within 3 weeks", sources.timesOutside),
    apply: "Online on GOV.UK: first the endorsement, then the visa.",
    page: sources.globalTalent,
    fits: { purpose: ["work"], group: anyGroup, party: anyParty },
  },
  {
    id: "family",
    name: "Family visa: partner, spouse, child or parent",
    forWhom: "Joining a partner, parent or child who is British, Irish or settled in the UK (or has refugee status or humanitarian protection).",
    requirements: [
      fact("For partners: a genuine relationship, English at A1 or above, and a minimum income, with other requirements set out on GOV.UK", sources.partner),
      fact("Other family members (children, parents, adult relatives who need long-term care) have routes of their own", sources.family),
    ],
    costs: [feesFact, surchargeFact],
    decision: fact("From outside the UK: usually within 12 weeks", sources.timesOutside),
    apply: "Online on GOV.UK; from outside the UK, then prove your identity at a visa application centre.",
    page: sources.family,
    fits: { purpose: ["family"], group: anyGroup, party: anyParty },
  },
  {
    id: "youth-mobility",
    name: "Youth Mobility Scheme visa",
    forWhom: "Young people from the participating countries who want to live and work in the UK for up to 2 years (3 for some countries).",
    requirements: [
      fact("Aged 18 to 30 (18 to 35 for some countries) and a citizen of a participating country; some countries hold a ballot", sources.youth),
      fact("Savings to support yourself; no children living with you or that you are responsible for", sources.youth),
    ],
    costs: [feesFact, surchargeFact],
    decision: fact("From outside the UK: usually within 3 weeks", sources.timesOutside),
    apply: "Online on GOV.UK, after winning the ballot if your country holds one.",
    page: sources.youth,
    fits: { purpose: ["work", "study"], group: ["youth"], party: ["alone"] },
  },
  {
    id: "bno",
    name: "British National (Overseas) visa",
    forWhom: "People from Hong Kong with British National (Overseas) status, and their close family.",
    requirements: [
      fact("BN(O) status, or be the child of someone with it, and usually live in Hong Kong or the UK", sources.bno),
      fact("Partners and children can apply with you; the route leads to settlement", sources.bno),
    ],
    costs: [feesFact, surchargeFact],
    apply: "Online on GOV.UK, most people with the UK Immigration: ID Check app.",
    page: sources.bno,
    fits: { purpose: longStay, group: ["hong-kong"], party: anyParty },
  },
  {
    id: "homes-for-ukraine",
    name: "Homes for Ukraine (Ukraine Sponsorship Scheme)",
    forWhom: "Ukrainians and their family members coming to the UK, with a named sponsor who offers a home.",
    requirements: [
      fact("A sponsor in the UK who can offer a home for at least 6 months", sources.homesForUkraine),
      fact("The Ukraine Family Scheme closed to new applicants on 19 February 2024; people already in the UK extend through the Ukraine Permission Extension scheme", sources.homesForUkraine),
    ],
    costs: [fact("No application fee and no Immigration Health Surcharge", sources.homesForUkraine)],
    apply: "Online on GOV.UK, with your sponsor's details.",
    page: sources.homesForUkraine,
    fits: { purpose: longStay, group: ["ukraine"], party: anyParty },
  },
  {
    id: "eu-settlement-scheme",
    name: "EU Settlement Scheme",
    forWhom: "EU, EEA and Swiss citizens who lived in the UK by 31 December 2020, and their family members.",
    requirements: [
      fact("The deadline for most people was 30 June 2021: the scheme is closed to most newcomers. Late applications need reasonable grounds; some family members can still join", sources.euss),
    ],
    costs: [fact("No fee", sources.euss)],
    apply: "Online on GOV.UK.",
    page: sources.euss,
    fits: { purpose: ["work", "study", "family", "stay"], group: ["eu-2020"], party: anyParty },
  },
  {
    id: "settlement",
    name: "Settlement: indefinite leave to remain",
    forWhom: "People who have lived in the UK for long enough on a route that leads to settlement.",
    requirements: [
      fact("Usually 5 years on most work and family routes; the qualifying period differs by route", sources.ilr),
      fact("Pass the Life in the UK test and show English at B1, unless exempt", sources.lifeInUk),
      fact("A longer, 10-year 'earned settlement' model was proposed in May 2025; until it becomes the rule, today's periods apply", sources.whitePaper),
    ],
    costs: [feesFact, fact("The Life in the UK test fee", sources.lifeInUk)],
    decision: fact("Inside the UK: usually within 6 months", sources.timesInside),
    apply: "Online on GOV.UK, from inside the UK.",
    page: sources.ilr,
    fits: { purpose: ["stay"], group: anyGroup, party: anyParty },
  },
  {
    id: "citizenship",
    name: "British citizenship",
    forWhom: "Settled people who want to become British.",
    requirements: [
      fact("Usually indefinite leave to remain (or settled status) for 12 months, or be married to a British citizen, and have lived in the UK for at least 3 or 5 years", sources.citizenship),
      fact("Good character, the Life in the UK test and English at B1", sources.citizenship),
    ],
    costs: [feesFact, fact("A citizenship ceremony fee", sources.fees)],
    decision: fact("Usually within 6 months", sources.citizenship),
    apply: "Online on GOV.UK, then attend a citizenship ceremony.",
    page: sources.citizenship,
    fits: { purpose: ["stay"], group: anyGroup, party: anyParty },
  },
];

/** Where to start whatever the route: the official visa check. */
export const visaCheck = sources.checkVisa;

/** The oldest review date among a route's facts: the route is no fresher than that. */
export function reviewedOn(route: ImmigrationRoute): string {
  return factsOf(route).map((item) => item.checked).sort()[0];
}

/** Every fact a route's card states: requirements, costs, the decision time and notes. */
const factsOf = (route: ImmigrationRoute): Fact[] => [...route.requirements, ...route.costs, ...(route.decision ? [route.decision] : []), ...(route.notes ?? [])];

/** Whether a review date (YYYY-MM-DD) is older than `staleAfterMonths` on `today`. */
export function isStale(checked: string, today: Date): boolean {
  const [year, month, day] = checked.split("-").map(Number);
  const limit = new Date(Date.UTC(year, month - 1 + staleAfterMonths, day + 1));
  return today.getTime() > limit.getTime();
}

/** Every GOV.UK (or other) page a route's facts cite, once each, in order. */
export function sourcesOf(route: ImmigrationRoute): Source[] {
  const seen = new Map<string, Source>([[route.page.href, route.page]]);
  for (const item of factsOf(route)) if (!seen.has(item.source.href)) seen.set(item.source.href, item.source);
  return [...seen.values()];
}
