import { useMemo, useSyncExternalStore, type FormEvent } from "react";
import { ExternalLink } from "~/components/ExternalLink";
import { formatModifiedDate } from "~/components/LastModified";
import { feeSources, immigrationRoutes, isPastUntil, isStale, questions, reviewedOn, sourcesOf, staleAfterMonths, visaCheck, type Fact, type ImmigrationRoute, type QuestionKey } from "~/content/guide";
import { answerId, answersFromSearch, anyAnswer, filterRules, fitAttributes, rankRoutes, searchFromAnswers, type Answers } from "./routeFilter";

const rules = filterRules(".route-finder", ".route-fit");
const noSubscription = () => () => {};
/** True once the page runs in a browser: the prerendered HTML cannot know the visitor's clock or address. */
const useInBrowser = () => useSyncExternalStore(noSubscription, () => true, () => false);

/** The finder's answers live in the address: this event says the finder changed it. */
const addressChanged = "route-finder-address";
function subscribeAddress(notify: () => void) {
  window.addEventListener(addressChanged, notify);
  window.addEventListener("popstate", notify);
  return () => {
    window.removeEventListener(addressChanged, notify);
    window.removeEventListener("popstate", notify);
  };
}

/**
 * The questions and the routes they rank. Every route is in the HTML, so without JavaScript the page
 * is the whole list and the questions hide what does not fit with CSS alone (the address cannot carry the
 * answers then: a prerendered page is the same whatever its query, so it says so). Once the page runs, the
 * answers live in the address (so a result can be shared) and the routes that fit are ranked for the
 * person, the best fit first, with the ones that are not for them and why.
 */
export function RouteFinder({ routes = immigrationRoutes }: { routes?: ImmigrationRoute[] }) {
  const inBrowser = useInBrowser();
  const search = useSyncExternalStore(subscribeAddress, () => window.location.search, () => "");
  const answers = useMemo(() => answersFromSearch(search), [search]);
  const choose = (next: Answers) => {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${searchFromAnswers(next)}`);
    window.dispatchEvent(new Event(addressChanged));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose(answers);
    document.getElementById("finder-results-title")?.focus();
  };
  const hasAnswers = Object.values(answers).some((value) => value !== anyAnswer);
  const ranking = rankRoutes(routes, answers);
  const order = new Map(hasAnswers ? ranking.fits.map(({ route }, index) => [route.id, index]) : []);
  return (
    <div className="route-finder">
      <style>{rules}</style>
      <form className="route-finder-questions card card-body mb-4" aria-labelledby="finder-title" method="get" onSubmit={onSubmit} onReset={() => choose({})}>
        <h2 id="finder-title" className="h4">
          Answer a few questions
        </h2>
        <p className="text-sm mb-3 prose-links">
          Your answers stay on this page and in its address, so you can share the result. Not sure whether you need a visa to
          visit? GOV.UK&apos;s <ExternalLink href={visaCheck.href}>{visaCheck.title}</ExternalLink> tells you.
        </p>
        {/* A static page cannot read its address without a script: the questions still filter the list, by CSS. */}
        <noscript>
          <p className="route-finder-noscript text-sm fw-bold">
            With JavaScript off, the list below follows your answers as you choose them, but the address cannot keep them: a shared
            address opens here on every route, so answer the questions again.
          </p>
        </noscript>
        <div className="row g-3">
          {questions.map(({ key, legend, options }) => (
            <fieldset key={key} className="col-md-6 col-lg-4">
              <legend className="h6">{legend}</legend>
              {[{ value: anyAnswer, label: "Any, or not sure" }, ...options].map((option) => (
                <Choice
                  key={option.value}
                  name={key}
                  value={option.value}
                  label={option.label}
                  checked={(answers[key] ?? anyAnswer) === option.value}
                  onChoose={() => choose({ ...answers, [key]: option.value })}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
          {inBrowser && (
            <button type="submit" className="btn bg-gradient-primary btn-sm mb-0">
              Show my routes
            </button>
          )}
          <button type="reset" className="btn btn-outline-secondary btn-sm mb-0">
            Show every route
          </button>
          <p role="status" className="text-sm fw-bold mb-0">
            {hasAnswers && (
              <a href="#finder-results">
                {ranking.fits.length} of {routes.length} routes fit your answers — see them
              </a>
            )}
          </p>
        </div>
      </form>

      {hasAnswers && <Results ranking={ranking} />}

      <nav aria-labelledby="routes-index-title" className="mb-4">
        <h2 id="routes-index-title" className="h6">
          {hasAnswers ? "Routes that fit your answers" : "Every route on this page"}
        </h2>
        <ul className="route-index list-unstyled d-flex flex-wrap gap-2 mb-0">
          {routes.map((route) => (
            <li key={route.id} className="route-fit" {...fitAttributes(route)} style={order.has(route.id) ? { order: order.get(route.id) } : undefined}>
              <a className="route-index-link" href={`#${route.id}`}>
                {route.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <p className="text-sm prose-links">
        Fees and the Immigration Health Surcharge change often, usually each April: GOV.UK publishes the{" "}
        <ExternalLink href={feeSources.fees.href}>{feeSources.fees.title}</ExternalLink> and a{" "}
        <ExternalLink href={feeSources.surcharge.href}>surcharge calculator</ExternalLink>.
      </p>
      <ul className="row list-unstyled g-4 mb-0" aria-label="Routes to the UK">
        {routes.map((route) => (
          <li key={route.id} className="route-card route-fit col-lg-6" {...fitAttributes(route)} style={order.has(route.id) ? { order: order.get(route.id) } : undefined}>
            <RouteCard route={route} best={ranking.fits[0]?.best === true && ranking.fits[0].route.id === route.id && hasAnswers} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Choice({ name, value, label, checked, onChoose }: { name: QuestionKey; value: string; label: string; checked: boolean; onChoose: () => void }) {
  const id = answerId(name, value);
  return (
    <div className="form-check">
      <input className="form-check-input" type="radio" id={id} name={name} value={value} checked={checked} onChange={onChoose} />
      <label className="form-check-label text-sm" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/** The ranked answer: what fits, best first, and what does not and why. */
function Results({ ranking }: { ranking: ReturnType<typeof rankRoutes> }) {
  return (
    <section id="finder-results" className="route-results card card-body mb-4" aria-labelledby="finder-results-title">
      <h2 id="finder-results-title" className="h4" tabIndex={-1}>
        Your routes
      </h2>
      {ranking.fits.length === 0 ? (
        <p className="text-sm">No route here fits those answers. Check your situation with a regulated adviser.</p>
      ) : (
        <ol className="route-ranked list-unstyled mb-0">
          {ranking.fits.map(({ route, why, best }, index) => (
            <li key={route.id} className={best && index === 0 ? "route-best mb-3" : "mb-2"}>
              {best && index === 0 && <strong className="route-best-label">Best fit: </strong>}
              <a href={`#${route.id}`} className="fw-bold">
                {route.name}
              </a>
              <span className="text-sm"> — {why}</span>
              {best && index === 0 && (
                <div className="mt-2">
                  <ExternalLink href={route.page.href} className="btn bg-gradient-primary btn-sm mb-0">
                    GOV.UK: {route.page.title}
                  </ExternalLink>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {ranking.notForYou.length > 0 && (
        <>
          <h3 className="route-heading">Not for you</h3>
          <ul className="route-not-for-you text-sm mb-0 prose-links" aria-label="Not for you">
            {ranking.notForYou.map(({ route, because }) => (
              <li key={route.id}>
                <a href={`#${route.id}`}>{route.name}</a>: not for you because {because.charAt(0).toLowerCase()}
                {because.slice(1)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RouteCard({ route, best }: { route: ImmigrationRoute; best: boolean }) {
  const reviewed = reviewedOn(route);
  const inBrowser = useInBrowser();
  // The visitor's clock decides; the prerendered HTML cannot know the day it is read.
  const stale = inBrowser && isStale(reviewed, new Date());
  const titleId = `${route.id}-title`;
  return (
    <article id={route.id} className={`card route h-100${best ? " route-card-best" : ""}`} aria-labelledby={titleId} tabIndex={-1}>
      <div className="card-body">
        {best && <p className="route-best-label text-sm mb-1">Best fit for your answers</p>}
        <h3 id={titleId} className="h5">
          {route.name}
        </h3>
        {route.closed && <p className="route-closed text-sm fw-bold">{route.closed}</p>}
        <p>{route.forWhom}</p>
        {stale && (
          <p className="route-stale text-sm">
            Checked more than {staleAfterMonths} months ago: it may be out of date. Check the GOV.UK page before you act on it.
          </p>
        )}
        <dl className="route-summary text-sm">
          <dt>English</dt>
          <dd>{route.english}</dd>
          <dt>Partner and children</dt>
          <dd>{route.dependants}</dd>
          <dt>Counts towards settlement</dt>
          <dd>{route.settlement}</dd>
        </dl>
        <Facts title="Main requirements" facts={route.requirements} />
        {route.costs.length > 0 && <Facts title="What you pay for" facts={route.costs} />}
        <h4 className="route-heading">Where and how to apply</h4>
        <p className="text-sm">{route.apply}</p>
        {route.notes && <Facts title="Good to know" facts={route.notes} />}
        <ExternalLink href={route.page.href} className="btn bg-gradient-primary btn-sm mb-3">
          GOV.UK: {route.page.title}
        </ExternalLink>
        <p className="text-sm mb-1">
          Last reviewed <time dateTime={reviewed}>{formatModifiedDate(reviewed)}</time> (its oldest check). GOV.UK pages and rules:
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
  const inBrowser = useInBrowser();
  return (
    <>
      <h4 className="route-heading">{title}</h4>
      <ul className="text-sm">
        {facts.map((item) => (
          <li key={item.text} className="mb-2">
            {item.text}.
            {inBrowser && isPastUntil(item, new Date()) && (
              <strong className="route-changed"> This held until {formatModifiedDate(item.until!)}: it may have changed.</strong>
            )}
            <Evidence fact={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The fact's check, in plain words: when, against what, and what it rests on. */
function Evidence({ fact }: { fact: Fact }) {
  const { against, basis } = fact;
  return (
    <span className="route-evidence d-block prose-links">
      Checked <time dateTime={fact.checked}>{formatModifiedDate(fact.checked)}</time>{" "}
      {against.kind === "govuk" ? "against the GOV.UK page: " : "against a report of the change, not GOV.UK itself: "}
      <ExternalLink href={against.href}>
        {against.title}
        {against.published && `, ${formatModifiedDate(against.published)}`}
      </ExternalLink>
      .
      {fact.until && ` Holds until ${formatModifiedDate(fact.until)}.`}
      {basis && (
        <>
          {" "}
          Rests on <ExternalLink href={basis.href}>{`${basis.title}, ${formatModifiedDate(basis.date)}`}</ExternalLink>.
        </>
      )}
    </span>
  );
}
