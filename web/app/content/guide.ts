/**
 * The guide's facts about routes to the UK: one typed list. Each fact names the GOV.UK page that
 * states it, the statement of changes or announcement it rests on (where there is one), the day it was
 * checked and what it was checked against: the GOV.UK page itself, or a named, dated report of the
 * change when GOV.UK was not read. Figures that change often (most fees rise each April) are not
 * copied here: the page says where GOV.UK publishes them. `npm run facts:due` lists the facts due for
 * review.
 */

export interface Source {
  title: string;
  href: string;
}

/** A statement of changes to the Immigration Rules, or an announcement, with its date. */
export interface Instrument extends Source {
  /** The day it was laid or announced, YYYY-MM-DD. */
  date: string;
}

/** What a check read: the GOV.UK page itself, or someone's report of the change. */
export interface Evidence extends Source {
  kind: "govuk" | "report";
  /** The date the page gives for itself, YYYY-MM-DD, where it gives one. */
  published?: string;
}

export interface Fact {
  text: string;
  /** The GOV.UK page that states the fact. */
  source: Source;
  /** The instrument or announcement the fact rests on, where there is one. */
  basis?: Instrument;
  /** The day the fact was last checked, YYYY-MM-DD. */
  checked: string;
  /** What the check read. */
  against: Evidence;
  /** The last day the fact is known to hold (a list or scheme with an end date), YYYY-MM-DD. */
  until?: string;
}

/** The finder's questions. Each answer lives in the address as `?key=value`. */
export const questions = [
  {
    key: "purpose",
    legend: "What brings you to the UK?",
    options: [
      { value: "visit", label: "A visit: holiday, business or seeing family, up to 6 months" },
      { value: "study", label: "Study" },
      { value: "work", label: "Work" },
      { value: "family", label: "Joining a partner or relative who is British or settled here" },
      { value: "stay", label: "I live in the UK and want to stay longer or for good" },
    ],
  },
  {
    key: "where",
    legend: "Where are you now?",
    options: [
      { value: "outside", label: "Outside the UK" },
      { value: "inside", label: "In the UK, with a visa or permission" },
    ],
  },
  {
    key: "visa",
    legend: "Do people of your nationality need a visa to visit the UK?",
    options: [
      { value: "visa-national", label: "Yes, they need a visa to visit" },
      { value: "non-visa", label: "No, they can visit without a visa (for example US, Canadian, Australian or EU citizens)" },
    ],
  },
  {
    key: "job",
    legend: "If you want to work: do you have a job offer?",
    options: [
      { value: "health-care", label: "Yes, in health or adult social care (for example the NHS)" },
      { value: "skilled", label: "Yes, in another skilled job" },
      { value: "none", label: "No job offer yet" },
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
      { value: "ancestry", label: "I am a Commonwealth citizen with a grandparent born in the UK" },
      { value: "student", label: "I am in the UK on a Student visa" },
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
export type Answer<K extends QuestionKey> = Extract<Question, { key: K }>["options"][number]["value"];
/** For some questions, the answers that satisfy a condition. */
export type Condition = { [K in QuestionKey]?: readonly Answer<K>[] };

/** One way to come to or stay in the UK, and when it fits the person answering. */
export interface ImmigrationRoute {
  /** The route's anchor on the finder page. */
  id: string;
  name: string;
  /** Who the route is for, in a sentence. */
  forWhom: string;
  /** Set when the route takes no new applications: why and since when. */
  closed?: string;
  requirements: Fact[];
  /** The English level the route asks for. */
  english: string;
  /** Whether a partner and children can come. */
  dependants: string;
  /** Whether time on the route counts towards settlement (indefinite leave to remain). */
  settlement: string;
  /** What applicants pay for, with a figure only where one is sourced. */
  costs: Fact[];
  /** Where and how to apply. */
  apply: string;
  /** Other dated facts worth knowing: changes, closures, proposals. */
  notes?: Fact[];
  /** The route's own GOV.UK page. */
  page: Source;
  /** The answers with which the route is listed at all; a question left out allows any answer. */
  fits: Condition;
  /** Answers that rule the route out for the person, and the reason shown to them. */
  excludes?: { when: Condition; because: string }[];
  /** Answers that make the route the best fit, and the one line of why. */
  best?: { when: Condition; why: string };
  /** Why the route fits, when it is not the best fit. */
  why: string;
}

export const staleAfterMonths = 6;
/** How many days before its `until` date a fact is due for review. */
export const untilWarningDays = 60;

const govuk = "https://www.gov.uk";
/** The day the facts below were checked against the evidence they name. */
const checkedOn = "2026-12-06";

const src = (title: string, path: string): Source => ({ title, href: path.startsWith("http") ? path : `${govuk}${path}` });
const report = (title: string, href: string, published?: string): Evidence => ({ kind: "report", title, href, published });
const govukRead = (title: string, href: string, published?: string): Evidence => ({ kind: "govuk", title, href, published });
const fact = (text: string, source: Source, against: Evidence, extra: { basis?: Instrument; until?: string; checked?: string } = {}): Fact => ({
  text,
  source,
  against,
  checked: extra.checked ?? checkedOn,
  ...(extra.basis && { basis: extra.basis }),
  ...(extra.until && { until: extra.until }),
});

const sources = {
  checkVisa: src("Check if you need a UK visa", "/check-uk-visa"),
  eta: src("Electronic travel authorisation (ETA)", "/eta"),
  visitor: src("Standard Visitor visa", "/standard-visitor"),
  student: src("Student visa", "/student-visa"),
  graduate: src("Graduate visa", "/graduate-visa"),
  skilled: src("Skilled Worker visa", "/skilled-worker-visa"),
  healthCare: src("Health and Care Worker visa", "/health-care-worker-visa"),
  globalTalent: src("Global Talent visa", "/global-talent"),
  hpi: src("High Potential Individual visa", "/high-potential-individual-visa"),
  innovator: src("Innovator Founder visa", "/innovator-founder-visa"),
  scaleUp: src("Scale-up Worker visa", "/scale-up-worker-visa"),
  ancestry: src("UK Ancestry visa", "/ancestry-visa"),
  seasonal: src("Seasonal Worker visa", "/seasonal-worker-visa"),
  gbm: src("Global Business Mobility: Senior or Specialist Worker visa", "/senior-specialist-worker-visa"),
  family: src("Family visas: apply, extend or switch", "/uk-family-visa"),
  partner: src("Partner and spouse visa", "/uk-family-visa/partner-spouse"),
  youth: src("Youth Mobility Scheme visa", "/youth-mobility"),
  bno: src("British National (Overseas) visa", "/british-national-overseas-bno-visa"),
  homesForUkraine: src("Apply for a visa under the Homes for Ukraine Sponsorship Scheme", "/guidance/apply-for-a-visa-under-the-ukraine-sponsorship-scheme"),
  upe: src("Applying to the Ukraine Permission Extension scheme", "/government/publications/ukraine-permission-extension-scheme-information/ukraine-permission-extension-scheme-information"),
  euss: src("Apply to the EU Settlement Scheme (settled and pre-settled status)", "/settled-status-eu-citizens-families"),
  settle: src("Settle in the UK (indefinite leave to remain)", "/settle-in-the-uk"),
  citizenship: src("Apply for citizenship if you have indefinite leave to remain", "/apply-citizenship-indefinite-leave-to-remain"),
  earnedSettlement: src("Earned settlement consultation", "/government/consultations/earned-settlement"),
  timesOutside: src("Visa processing times: applications outside the UK", "/guidance/visa-processing-times-applications-outside-the-uk"),
} as const;

/** Fees and the health surcharge change often: the finder says where GOV.UK publishes them. */
export const feeSources = {
  fees: src("Home Office immigration and nationality fees", "/government/publications/visa-regulations-revised-table"),
  surcharge: src("Pay for UK healthcare as part of your immigration application", "/healthcare-immigration-application"),
} as const;

/** The instruments the facts rest on. */
const basis = {
  hc997: { ...src("Statement of changes HC 997", "/government/publications/statement-of-changes-to-the-immigration-rules-hc-997-1-july-2025"), date: "2025-07-01" },
  hc1298: { ...src("Statement of changes HC 1298", "/government/publications/statement-of-changes-to-the-immigration-rules-hc-1298-4-september-2025"), date: "2025-09-04" },
  hc1333: { ...src("Statement of changes HC 1333, listed on GOV.UK's Immigration Rules updates", "/guidance/immigration-rules/updates"), date: "2025-10-14" },
  cp1448: { ...src("A Fairer Pathway to Settlement (CP 1448)", "/government/consultations/earned-settlement"), date: "2025-11-20" },
  upe24: {
    title: "Written statement: Ukraine Permission Extension scheme, further extension",
    href: "https://www.parallelparliament.co.uk/mp/mike-tapp/debate/2026-02-24/commons/written-statements/ukraine-permission-extension-scheme-further-extension",
    date: "2026-02-24",
  },
} satisfies Record<string, Instrument>;

/** What the checks read, each with its address and the date it gives. */
const read = {
  hc1333City: report("City Legal: Statement of Changes HC 1333, major reforms", "https://citylegalsolicitors.co.uk/insights/statement-of-changes-hc-1333", "2025-10-21"),
  hc1333Dates: report("WestBridge (Mondaq): October 2025 Statement of Changes HC 1333", "https://www.mondaq.com/uk/work-visas/1692632/business-immigration-update-october-2025-statement-of-changes-hc-1333", "2025-10-16"),
  hc1333Devine: report("Laura Devine: Home Office publishes HC 1333", "https://www.lauradevine.com/news/home-office-publishes-statement-of-changes-in-immigration-rules-hc-1333", "2025-10-15"),
  hc997Giga: report("The Giga Legal: July 2025 Immigration Rule changes (HC 997)", "https://www.thegigalegal.com/news/july-2025-uk-immigration-rule-changes"),
  hc997Dependants: report("Fragomen: Changes to Skilled Worker dependants", "https://www.fragomen.com/insights/changes-to-skilled-worker-dependants-how-uk-governments-july-2025-rules-affect-tech-talent.html", "2025-10-09"),
  tslEnd: report("DavidsonMorris: Stage 1 report into the Temporary Shortage List", "https://www.davidsonmorris.com/stage-1-report-into-temporary-shortage-list-published", "2025-10-10"),
  careWorkers: report("Lawsentis: Health and Care visa reforms", "https://lawsentis.com/?p=9082"),
  rcn: report("Royal College of Nursing: Health and Care visas and the Immigration Health Surcharge", "https://www.rcn.org.uk/get-help/member-support-services/immigration-advice-service/health-and-care-visas-and-the-immigration-health-surcharge"),
  earnedFm: report("Free Movement: Home Secretary opens consultation on earned settlement", "https://freemovement.org.uk/?p=232081", "2025-11-20"),
  earnedAnswer: report("Written answer HL13231 on earned settlement (Parallel Parliament)", "https://parallelparliament.co.uk/question/HL13231/immigration"),
  earnedClosed: report("Lawsentis: earned settlement consultation closes", "https://lawsentis.com/?p=10159", "2026-02-13"),
  upeGovuk: govukRead("GOV.UK: Applying to the Ukraine Permission Extension scheme", "https://www.gov.uk/government/publications/ukraine-permission-extension-scheme-information/ukraine-permission-extension-scheme-information"),
  upe24: report("Written statement of 24 February 2026 (Parallel Parliament)", basis.upe24.href, "2026-02-24"),
  upeFm: report("Free Movement: Who is eligible for the Ukraine Permission Extension Scheme", "https://freemovement.org.uk/who-is-eligible-and-how-to-apply-to-the-ukraine-permission-extension-scheme", "2025-02-04"),
  upeFaq: report("AUGB: Ukrainians in the UK, Permission Extension factsheet", "https://augb.co.uk/ukrainian-refugees-wanting-to-come-to-the-uk-or-are-already-here"),
  familyReunionEin: report("EIN: refugee family reunion suspended from 3pm today", "https://www.ein.org.uk/news/new-applications-refugee-family-reunion-route-suspended-3pm-today", "2025-09-04"),
  familyReunionMs: report("Morgan Smith Immigration: HC 1298 and refugee family reunion", "https://morgansmithimmigration.com/?p=5638"),
  hpi: report("VisaHQ: UK doubles High Potential Individual university list", "https://www.visahq.com/daily-news/2025-11-04/gb/uk-doubles-high-potential-individual-visa-university-list-as-reforms-take-effect", "2025-11-04"),
  innovator: report("VisaHQ: students may switch to Innovator Founder in the UK from 25 November 2025", "https://www.visahq.com/news/2025-11-17/gb/uk-allows-international-students-to-switch-to-innovator-founder-visa-in-country-from-25-november-2025", "2025-11-17"),
  scaleUp: report("Ward Hadaway: Scale-up visas", "https://wardhadaway.com/visa-guidelines/personal/scaleup-visas/?q=3480"),
  ancestry: report("Free Movement: How to apply for a UK Ancestry visa", "https://freemovement.org.uk/how-to-apply-for-a-uk-ancestry-visa"),
  ancestryKmp: report("KMP Legal Services: UK Ancestry visa", "https://kmplegalservices.com/personal-immigration/partner-and-family-visas/uk-ancestry-visa/"),
  seasonalGovuk: govukRead("GOV.UK: Seasonal worker visa route RFI notice", "https://www.gov.uk/government/publications/seasonal-worker-visa-route-request-for-information-rfi/seasonal-worker-visa-route-rfi-notice", "2022-06-27"),
  seasonal: report("Aaron & Partners: the UK Seasonal Worker visa", "https://www.aaronandpartners.com/news/the-uk-seasonal-worker-visa-a-practical-solution-for-short-term-labour-needs"),
  gbm: report("WestBridge: Global Business Mobility visa", "https://wbbi.co.uk/insights/global-business-mobility-visa-uk", "2026-01-14"),
  eta: report("Advice NI: Electronic Travel Authorisation scheme", "https://www.adviceni.net/about/news/electronic-travel-authorisation-eta-scheme"),
  etaWales: report("Business Wales: Electronic Travel Authorisation", "https://businesswales.gov.wales/news-and-blogs/news"),
  studentGovuk: govukRead("GOV.UK: Student and Child Student caseworker guidance", "https://www.gov.uk/government/publications/points-based-system-student-route/student-and-child-student-accessible", "2024-04-04"),
  partner: report("Taylor Hampton: Appendix FM minimum income requirement", "https://taylorhampton.co.uk/appendix-fm-understanding-the-minimum-income-requirement-for-spouse-and-partner-visas/"),
  youth: report("Vanessa Ganguin: 2026 Youth Mobility Scheme ballot dates", "https://vanessaganguin.com/news/new-ballot-dates-announced-for-uks-2026-youth-mobility-scheme-visa-how-to-apply", "2026-01-18"),
  globalTalent: report("Xpats: the Global Talent visa", "https://www.xpats.io/?p=15589"),
  bno: report("Thaxted Legal: Hong Kong BN(O) visa", "https://thaxtedlegal.com/personal-immigration/hong-kong-british-national-overseas-visa/"),
  euss: report("University of Edinburgh: Irish, dual and EU nationals", "https://registryservices.ed.ac.uk/immigration/information-for-eu-eea-swiss-students/information-for-irish-nationals-and-dual-nationals", "2024-07-29"),
  citizenship: report("Luqmani Thompson: British citizenship requirements", "https://luqmanithompson.com/what-are-the-british-citizenship-requirements-and-how-do-i-apply/"),
  times: report("Smith Stone Walters: UK visa processing times", "https://smithstonewalters.com/2021/04/28/uk-visa-processing-times-how-long-can-i-expect-to-wait/", "2021-04-28"),
} as const;

const b2Fact = (route: string, source: Source) =>
  fact(`English at level B2 for a first application on the ${route} route made from 8 January 2026; B1 before then`, source, read.hc1333City, { basis: basis.hc1333 });
const noSurchargeSix = fact("No Immigration Health Surcharge for a visa of 6 months or less", sources.seasonal, read.seasonal);
const outsideDecision = fact("From outside the UK: the Home Office aims to decide most non-settlement visas within 3 weeks", sources.timesOutside, read.times);

const insideOnly = "You must be in the UK already, with the permission this route extends or switches from.";
const ukraineNoSettlement = "Time on the Ukraine schemes does not count towards settlement.";

export const immigrationRoutes: ImmigrationRoute[] = [
  {
    id: "eta",
    name: "Electronic travel authorisation (ETA)",
    forWhom: "Visitors whose nationality can visit the UK without a visa: tourism, family, business or a short course, up to 6 months.",
    requirements: [
      fact(
        "Visitors who do not need a visa need an ETA before they travel, unless they are British or Irish, or already have a visa or permission to live, work or study in the UK (including EU settled or pre-settled status)",
        sources.eta,
        read.eta,
      ),
      fact("With an ETA you can come for up to 6 months for tourism, family, business or study", sources.eta, read.etaWales),
    ],
    english: "None.",
    dependants: "Each traveller, children included, needs their own ETA.",
    settlement: "No: a visit does not lead to settlement.",
    costs: [fact("An ETA fee for each traveller, paid when you apply", sources.eta, read.eta)],
    apply: "On the UK ETA app or on GOV.UK, before you book to travel.",
    page: sources.eta,
    fits: { purpose: ["visit"] },
    excludes: [{ when: { visa: ["visa-national"] }, because: "people of your nationality need a Standard Visitor visa, not an ETA." }],
    best: { when: { visa: ["non-visa"] }, why: "You can visit without a visa, so an ETA is what you need before you travel." },
    why: "For visitors whose nationality needs no visa.",
  },
  {
    id: "visitor",
    name: "Standard Visitor visa",
    forWhom: "Visitors whose nationality needs a visa: tourism, family, business meetings or a short course, up to 6 months.",
    requirements: [
      fact("Check on GOV.UK whether your nationality needs a visa; those who do apply for a Standard Visitor visa instead of an ETA", sources.checkVisa, read.eta),
    ],
    english: "None.",
    dependants: "Each traveller, children included, applies for their own visa.",
    settlement: "No: a visit does not lead to settlement.",
    costs: [],
    apply: "Online on GOV.UK, then prove your identity at a visa application centre.",
    notes: [outsideDecision],
    page: sources.visitor,
    fits: { purpose: ["visit"] },
    excludes: [{ when: { visa: ["non-visa"] }, because: "your nationality can visit without a visa: you need an ETA instead." }],
    best: { when: { visa: ["visa-national"] }, why: "Your nationality needs a visa to visit: this is the visa for visits of up to 6 months." },
    why: "For visitors whose nationality needs a visa.",
  },
  {
    id: "student",
    name: "Student visa",
    forWhom: "A course at a licensed student sponsor (a university or college), longer than a short visit allows.",
    requirements: [fact("An offer from a licensed sponsor, shown by a Confirmation of Acceptance for Studies (CAS), and money to support yourself", sources.student, read.studentGovuk)],
    english: "The level your course needs, usually shown through your sponsor.",
    dependants: "Only for postgraduate research courses or government-sponsored students; see the GOV.UK page.",
    settlement: "No: time as a student does not by itself lead to settlement.",
    costs: [],
    apply: "Online on GOV.UK, up to 6 months before your course starts, after your sponsor gives you a CAS.",
    notes: [outsideDecision],
    page: sources.student,
    fits: { purpose: ["study"] },
    best: { when: { purpose: ["study"], group: ["none", "ukraine", "hong-kong", "ancestry", "student"] }, why: "You want to study: this is the visa for a course at a UK university or college." },
    why: "For a course at a UK university or college.",
  },
  {
    id: "graduate",
    name: "Graduate visa",
    forWhom: "Students who have completed a UK degree and want to stay to work or look for work, without a sponsor.",
    requirements: [
      fact("You must be in the UK on a Student visa and have completed your course", sources.graduate, read.hc1333City, { basis: basis.hc1333 }),
      fact("It lasts 2 years (3 after a PhD); for applications made from 1 January 2027 it lasts 18 months, still 3 years after a PhD", sources.graduate, read.hc1333Dates, { basis: basis.hc1333 }),
    ],
    english: "None beyond what your Student visa needed.",
    dependants: "Only partners and children already with you as Student dependants.",
    settlement: "No: it cannot be extended; to stay, switch to a route such as Skilled Worker.",
    costs: [],
    apply: "Online on GOV.UK, from inside the UK, before your Student visa ends.",
    page: sources.graduate,
    fits: { purpose: ["work", "study"] },
    excludes: [
      { when: { where: ["outside"] }, because: "you can only apply from inside the UK, on a Student visa." },
      { when: { group: ["none", "ukraine", "hong-kong", "eu-2020", "youth", "ancestry"] }, because: "it needs a UK Student visa and a completed UK course." },
    ],
    best: { when: { group: ["student"], job: ["none"] }, why: "You are a student here with no job offer yet: this lets you stay and look for work." },
    why: "For students here who have finished a UK course.",
  },
  {
    id: "health-care-worker",
    name: "Health and Care Worker visa",
    forWhom: "Doctors, nurses and other health professionals with a job offer from the NHS, an NHS supplier or adult social care.",
    requirements: [
      fact("A job offer from an approved employer in an eligible health or care occupation; it is part of the Skilled Worker route", sources.healthCare, read.rcn),
      fact("Care worker and senior care worker jobs closed to new applicants from outside the UK on 22 July 2025", sources.healthCare, read.careWorkers, { basis: basis.hc997 }),
    ],
    english: "B2 for a first application made from 8 January 2026, as on the Skilled Worker route.",
    dependants: "Yes for most roles; not for care workers and senior care workers recruited since 11 March 2024.",
    settlement: "Yes: it is a work route to settlement (usually after 5 years today; see the earned settlement note).",
    costs: [fact("A lower application fee than the Skilled Worker visa, and no Immigration Health Surcharge for you or your family", sources.healthCare, read.rcn)],
    apply: "Online on GOV.UK, up to 3 months before your job starts, with your certificate of sponsorship.",
    notes: [b2Fact("Skilled Worker (Health and Care included)", sources.healthCare), outsideDecision],
    page: sources.healthCare,
    fits: { purpose: ["work"] },
    excludes: [
      { when: { job: ["skilled"] }, because: "it is for jobs in health or adult social care; see the Skilled Worker visa." },
      { when: { job: ["none"] }, because: "it needs a job offer in health or adult social care." },
    ],
    best: { when: { job: ["health-care"] }, why: "You have a job offer in health or care: this visa is made for it, with a lower fee and no health surcharge." },
    why: "For a job offer in health or adult social care.",
  },
  {
    id: "skilled-worker",
    name: "Skilled Worker visa",
    forWhom: "A job offer from a UK employer approved by the Home Office, in an eligible job.",
    requirements: [
      fact("A certificate of sponsorship from a licensed employer", sources.skilled, read.hc997Giga),
      fact(
        "Since 22 July 2025 new applicants need a job at degree level (RQF 6) or above, unless it is on the Immigration Salary List or the Temporary Shortage List",
        sources.skilled,
        read.hc997Giga,
        { basis: basis.hc997 },
      ),
      fact(
        "The Immigration Salary List and the Temporary Shortage List, which let jobs below degree level qualify, end on 31 December 2026",
        sources.skilled,
        read.tslEnd,
        { basis: basis.hc997, until: "2026-12-31" },
      ),
      b2Fact("Skilled Worker", sources.skilled),
    ],
    english: "B2 for a first application made from 8 January 2026; B1 stays for extensions on the same route.",
    dependants: "Yes for jobs at degree level; since 22 July 2025 new workers in jobs below degree level cannot bring a partner or children.",
    settlement: "Yes: usually after 5 years today; see the earned settlement note.",
    costs: [],
    apply: "Online on GOV.UK, up to 3 months before your job starts, with your certificate of sponsorship.",
    notes: [
      fact("New workers in jobs below degree level (RQF 3 to 5) cannot bring dependants, for certificates of sponsorship from 22 July 2025", sources.skilled, read.hc997Dependants, { basis: basis.hc997 }),
      fact(
        "Earned settlement: the government proposes a 10-year standard wait for settlement; its consultation ran from 20 November 2025 to 12 February 2026 and asked about people already in the UK. If you qualify under today's rules, do not wait to apply",
        sources.earnedSettlement,
        read.earnedFm,
        { basis: basis.cp1448 },
      ),
      outsideDecision,
    ],
    page: sources.skilled,
    fits: { purpose: ["work"] },
    excludes: [{ when: { job: ["none"] }, because: "it needs a job offer from a licensed sponsor." }],
    best: { when: { job: ["skilled"] }, why: "You have a job offer in a skilled job: this is the main work visa for it." },
    why: "The main work visa, with a job offer from a licensed sponsor.",
  },
  {
    id: "global-talent",
    name: "Global Talent visa",
    forWhom: "Leaders and potential leaders in academia or research, arts and culture, or digital technology, and winners of eligible prizes.",
    requirements: [fact("An endorsement from an approved body for your field, unless you have won an eligible prize; no job offer is needed", sources.globalTalent, read.globalTalent)],
    english: "None.",
    dependants: "Yes: a partner and children can come.",
    settlement: "Yes: after 3 or 5 years, depending on your field.",
    costs: [],
    apply: "Online on GOV.UK: first the endorsement, then the visa.",
    page: sources.globalTalent,
    fits: { purpose: ["work"] },
    why: "If you are a recognised leader or potential leader in your field; no job offer needed.",
  },
  {
    id: "high-potential-individual",
    name: "High Potential Individual visa",
    forWhom: "Recent graduates of top universities outside the UK, to work or look for work without a job offer.",
    requirements: [
      fact("A degree awarded in the last 5 years by a university on GOV.UK's global universities list; since 4 November 2025 the list takes the top 100, and grants are capped at 8,000 a year", sources.hpi, read.hpi, { basis: basis.hc1333 }),
      b2Fact("High Potential Individual", sources.hpi),
    ],
    english: "B2 for applications made from 8 January 2026.",
    dependants: "Yes: a partner and children can come.",
    settlement: "No: it lasts 2 years (3 after a PhD) and cannot be extended.",
    costs: [],
    apply: "Online on GOV.UK.",
    page: sources.hpi,
    fits: { purpose: ["work"] },
    why: "If you graduated from a top global university in the last 5 years; no job offer needed.",
  },
  {
    id: "innovator-founder",
    name: "Innovator Founder visa",
    forWhom: "People setting up an innovative, viable and scalable business in the UK, endorsed by an approved body.",
    requirements: [
      fact("An endorsement of your business idea from an approved endorsing body", sources.innovator, read.innovator),
      fact("Since 25 November 2025 students who have completed their course can switch to it from inside the UK", sources.innovator, read.innovator, { basis: basis.hc1333 }),
    ],
    english: "B2.",
    dependants: "Yes: a partner and children can come.",
    settlement: "Yes: after 3 years, if the business meets its milestones.",
    costs: [],
    apply: "Online on GOV.UK, after the endorsement.",
    page: sources.innovator,
    fits: { purpose: ["work"] },
    why: "If you want to start an innovative business here.",
  },
  {
    id: "scale-up",
    name: "Scale-up Worker visa",
    forWhom: "A job offer from a fast-growing UK business approved as a scale-up sponsor.",
    requirements: [
      fact("A job offer of at least 6 months from an approved scale-up business, in an eligible job at the minimum salary; after 6 months you may change job or work for yourself", sources.scaleUp, read.scaleUp),
      b2Fact("Scale-up", sources.scaleUp),
    ],
    english: "B2 for a first application made from 8 January 2026.",
    dependants: "Yes: a partner and children can come.",
    settlement: "Yes: after 5 years.",
    costs: [],
    apply: "Online on GOV.UK, with your certificate of sponsorship.",
    page: sources.scaleUp,
    fits: { purpose: ["work"] },
    excludes: [{ when: { job: ["none"] }, because: "it needs a job offer from an approved scale-up business." }],
    why: "If your job offer is from an approved fast-growing business.",
  },
  {
    id: "global-business-mobility",
    name: "Global Business Mobility visas",
    forWhom: "Employees of an overseas business sent to the UK on a temporary assignment: senior or specialist workers, graduate trainees, expansion workers, service suppliers and secondees.",
    requirements: [fact("A certificate of sponsorship from the UK business linked to your overseas employer; most routes need time working for that employer first", sources.gbm, read.gbm)],
    english: "None for the Senior or Specialist Worker route.",
    dependants: "Yes on most of the routes; see the GOV.UK page.",
    settlement: "No: these are temporary routes that do not lead to settlement.",
    costs: [],
    apply: "Online on GOV.UK, with your certificate of sponsorship.",
    page: sources.gbm,
    fits: { purpose: ["work"] },
    excludes: [{ when: { job: ["none"] }, because: "it needs an assignment from your overseas employer." }],
    why: "If your employer abroad sends you to its UK business for a while.",
  },
  {
    id: "uk-ancestry",
    name: "UK Ancestry visa",
    forWhom: "Commonwealth citizens aged 17 or over with a grandparent born in the UK, who intend to work here.",
    requirements: [
      fact("A Commonwealth citizen, 17 or over, with a grandparent born in the UK (or in Ireland before 31 March 1922), able and planning to work, and able to support yourself", sources.ancestry, read.ancestry),
    ],
    english: "None to enter; the settlement application has its own.",
    dependants: "Yes: a partner and children can come.",
    settlement: "Yes: after 5 years.",
    costs: [],
    apply: "Online on GOV.UK, from outside the UK.",
    page: sources.ancestry,
    fits: { purpose: ["work", "family", "study"], group: ["ancestry"] },
    excludes: [{ when: { where: ["inside"] }, because: "you apply for it from outside the UK." }],
    best: { when: { group: ["ancestry"] }, why: "You are a Commonwealth citizen with a UK-born grandparent: this lets you live and work here, and settle after 5 years." },
    why: "For Commonwealth citizens with a UK-born grandparent.",
  },
  {
    id: "seasonal-worker",
    name: "Seasonal Worker visa",
    forWhom: "Work of up to 6 months in horticulture (picking and packing crops) or, each autumn, poultry, through an approved scheme operator.",
    requirements: [
      fact("A place with an approved scheme operator, which sponsors you; horticulture for up to 6 months, poultry between October and December", sources.seasonal, read.seasonalGovuk),
    ],
    english: "None.",
    dependants: "No: you cannot bring a partner or children.",
    settlement: "No: it does not lead to settlement.",
    costs: [noSurchargeSix],
    apply: "Through an approved scheme operator, then online on GOV.UK.",
    page: sources.seasonal,
    fits: { purpose: ["work"] },
    excludes: [
      { when: { party: ["family"] }, because: "you cannot bring a partner or children on it." },
      { when: { where: ["inside"] }, because: "you apply from outside the UK." },
    ],
    why: "For up to 6 months of farm work, without family.",
  },
  {
    id: "youth-mobility",
    name: "Youth Mobility Scheme visa",
    forWhom: "Young people from the participating countries who want to live and work in the UK for up to 2 years (3 for some countries).",
    requirements: [fact("Aged 18 to 30 (up to 35 for some countries) and a citizen of a participating country; Hong Kong and Taiwan hold ballots", sources.youth, read.youth)],
    english: "None.",
    dependants: "No: you cannot have children living with you or that you are responsible for.",
    settlement: "No: it does not lead to settlement.",
    costs: [],
    apply: "Online on GOV.UK, after winning the ballot if your country holds one.",
    page: sources.youth,
    fits: { purpose: ["work", "study"], group: ["youth"] },
    excludes: [{ when: { party: ["family"] }, because: "you cannot bring a partner or children on it." }],
    best: { when: { group: ["youth"] }, why: "You are young and from a participating country: live and work here with no sponsor." },
    why: "For young people from the participating countries.",
  },
  {
    id: "family",
    name: "Family visa: partner, spouse, child or parent",
    forWhom: "Joining a partner, parent or child who is British, Irish or settled in the UK, or who has refugee status or humanitarian protection.",
    requirements: [
      fact("For partners: a genuine relationship, English, and a minimum income of £29,000 for new applicants since 11 April 2024", sources.partner, read.partner),
      fact("Since 4 September 2025 refugees bring a partner or children on this route, with its income and English requirements, while refugee family reunion is suspended", sources.family, read.familyReunionMs, { basis: basis.hc1298 }),
    ],
    english: "Yes, at a level set for each stage; see the GOV.UK page.",
    dependants: "Children can be included.",
    settlement: "Yes: partners usually after 5 years.",
    costs: [],
    apply: "Online on GOV.UK; from outside the UK, then prove your identity at a visa application centre.",
    page: sources.family,
    fits: { purpose: ["family"] },
    best: { when: { purpose: ["family"] }, why: "You are joining a partner or relative here: this is the route for it." },
    why: "For joining a partner or relative here.",
  },
  {
    id: "refugee-family-reunion",
    name: "Refugee family reunion",
    forWhom: "Partners and children joining a refugee or person with humanitarian protection in the UK.",
    closed: "Suspended: closed to new applications since 4 September 2025 (HC 1298).",
    requirements: [
      fact("Closed to new applications from 3pm on 4 September 2025, pending a review; applications made before then are decided under the old rules", basis.hc1298, read.familyReunionEin, { basis: basis.hc1298 }),
    ],
    english: "None while it was open.",
    dependants: "It was the route for a partner and children.",
    settlement: "Not applicable while suspended.",
    costs: [],
    apply: "No new applications: use the family visa instead.",
    page: basis.hc1298,
    fits: { purpose: ["family"] },
    why: "Suspended.",
  },
  {
    id: "bno",
    name: "British National (Overseas) visa",
    forWhom: "People from Hong Kong with British National (Overseas) status, and their close family.",
    requirements: [fact("BN(O) status, or the adult child of a BN(O) born on or after 1 July 1997 in the same household; permission for 30 months or 5 years", sources.bno, read.bno)],
    english: "None to enter; settlement has its own.",
    dependants: "Yes: partners and children apply with you.",
    settlement: "Yes: after 5 years.",
    costs: [],
    apply: "Online on GOV.UK, most people with the UK Immigration: ID Check app.",
    page: sources.bno,
    fits: { purpose: ["study", "work", "family", "stay"], group: ["hong-kong"] },
    best: { when: { group: ["hong-kong"] }, why: "You have BN(O) status: this route lets your family live here and settle after 5 years." },
    why: "For BN(O) status holders and their family.",
  },
  {
    id: "ukraine-permission-extension",
    name: "Ukraine Permission Extension scheme",
    forWhom: "Ukrainians and their family already in the UK on a Ukraine scheme who need to stay longer.",
    requirements: [
      fact("You must be in the UK, with permission on a Ukraine scheme (Homes for Ukraine, Ukraine Family Scheme or Ukraine Extension Scheme), and have lived here since", sources.upe, read.upeGovuk),
      fact("Free to apply; you keep the right to work, study, rent and use public funds", sources.upe, read.upeGovuk),
      fact("The government announced a further 24 months' permission, with applications opening 90 days before your current permission ends", sources.upe, read.upe24, { basis: basis.upe24 }),
    ],
    english: "None.",
    dependants: "Family members apply for themselves; UK-born children of a Ukrainian parent can apply.",
    settlement: `No. ${ukraineNoSettlement} To settle, you need years on a route that does, such as Skilled Worker.`,
    costs: [fact("No fee", sources.upe, read.upeGovuk)],
    apply: "Online on GOV.UK, from inside the UK, before your current permission ends.",
    notes: [fact("The scheme gives temporary permission only: it is not a route to settlement", sources.upe, read.upeFaq)],
    page: sources.upe,
    fits: { purpose: ["work", "study", "family", "stay"], group: ["ukraine"] },
    excludes: [{ when: { where: ["outside"] }, because: insideOnly }],
    best: {
      when: { group: ["ukraine"], where: ["inside"] },
      why: `You are here on a Ukraine scheme: extend your permission with this scheme. ${ukraineNoSettlement}`,
    },
    why: `For Ukrainians already here on a Ukraine scheme. ${ukraineNoSettlement}`,
  },
  {
    id: "homes-for-ukraine",
    name: "Homes for Ukraine (Ukraine Sponsorship Scheme)",
    forWhom: "Ukrainians and their family members coming to the UK, with a named sponsor who offers a home.",
    requirements: [
      fact("A sponsor in the UK who offers a home; the scheme is still open, while the Ukraine Family Scheme closed on 19 February 2024", sources.homesForUkraine, read.upeFm),
    ],
    english: "None.",
    dependants: "Family members apply with you.",
    settlement: `No. ${ukraineNoSettlement}`,
    costs: [],
    apply: "Online on GOV.UK, with your sponsor's details.",
    page: sources.homesForUkraine,
    fits: { purpose: ["study", "work", "family"], group: ["ukraine"] },
    excludes: [{ when: { where: ["inside"] }, because: "it is for coming to the UK; if you are here on a Ukraine scheme, use the Ukraine Permission Extension." }],
    best: { when: { group: ["ukraine"], where: ["outside"] }, why: "You are Ukrainian and outside the UK: a sponsor's offer of a home is the way in." },
    why: "For Ukrainians coming to the UK with a sponsor.",
  },
  {
    id: "eu-settlement-scheme",
    name: "EU Settlement Scheme",
    forWhom: "EU, EEA and Swiss citizens who lived in the UK by 31 December 2020, and their family members.",
    requirements: [fact("The deadline for most people was 30 June 2021; late applications need reasonable grounds; some family members can still join", sources.euss, read.euss)],
    english: "None.",
    dependants: "Some family members can still join.",
    settlement: "Yes: settled status is settlement; pre-settled status leads to it.",
    costs: [fact("No fee", sources.euss, read.euss)],
    apply: "Online on GOV.UK.",
    page: sources.euss,
    fits: { purpose: ["work", "study", "family", "stay"], group: ["eu-2020"] },
    best: { when: { group: ["eu-2020"] }, why: "You lived here by the end of 2020 as an EU, EEA or Swiss citizen: this scheme is yours." },
    why: "For EU, EEA and Swiss citizens here by the end of 2020.",
  },
  {
    id: "settlement",
    name: "Settlement: indefinite leave to remain",
    forWhom: "People who have lived in the UK for long enough on a route that leads to settlement.",
    requirements: [
      fact("Usually 5 years on most work and family routes today; the period differs by route", sources.settle, read.earnedFm),
      fact(
        "Earned settlement: the government proposes a 10-year standard wait; the consultation (CP 1448) ran from 20 November 2025 to 12 February 2026 and asked how to treat people already here. If you qualify under today's rules, apply now rather than wait",
        sources.earnedSettlement,
        read.earnedAnswer,
        { basis: basis.cp1448 },
      ),
    ],
    english: "B1, unless exempt.",
    dependants: "Partners and children apply on their own routes.",
    settlement: "This is settlement.",
    costs: [],
    apply: "Online on GOV.UK, from inside the UK.",
    notes: [fact("The consultation closed with around 130,000 responses; the government has kept the 10-year standard period as its plan", sources.earnedSettlement, read.earnedClosed, { basis: basis.cp1448 })],
    page: sources.settle,
    fits: { purpose: ["stay"] },
    excludes: [
      { when: { where: ["outside"] }, because: "you apply from inside the UK, after years on a route that leads to settlement." },
      { when: { group: ["ukraine"] }, because: `${ukraineNoSettlement} You need years on a route that does.` },
    ],
    best: { when: { purpose: ["stay"], group: ["none", "ancestry", "youth", "student"] }, why: "You live here and want to stay for good: settlement comes after years on a qualifying route." },
    why: "After years on a route that leads to settlement.",
  },
  {
    id: "citizenship",
    name: "British citizenship",
    forWhom: "Settled people who want to become British.",
    requirements: [
      fact("Usually indefinite leave to remain (or settled status) for 12 months, or marriage to a British citizen, and at least 5 years' residence (3 if married to a British citizen)", sources.citizenship, read.citizenship),
      fact("Good character, the Life in the UK test and English at B1", sources.citizenship, read.citizenship),
    ],
    english: "B1, unless exempt.",
    dependants: "Children apply on their own.",
    settlement: "You must be settled first.",
    costs: [],
    apply: "Online on GOV.UK, then attend a citizenship ceremony.",
    page: sources.citizenship,
    fits: { purpose: ["stay"] },
    excludes: [
      { when: { where: ["outside"] }, because: "you must live here and be settled first." },
      { when: { group: ["ukraine"] }, because: `it needs settlement first. ${ukraineNoSettlement}` },
    ],
    why: "Once you are settled.",
  },
];

/** How a route's GOV.UK address was checked: the day, and what showed the address is GOV.UK's page for the route. */
export interface AddressCheck {
  checked: string;
  /** A copy of the GOV.UK page at that address, or a dated page naming it; absent when the stored public pages searched held neither. */
  against?: Evidence;
}

const addressesChecked = "2026-12-06";
const addressRead = (against?: Evidence): AddressCheck => ({ checked: addressesChecked, ...(against && { against }) });

/**
 * Each route's GOV.UK address, checked by searching stored copies of public pages for the page itself or a page that
 * names the address. Where neither was found the address is GOV.UK's as the route's facts cite it, unconfirmed.
 */
export const addressChecks: Record<string, AddressCheck> = {
  eta: addressRead(report("Relocly: UK ETA 2026 guide, which sends applicants to gov.uk/eta", "https://relocly.co.uk/blog/uk-eta-electronic-travel-authorisation-2026-guide")),
  "high-potential-individual": addressRead(
    report("urlscan.io: a scan of https://www.gov.uk/high-potential-individual-visa", "https://staging.urlscan.io/result/d4f0efbe-dc29-4aa2-b219-16dda7a96087/content"),
  ),
  "innovator-founder": addressRead(report("World Next Step: the Innovator Founder visa, linking gov.uk/innovator-founder-visa", "https://worldnextstep.com/?p=560")),
  "ukraine-permission-extension": addressRead(read.upeGovuk),
  "homes-for-ukraine": addressRead(govukRead("GOV.UK: Apply for a visa under the Homes for Ukraine Sponsorship Scheme", sources.homesForUkraine.href)),
  "eu-settlement-scheme": addressRead(
    report("Wayback Machine: the GOV.UK page at this address, titled as here", "https://web.archive.org/web/20240126122210/https://www.gov.uk/settled-status-eu-citizens-families", "2024-01-26"),
  ),
  settlement: addressRead(govukRead("GOV.UK: Check if you can get indefinite leave to remain", sources.settle.href)),
  ...Object.fromEntries(
    ["visitor", "student", "graduate", "health-care-worker", "skilled-worker", "global-talent", "scale-up", "global-business-mobility", "uk-ancestry"]
      .concat(["seasonal-worker", "youth-mobility", "family", "refugee-family-reunion", "bno", "citizenship"])
      .map((id) => [id, addressRead()]),
  ),
};

/** Where to start whatever the route: the official visa check. */
export const visaCheck = sources.checkVisa;

/** Every fact a route's card states: requirements, costs and notes. */
export const factsOf = (route: ImmigrationRoute): Fact[] => [...route.requirements, ...route.costs, ...(route.notes ?? [])];

/** The oldest check among a route's facts: the route is no fresher than that. */
export function reviewedOn(route: ImmigrationRoute): string {
  return factsOf(route)
    .map((item) => item.checked)
    .sort()[0];
}

const day = (iso: string, offsetDays = 0, offsetMonths = 0) => {
  const [year, month, date] = iso.split("-").map(Number);
  return Date.UTC(year, month - 1 + offsetMonths, date + offsetDays);
};

/** Whether a check day (YYYY-MM-DD) is older than `staleAfterMonths` on `today`. */
export function isStale(checked: string, today: Date): boolean {
  return today.getTime() > day(checked, 1, staleAfterMonths);
}

/** Whether a fact's known end date has passed on `today`: the fact may have changed. */
export function isPastUntil(item: Fact, today: Date): boolean {
  return item.until !== undefined && today.getTime() >= day(item.until, 1);
}

/** Why a fact is due for review on `today`, or undefined when it is not. */
export function reviewReason(item: Fact, today: Date): string | undefined {
  if (isStale(item.checked, today)) return `checked ${item.checked}, more than ${staleAfterMonths} months ago`;
  if (item.until && today.getTime() >= day(item.until, -untilWarningDays)) return `holds until ${item.until}`;
  return undefined;
}

/** The facts due for review on `today`, with their route and reason. */
export function factsDue(routes: ImmigrationRoute[], today: Date): { route: string; fact: Fact; reason: string }[] {
  return routes.flatMap((route) =>
    factsOf(route).flatMap((item) => {
      const reason = reviewReason(item, today);
      return reason ? [{ route: route.name, fact: item, reason }] : [];
    }),
  );
}

/** Every page a route's facts cite (GOV.UK pages and instruments), once each, its own page first. */
export function sourcesOf(route: ImmigrationRoute): Source[] {
  const seen = new Map<string, Source>([[route.page.href, route.page]]);
  for (const item of factsOf(route)) {
    for (const source of [item.source, item.basis]) if (source && !seen.has(source.href)) seen.set(source.href, { title: source.title, href: source.href });
  }
  return [...seen.values()];
}
