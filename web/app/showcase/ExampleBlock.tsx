import { Component, lazy, Suspense, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from "react";
import { copyText } from "./clipboard";
import type { ExampleMeta } from "./registry";
import { useCopyAlert } from "./useCopyAlert";
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

/** One example: its title (a link to itself) and Preview / Code tabs. */
export function ExampleBlock({ example, Preview }: ExampleBlockProps) {
  const { id, title, height } = example;
  const [tab, setTab] = useState<Tab>("preview");
  const [codeOpened, setCodeOpened] = useState(false);
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
          <a className="example-anchor" href={`#${id}`}>
            {title}
            <span className="example-anchor-mark" aria-hidden="true">
              #
            </span>
          </a>
        </h2>
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
      <div
        role="tabpanel"
        id={`preview-${id}`}
        aria-labelledby={`tab-preview-${id}`}
        className="example-preview"
        hidden={tab !== "preview"}
        style={height ? { height } : undefined}
      >
        <PreviewBoundary>{Preview ? <Preview /> : <p className="example-missing">This example could not be found.</p>}</PreviewBoundary>
      </div>
      <div role="tabpanel" id={`code-${id}`} aria-labelledby={`tab-code-${id}`} className="example-code" hidden={tab !== "code"}>
        {codeOpened && <CodePanel path={sourcePath(example)} title={title} />}
      </div>
    </section>
  );
}

/** The Code tab's content: fetched the first time it opens, then kept. */
export function CodePanel({ path, title }: { path: string; title: string }) {
  const source = useSourceFile(path);
  const [alertPhase, showAlert] = useCopyAlert();

  const copy = async (text: string) => {
    try {
      await copyText(text);
      showAlert();
    } catch (error) {
      console.error(`Could not copy the code of ${path}:`, error);
    }
  };

  return (
    <div className="code-panel">
      {source.status === "loading" && <p className="code-message">{sourceMessages.loading}</p>}
      {source.status === "failed" && <p className="code-message code-message-error">{source.message}</p>}
      {source.status === "loaded" && (
        <>
          <div className="code-toolbar">
            <button type="button" className="btn btn-sm btn-dark mb-0" onClick={() => copy(source.text)}>
              Copy
            </button>
          </div>
          <Suspense fallback={<p className="code-message">{sourceMessages.loading}</p>}>
            <CodeView code={source.text} label={`Source code of ${title}`} />
          </Suspense>
        </>
      )}
      <div role="status" className="copy-status">
        {alertPhase !== "hidden" && (
          <div className={`copy-alert fade${alertPhase === "shown" ? " show" : ""}`}>Code successfully copied!</div>
        )}
      </div>
    </div>
  );
}

/** A broken example shows a message instead of taking the page down. */
class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p className="example-missing">This example could not be shown.</p> : this.props.children;
  }
}
