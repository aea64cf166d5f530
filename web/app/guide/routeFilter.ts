// The finder's logic, written once as data and used twice: as CSS rules, so the questions filter the
// list without JavaScript (and before hydration), and as functions that rank the routes for the
// person and read and write their answers in the address.
import { questions, type Condition, type ImmigrationRoute, type QuestionKey } from "~/content/guide";

/** A visitor's answers; a question left at "any" is absent. */
export type Answers = Partial<Record<QuestionKey, string>>;

export const anyAnswer = "any";

/** The id of one answer's radio button. */
export const answerId = (key: QuestionKey, value: string) => `finder-${key}-${value}`;

const optionsOf = (key: QuestionKey): readonly string[] => questions.find((question) => question.key === key)!.options.map((option) => option.value);

/** Whether the answers meet a condition: every question it names is answered with one of its values. */
function meets(condition: Condition, answers: Answers): boolean {
  return Object.entries(condition).every(([key, values]) => {
    const answer = answers[key as QuestionKey];
    return answer !== undefined && (values as readonly string[]).includes(answer);
  });
}

/** The answers to one question with which the route is listed as a fit: its `fits`, less what rules it out. */
function allowedAnswers(route: ImmigrationRoute, key: QuestionKey): readonly string[] {
  const ruledOut = new Set((route.excludes ?? []).flatMap(({ when }) => (Object.keys(when).length === 1 ? ((when[key] as readonly string[] | undefined) ?? []) : [])));
  return ((route.fits[key] as readonly string[] | undefined) ?? optionsOf(key)).filter((value) => !ruledOut.has(value));
}

const answered = (answers: Answers, key: QuestionKey) => answers[key] !== undefined && answers[key] !== anyAnswer;

/** Whether a route fits the answers given: not closed, and each answer allowed. */
export function routeFits(route: ImmigrationRoute, answers: Answers): boolean {
  return !route.closed && questions.every(({ key }) => !answered(answers, key) || allowedAnswers(route, key).includes(answers[key]!));
}

interface Ranked {
  route: ImmigrationRoute;
  why: string;
  best: boolean;
}

export interface Ranking {
  /** The routes that fit, best fits first. */
  fits: Ranked[];
  /** Routes for the person's purpose that they cannot use, with the reason. */
  notForYou: { route: ImmigrationRoute; because: string }[];
}

/** The routes for the answers: the fitting ones ranked, best fit first, and the ones that are not for the person, with why. */
export function rankRoutes(routes: ImmigrationRoute[], answers: Answers): Ranking {
  const given: Answers = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== anyAnswer));
  const fits: Ranked[] = [];
  const notForYou: Ranking["notForYou"] = [];
  for (const route of routes) {
    const forPurpose = !given.purpose || ((route.fits.purpose as readonly string[] | undefined) ?? [given.purpose]).includes(given.purpose);
    if (!forPurpose) continue;
    if (routeFits(route, given)) {
      const best = route.best !== undefined && meets(route.best.when, given);
      fits.push({ route, best, why: best ? route.best!.why : route.why });
      continue;
    }
    const rule = route.closed ? { because: route.closed } : route.excludes?.find(({ when }) => meets(when, given));
    if (rule) notForYou.push({ route, because: rule.because });
  }
  // Stable: best fits first, each group in the data's order.
  fits.sort((a, b) => Number(b.best) - Number(a.best));
  return { fits, notForYou };
}

/** The answers in an address's query string; unknown keys and values are ignored. */
export function answersFromSearch(search: string): Answers {
  const params = new URLSearchParams(search);
  const answers: Answers = {};
  for (const { key } of questions) {
    const value = params.get(key);
    if (value && optionsOf(key).includes(value)) answers[key] = value;
  }
  return answers;
}

/** The query string for the answers, in the questions' order; empty when nothing is answered. */
export function searchFromAnswers(answers: Answers): string {
  const params = new URLSearchParams();
  for (const { key } of questions) if (answered(answers, key)) params.set(key, answers[key]!);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The data attributes a route's card carries: for each question, the answers it fits. */
export function fitAttributes(route: ImmigrationRoute): Record<`data-${QuestionKey}`, string> {
  return Object.fromEntries(questions.map(({ key }) => [`data-${key}`, route.closed ? "" : allowedAnswers(route, key).join(" ")])) as Record<`data-${QuestionKey}`, string>;
}

/** For each answer, a rule that hides the cards it does not fit, within `scope`. */
export function filterRules(scope: string, card: string): string {
  return questions
    .flatMap(({ key, options }) =>
      options.map(({ value }) => `${scope}:has(#${answerId(key, value)}:checked) ${card}:not([data-${key}~="${value}"]){display:none}`),
    )
    .join("\n");
}
