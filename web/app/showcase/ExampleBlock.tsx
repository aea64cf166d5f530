import { lazy, Suspense, useId, useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { PreviewBoundary } from "./PreviewBoundary";
import { PreviewStage } from "./PreviewStage";
import type { ExampleMeta } from "./registry";
import { useCopy, type CopyAlertPhase } from "./useCopyAlert";
import { sourceMessages, useSourceFile } from "./useSourceFile";

const CodeView = lazy(() => import("./CodeView"));

type Tab = "preview" | "code";
const tabs: { key: Tab; label: string }[] = [
  { key: "preview", label: "Preview" },
  { key: "code", label: "Code" },
];

/** Where the build publishes an example's source, verbatim. */
export function sourcePath(example: Pick<ExampleMeta, "file">): string {
  return `/source/${example.file}`;
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
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ preview: null, code: null });

  const select = (next: Tab, focus = false) => {
    setTab(next);
    if (next === "code") setCodeOpened(true);
    if (focus) tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.key === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(tabs[(moves[event.key] + tabs.length) % tabs.length].key, true);
  };

  return (
    <section className="example-block" id={id} aria-labelledby={`title-${id}`}>
      <div className="example-header">
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
        {linkUsed && <CopyStatus phase={linkPhase} message="Link copied!" className="copy-status-link" />}
        <div className="nav nav-pills example-tabs" role="tablist" aria-label={`${title}: preview or code`} onKeyDown={onKeyDown}>
          {tabs.map(({ key, label }) => (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[key] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${key}-${id}`}
              className={`nav-link${tab === key ? " active" : ""}`}
              aria-selected={tab === key}
              aria-controls={`${key}-${id}`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => select(key)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={`preview-${id}`} aria-labelledby={`tab-preview-${id}`} hidden={tab !== "preview"}>
        <PreviewStage example={example}>
          <PreviewBoundary>{Preview ? <Preview /> : <p className="example-missing">This example could not be found.</p>}</PreviewBoundary>
        </PreviewStage>
      </div>
      <div role="tabpanel" id={`code-${id}`} aria-labelledby={`tab-code-${id}`} className="example-code" hidden={tab !== "code"}>
        {codeOpened && <CodePanel path={sourcePath(example)} title={title} />}
      </div>
    </section>
  );
}

/** The Code tab's content: fetched the first time it opens, then kept; a listing taller than its box can expand. */
export function CodePanel({ path, title }: { path: string; title: string }) {
  const source = useSourceFile(path);
  const [alertPhase, copy] = useCopy(`the code of ${path}`);
  const codeId = useId();
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  return (
    <div className="code-panel">
      {source.status === "loading" && <p className="code-message">{sourceMessages.loading}</p>}
      {source.status === "failed" && <p className="code-message code-message-error">{source.message}</p>}
      {source.status === "loaded" && (
        <>
          <div className="code-toolbar">
            {tall && (
              <button
                type="button"
                className="btn btn-sm btn-dark mb-0"
                aria-expanded={expanded}
                aria-controls={codeId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? "Collapse" : "Expand"}
              </button>
            )}
            <button type="button" className="btn btn-sm btn-dark mb-0" onClick={() => copy(source.text)}>
              Copy
            </button>
          </div>
          <Suspense fallback={<p className="code-message">{sourceMessages.loading}</p>}>
            <CodeView
              id={codeId}
              code={source.text}
              label={`Source code of ${title}`}
              expanded={expanded}
              onTallChange={setTall}
            />
          </Suspense>
        </>
      )}
      <CopyStatus phase={alertPhase} message="Code successfully copied!" />
    </div>
  );
}

/** A copy's announced message: the region is in the page before the message, so screen readers speak it. */
function CopyStatus({ phase, message, className }: { phase: CopyAlertPhase; message: string; className?: string }) {
  return (
    <div role="status" className={className ? `copy-status ${className}` : "copy-status"}>
      {phase !== "hidden" && <div className={`copy-alert fade${phase === "shown" ? " show" : ""}`}>{message}</div>}
    </div>
  );
}
