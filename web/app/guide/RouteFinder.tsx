import { useState, useSyncExternalStore, type FormEvent } from "react";
import { ExternalLink } from "~/components/ExternalLink";
import { formatModifiedDate } from "~/components/LastModified";
import { immigrationRoutes, isStale, questions, reviewedOn, sourcesOf, staleAfterMonths, type Fact, type ImmigrationRoute, type QuestionKey } from "~/content/guide";
import { answerId, anyAnswer, filterRules, fitAttributes, routeFits, type Answers } from "./routeFilter";

const rules = filterRules(".route-finder", ".route-card");

/**
 * The questions and the routes they filter. Every route is in the HTML, so without JavaScript the
 * page is the whole list; the questions hide what does not fit with CSS alone, and once the page
 * runs, a status line says how many routes are left.
 */
export function RouteFinder({ routes = immigrationRoutes }: { routes?: ImmigrationRoute[] }) {
  const [answers, setAnswers] = useState<Answers | null>(null);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setAnswers(Object.fromEntries(questions.map(({ key }) => [key, String(data.get(key) ?? anyAnswer)])));
  };
  const fitting = answers ? routes.filter((route) => routeFits(route, answers)).length : routes.length;
  return (
    <div className="route-finder">
      <style>{rules}</style>
      <form className="route-finder-questions card card-body mb-4" aria-labelledby="finder-title" onChange={onChange} onReset={() => setAnswers({})}>
        <h2 id="finder-title" className="h4">
          Answer a few questions
        </h2>
        <p className="text-sm mb-3">Nothing you choose leaves this page: the list below changes as you answer.</p>
        <div className="row g-3">
          {questions.map(({ key, legend, options }) => (
            <fieldset key={key} className="col-lg-4">
              <legend className="h6">{legend}</legend>
              <Choice name={key} value={anyAnswer} label="Any, or not sure" defaultChecked />
              {options.map((option) => (
                <Choice key={option.value} name={key} value={option.value} label={option.label} />
              ))}
            </fieldset>
          ))}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
          <button type="reset" className="btn btn-outline-secondary btn-sm mb-0">
            Show every route
          </button>
          <p role="status" className="text-sm fw-bold mb-0">
            {answers && `${fitting} of ${routes.length} routes fit your answers.`}
          </p>
        </div>
      </form>

      <nav aria-labelledby="routes-index-title" className="mb-4">
        <h2 id="routes-index-title" className="h6">
          Every route on this page
        </h2>
        <ul className="route-index list-unstyled d-flex flex-wrap gap-2 mb-0">
          {routes.map((route) => (
            <li key={route.id}>
              <a className="route-index-link" href={`#${route.id}`}>
                {route.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <ul className="row list-unstyled g-4 mb-0" aria-label="Routes to the UK">
        {routes.map((route) => (
          <li key={route.id} className="route-card col-lg-6" {...fitAttributes(route)}>
            <RouteCard route={route} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Choice({ name, value, label, defaultChecked }: { name: QuestionKey; value: string; label: string; defaultChecked?: boolean }) {
  const id = answerId(name, value);
  return (
    <div className="form-check">
      <input className="form-check-input" type="radio" id={id} name={name} value={value} defaultChecked={defaultChecked} />
      <label className="form-check-label text-sm" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

const noSubscription = () => () => {};

function RouteCard({ route }: { route: ImmigrationRoute }) {
  const reviewed = reviewedOn(route);
  // The visitor's clock decides; the prerendered HTML cannot know the day it is read.
  const stale = useSyncExternalStore(noSubscription, () => isStale(reviewed, new Date()), () => false);
  const titleId = `${route.id}-title`;
  return (
    <article id={route.id} className="card route h-100" aria-labelledby={titleId} tabIndex={-1}>
      <div className="card-body">
        <h3 id={titleId} className="h5">
          {route.name}
        </h3>
        <p>{route.forWhom}</p>
        {stale && (
          <p className="route-stale text-sm">
            Reviewed more than {staleAfterMonths} months ago: it may be out of date. Check the GOV.UK page before you act on it.
          </p>
        )}
        <Facts title="Main requirements" facts={route.requirements} />
        <Facts title="What you pay for" facts={route.costs} />
        {route.decision && <Facts title="Usual decision time" facts={[route.decision]} />}
        <h4 className="route-heading">Where and how to apply</h4>
        <p className="text-sm">{route.apply}</p>
        {route.notes && <Facts title="Good to know" facts={route.notes} />}
        <ExternalLink href={route.page.href} className="btn bg-gradient-primary btn-sm mb-3">
          GOV.UK: {route.page.title}
        </ExternalLink>
        <p className="text-sm mb-1">
          Last reviewed <time dateTime={reviewed}>{formatModifiedDate(reviewed)}</time>. Sources:
        </p>
        <ul className="route-sources text-sm mb-0">
          {sourcesOf(route).map((source) => (
            <li key={source.href}>
              <ExternalLink href={source.href}>{source.title}</ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <>
      <h4 className="route-heading">{title}</h4>
      <ul className="text-sm">
        {facts.map((item) => (
          <li key={item.text}>{item.text}</li>
        ))}
      </ul>
    </>
  );
}
