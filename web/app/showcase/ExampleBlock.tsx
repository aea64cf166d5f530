import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { PreviewBoundary } from "./PreviewBoundary";
import { PreviewStage } from "./PreviewStage";
import { installNotes } from "~/content/install-notes";
import { sourceFolder } from "../../published-folders";
import { useThemeChoice } from "~/theme/choice";
import type { ThemedInstall } from "~/theme/examples-theme-style";
import {
  installCommand,
  markupPath,
  markupScript,
  markupStylesheet,
  publishedMessages,
  useRegistryItem,
  type RegistryItemState,
} from "./published";
import type { ExampleMeta } from "~/catalogue/exampleMeta";
import { TabList, type TabOption } from "./TabList";
import { useCopy, type CopyAlertPhase } from "./useCopyAlert";
import { sourceMessages, useSourceFile, type SourceState } from "./useSourceFile";

const CodeView = lazy(() => import("./CodeView"));

type Tab = "preview" | "code";
const tabs: TabOption<Tab>[] = [
  { key: "preview", label: "Preview" },
  { key: "code", label: "Code" },
];

/** The Code tab's two forms of an example: its React source, and its static markup where it has one. */
type CodeForm = "react" | "html";
const codeForms: TabOption<CodeForm>[] = [
  { key: "react", label: "React" },
  { key: "html", label: "HTML" },
];

/** Where the build publishes an example's source, verbatim. */
export function sourcePath(example: Pick<ExampleMeta, "file">): string {
  return `/${sourceFolder}/${example.file}`;
}

interface ExampleBlockProps {
  example: ExampleMeta;
  /** The example's component; missing when its file could not be found. */
  Preview?: ComponentType;
}

/** One example: its title (a link to itself, which also copies its address) and Preview / Code tabs. */
export function ExampleBlock({ example, Preview }: ExampleBlockProps) {
  const { id, title } = example;
  const [tab, setTab] = useState<Tab>("preview");
  const [codeOpened, setCodeOpened] = useState(false);
  const [linkPhase, copyLink] = useCopy(`the link to #${id}`);
  // The link's message region joins the page on first use: an empty one would be a second status in every block.
  const [linkUsed, setLinkUsed] = useState(false);

  const select = (next: Tab) => {
    setTab(next);
    if (next === "code") setCodeOpened(true);
  };

  return (
    <section className="example-block" id={id} aria-labelledby={`title-${id}`}>
      <div className="example-header">
        <div className="example-title">
          <h2 className="h5 mb-0" id={`title-${id}`}>
            <a
              className="example-anchor"
              href={`#${id}`}
              onClick={(event) => {
                // No preventDefault: the address bar still takes the anchor.
                setLinkUsed(true);
                void copyLink(event.currentTarget.href);
              }}
            >
              {title}
              <span className="example-anchor-mark" aria-hidden="true">
                #
              </span>
            </a>
          </h2>
          {linkUsed && <CopyStatus phase={linkPhase} message="Link copied!" className="copy-status-link" spots={linkSpots} />}
        </div>
        <TabList
          className="example-tabs"
          tabs={tabs}
          selected={tab}
          onSelect={select}
          label={`${title}: preview or code`}
          tabId={(key) => `tab-${key}-${id}`}
          panelId={(key) => `${key}-${id}`}
        />
        {/* A keyboard path around the example's own controls, which may be many. */}
        <a className="visually-hidden-focusable example-skip" href={`#after-${id}`}>
          Skip past the {title} example
        </a>
      </div>
      <div role="tabpanel" id={`preview-${id}`} aria-labelledby={`tab-preview-${id}`} hidden={tab !== "preview"}>
        <PreviewStage example={example}>
          <PreviewBoundary>{Preview ? <Preview /> : <p className="example-missing">This example could not be found.</p>}</PreviewBoundary>
        </PreviewStage>
      </div>
      <div role="tabpanel" id={`code-${id}`} aria-labelledby={`tab-code-${id}`} className="example-code" hidden={tab !== "code"}>
        {/* Mounted on the first opening only, so the prerendered page holds none of it (no origin, no fetch). */}
        {codeOpened && <CodePanel id={id} path={sourcePath(example)} title={title} />}
      </div>
      <span id={`after-${id}`} className="example-end" tabIndex={-1} />
    </section>
  );
}

/**
 * While "Show examples in my theme" is on, what the install line and the HTML form add for the saved theme;
 * null while off, or while its module loads (the showcase's chunk carries none of the theme's code).
 */
function useThemedInstall(): ThemedInstall | null {
  const { code, examplesThemed } = useThemeChoice();
  const [loaded, setLoaded] = useState<{ code: string; install: ThemedInstall } | null>(null);
  useEffect(() => {
    if (!examplesThemed || code === null) return;
    let gone = false;
    // The module that puts the theme on the page's examples, loaded by then: no chunk of its own.
    void import("~/theme/examples-theme-style").then(({ themedInstall }) => {
      if (!gone) setLoaded({ code, install: themedInstall(code, window.location.origin) });
    });
    return () => {
      gone = true;
    };
  }, [code, examplesThemed]);
  return examplesThemed && loaded && loaded.code === code ? loaded.install : null;
}

/** Whether a listing overflows its box, and whether it is shown whole. */
function useListingSize() {
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  return { tall, setTall, expanded, toggle: () => setExpanded((value) => !value) };
}

interface CodePanelProps {
  /** The example's id: its registry item and its markup's file. */
  id: string;
  /** Its published source. */
  path: string;
  title: string;
}

/**
 * The Code tab's content: the install command, and the example as React (fetched the first time the
 * tab opens) or as HTML (fetched the first time HTML is chosen), each kept once fetched. A listing
 * taller than its box can expand; the toolbar above it acts on the form shown.
 */
export function CodePanel({ id, path, title }: CodePanelProps) {
  const [form, setForm] = useState<CodeForm>("react");
  const [htmlChosen, setHtmlChosen] = useState(false);
  const entry = useRegistryItem(id);
  const themed = useThemedInstall();
  const hasMarkup = entry.status === "loaded" && entry.item.meta?.html === true;
  const source = useSourceFile(path);
  const markupFile = useSourceFile(htmlChosen && hasMarkup ? markupPath(id) : null);
  // Before the registry answers, while it says nothing, or when it says the example needs React.
  const markup: SourceState | "react-only" = entry.status !== "loaded" ? entry : hasMarkup ? markupFile : "react-only";
  const sizes = { react: useListingSize(), html: useListingSize() };
  const shown = form === "react" ? source : markup;
  const shownText = shown !== "react-only" && shown.status === "loaded" ? shown.text : null;
  const [alertPhase, copy] = useCopy(`the code of ${form === "react" ? path : markupPath(id)}`);
  const uid = useId();
  const panelId = (key: CodeForm) => `${uid}-${key}`;
  const listingId = (key: CodeForm) => `${uid}-${key}-listing`;

  const choose = (next: CodeForm) => {
    setForm(next);
    if (next === "html") setHtmlChosen(true);
  };

  return (
    <>
      <InstallLine id={id} entry={entry} themed={themed} />
      <div className="code-panel">
        <div className="code-toolbar">
          <TabList
            className="code-forms"
            tabs={codeForms}
            selected={form}
            onSelect={choose}
            label={`${title}: code as React or HTML`}
            tabId={(key) => `${uid}-tab-${key}`}
            panelId={panelId}
          />
          {/* The message's own place in the toolbar, as wide as the message and there before any copy (_example-block.scss),
              so a copy never moves the code. */}
          <div className="copy-slot">
            <span className="copy-slot-size" data-size={codeCopied} aria-hidden="true" />
            <CopyStatus phase={alertPhase} message={codeCopied} className="copy-status-code" spots={codeSpots} />
          </div>
          <div className="code-actions">
            {sizes[form].tall && shownText !== null && (
              <button
                type="button"
                className="btn btn-sm btn-dark mb-0"
                aria-expanded={sizes[form].expanded}
                aria-controls={listingId(form)}
                onClick={sizes[form].toggle}
              >
                {sizes[form].expanded ? "Collapse" : "Expand"}
              </button>
            )}
            {shownText !== null && (
              <button type="button" className="btn btn-sm btn-dark mb-0" onClick={() => copy(shownText)}>
                Copy
              </button>
            )}
          </div>
        </div>
        {codeForms.map(({ key }) => (
          <div key={key} role="tabpanel" id={panelId(key)} aria-labelledby={`${uid}-tab-${key}`} hidden={form !== key}>
            {key === "react" ? (
              <Listing id={listingId(key)} state={source} label={`Source code of ${title}`} language="tsx" size={sizes[key]} />
            ) : !htmlChosen ? null : markup === "react-only" ? (
              <p className="code-message">{publishedMessages.reactOnly}</p>
            ) : (
              <>
                {markup.status === "loaded" && <MarkupNeeds script={entry.status === "loaded" && entry.item.meta?.htmlScript === true} themed={themed} />}
                <Listing id={listingId(key)} state={markup} label={`HTML markup of ${title}`} language="markup" size={sizes[key]} />
              </>
            )}
          </div>
        ))}
      </div>
    </>
  );
}

/** What the page an example's HTML is pasted into needs: the stylesheet, and the script where the HTML behaves. */
function MarkupNeeds({ script, themed }: { script: boolean; themed: ThemedInstall | null }) {
  // The panel mounts only after a click, so reading the page's origin here cannot differ from a prerendered one.
  const origin = window.location.origin;
  return (
    <div className="code-message code-markup-needs">
      <p>
        {publishedMessages.markupStylesheet} <code>{markupStylesheet(origin)}</code>
      </p>
      {script && (
        <p>
          {publishedMessages.markupScript} <code>{markupScript(origin)}</code>
        </p>
      )}
      {themed && (
        <p>
          {publishedMessages.markupTheme} <code>{themed.style}</code>
        </p>
      )}
    </div>
  );
}

interface ListingProps {
  id: string;
  state: SourceState;
  label: string;
  language: "tsx" | "markup";
  size: ReturnType<typeof useListingSize>;
}

/** One form's listing, or the message of its loading or failure. */
function Listing({ id, state, label, language, size }: ListingProps) {
  if (state.status === "loading") return <p className="code-message">{sourceMessages.loading}</p>;
  if (state.status === "failed") return <p className="code-message code-message-error">{state.message}</p>;
  return (
    <Suspense fallback={<p className="code-message">{sourceMessages.loading}</p>}>
      <CodeView id={id} code={state.text} label={label} language={language} expanded={size.expanded} onTallChange={size.setTall} />
    </Suspense>
  );
}

/** The shadcn command that installs the example into a React app, and the npm packages it brings. */
function InstallLine({ id, entry, themed }: { id: string; entry: RegistryItemState; themed: ThemedInstall | null }) {
  const [phase, copy] = useCopy(`the install command of ${id}`);
  // The message region joins on first use, as the title link's does.
  const [used, setUsed] = useState(false);
  const labelId = useId();

  if (entry.status === "loading") return <p className="code-install code-message">{sourceMessages.loading}</p>;
  if (entry.status === "failed") return <p className="code-install code-message code-message-error">{entry.message}</p>;
  // The panel mounts only after a click, so reading the page's origin here cannot differ from a prerendered one.
  const origin = window.location.origin;
  const command = installCommand(origin, id, themed?.item);
  const packages = [...new Set([...(entry.item.dependencies ?? []), ...(themed?.packages ?? [])])];
  const files = entry.item.meta?.installs ?? [];
  return (
    <div className="code-install">
      <p className="code-install-label" id={labelId}>
        Install with the shadcn CLI{themed && ` in ${themed.label}`}
      </p>
      <div className="code-install-line">
        <code className="code-install-command">{command}</code>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary mb-0"
          onClick={() => {
            setUsed(true);
            void copy(command);
          }}
        >
          Copy command
        </button>
        {used && <CopyStatus phase={phase} message="Command copied!" className="copy-status-install" spots={installSpots} />}
      </div>
      {files.length > 0 && <CodeList id={`${labelId}-files`} label="Files it writes:" items={files} />}
      {packages.length > 0 ? (
        <CodeList id={`${labelId}-packages`} label="npm packages it adds:" items={packages} />
      ) : (
        <p className="code-install-packages">{publishedMessages.noPackages}</p>
      )}
      <p className="code-install-notes">{installNotes.styles}</p>
      <p className="code-install-notes">{installNotes.darkMode}</p>
      {themed && (
        <>
          <p className="code-install-notes">
            {installNotes.theme} <code>{themed.command}</code>
          </p>
          <p className="code-install-notes">
            {publishedMessages.followApp} <code>{themed.followAppCommand}</code>
          </p>
        </>
      )}
    </div>
  );
}

/** A labelled list of names set as code: the files an install writes, the packages it adds. */
function CodeList({ id, label, items }: { id: string; label: string; items: readonly string[] }) {
  return (
    <div className="code-install-packages">
      <span id={id}>{label}</span>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>
            <code>{item}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where a copy message may sit (_example-block.scss): "beside" its control or title, "top" in the install
 * panel's label row, or "below": a band of its own under its control's row, which grows for it.
 */
type CopySpot = "beside" | "top" | "below";
const linkSpots: readonly CopySpot[] = ["beside", "below"];
const installSpots: readonly CopySpot[] = ["top", "below"];
// The code's message has a place of its own in the toolbar (CodePanel), so it needs no other.
const codeSpots: readonly CopySpot[] = ["beside"];
const codeCopied = "Code successfully copied!";
// Whole class names, so the stylesheets' purge finds them in the code.
const spotClasses: Record<CopySpot, string> = { beside: "copy-status-beside", top: "copy-status-top", below: "copy-status-below" };

/** What a copy message must leave in sight: the block's controls and code, and the install panel's label. */
const uncovered = "a[href], button, input, select, textarea, [tabindex], code, .code-install-label";

/** Whether a message, where it stands, covers any of that or leaves its block. */
function coversSomething(alert: Element): boolean {
  const block = alert.closest(".example-block");
  if (!block) return false;
  const box = alert.getBoundingClientRect();
  const bounds = block.getBoundingClientRect();
  if (box.left < bounds.left || box.right > bounds.right) return true;
  return [...block.querySelectorAll(uncovered)].some((element) => {
    if (alert.contains(element)) return false;
    const other = element.getBoundingClientRect();
    // Hidden tabs and visually hidden links measure nothing.
    if (other.width <= 1 || other.height <= 1) return false;
    return other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom;
  });
}

interface CopyStatusProps {
  phase: CopyAlertPhase;
  message: string;
  className: string;
  /** Where it may sit, first choice first; the last always has room. */
  spots: readonly CopySpot[];
}

/**
 * A copy's announced message: the region is in the page before the message, so screen readers speak it.
 * As it comes in (still transparent), it takes the first of its spots where it covers nothing.
 */
function CopyStatus({ phase, message, className, spots }: CopyStatusProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [spot, setSpot] = useState(spots[0]);

  useLayoutEffect(() => {
    const status = ref.current;
    const alert = status?.firstElementChild;
    if (phase !== "entering" || !status || !alert) return;
    const place = (candidate: CopySpot) => {
      status.classList.remove(...spots.map((each) => spotClasses[each]));
      status.classList.add(spotClasses[candidate]);
    };
    const chosen = spots.find((candidate, index) => {
      if (index === spots.length - 1) return true;
      place(candidate);
      return !coversSomething(alert);
    })!;
    // The class React renders next, so the page never shows a spot tried on the way.
    place(chosen);
    setSpot(chosen);
    // A band under a button at the foot of the screen would be out of sight: scroll it in, no further.
    const box = alert.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) alert.scrollIntoView({ block: "nearest" });
  }, [phase, spots]);

  const shown = phase !== "hidden";
  return (
    <div ref={ref} role="status" className={`copy-status ${className}${shown ? ` ${spotClasses[spot]}` : ""}`}>
      {shown && <div className={`copy-alert fade${phase === "shown" ? " show" : ""}`}>{message}</div>}
    </div>
  );
}
