// The finder's filter, written once as data and used twice: as CSS rules, so the questions filter the
// list without JavaScript (and before hydration), and as a function, for the count a screen reader hears.
import { questions, type ImmigrationRoute, type QuestionKey } from "~/content/guide";

/** A visitor's answers; a question left at "any" is absent. */
export type Answers = Partial<Record<QuestionKey, string>>;

export const anyAnswer = "any";

/** The id of one answer's radio button. */
export const answerId = (key: QuestionKey, value: string) => `finder-${key}-${value}`;

/** Whether a route is listed for the answers given. */
export function routeFits(route: ImmigrationRoute, answers: Answers): boolean {
  return questions.every(({ key }) => {
    const answer = answers[key];
    return answer === undefined || answer === anyAnswer || (route.fits[key] as readonly string[]).includes(answer);
  });
}

/** The data attributes a route's card carries: for each question, the answers it fits. */
export function fitAttributes(route: ImmigrationRoute): Record<`data-${QuestionKey}`, string> {
  return Object.fromEntries(questions.map(({ key }) => [`data-${key}`, route.fits[key].join(" ")])) as Record<`data-${QuestionKey}`, string>;
}

/** For each answer, a rule that hides the cards it does not fit, within `scope`. */
export function filterRules(scope: string, card: string): string {
  return questions
    .flatMap(({ key, options }) =>
      options.map(({ value }) => `${scope}:has(#${answerId(key, value)}:checked) ${card}:not([data-${key}~="${value}"]){display:none}`),
    )
    .join("\n");
}
