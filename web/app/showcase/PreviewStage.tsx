import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import type { IconType } from "react-icons";
import { FaDisplay, FaMobileScreen, FaMoon, FaTabletScreenButton, FaUpRightFromSquare } from "react-icons/fa6";
import { useColorMode, type Theme } from "~/color-mode/colorMode";
import { OverlayHost } from "~/components/Scope";
import { frameSource, keyboardStep, minFrameWidth, type FrameWidth } from "./previewFrame";
import type { ExampleMeta } from "~/catalogue/exampleMeta";

const widthPresets: { label: string; width: FrameWidth; Icon: IconType }[] = [
  { label: "Mobile", width: 375, Icon: FaMobileScreen },
  { label: "Tablet", width: 768, Icon: FaTabletScreenButton },
  { label: "Desktop", width: "full", Icon: FaDisplay },
];

interface PreviewStageProps {
  example: ExampleMeta;
  /** The example rendered in place: what shows first, and without JavaScript. */
  children: ReactNode;
}

/**
 * The Preview tab: the example in place, or in a frame of its own page at a
 * chosen width (presets or a drag handle), so its own breakpoints respond; a
 * light/dark switch of its own; and a link to its page.
 */
export function PreviewStage({ example, children }: PreviewStageProps) {
  const { title, height } = example;
  const site = useColorMode().theme;
  // null: the example follows the site's mode.
  const [override, setOverride] = useState<Theme | null>(null);
  const theme = override ?? site;
  // null: shown in place; else the frame's width.
  const [frame, setFrame] = useState<FrameWidth | null>(null);
  const overlays = useRef<HTMLDivElement>(null);
  const overlayHost = useCallback(() => overlays.current, []);

  return (
    <>
      <div className="preview-toolbar" role="toolbar" aria-label={`${title}: preview width and mode`}>
        <div className="btn-group preview-widths" role="group" aria-label="Preview width">
          {widthPresets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="btn btn-sm btn-outline-secondary mb-0"
              // Shown in place, the example is as wide as the page: Desktop's width, so Desktop reads as chosen.
              aria-pressed={frame === preset.width || (frame === null && preset.width === "full")}
              onClick={() => setFrame(preset.width)}
            >
              <preset.Icon className="svg-icon" size={14} aria-hidden="true" focusable="false" />
              <span className="preview-label">{preset.label}</span>
            </button>
          ))}
        </div>
        {frame !== null && (
          <span className="preview-width-value" aria-live="polite">
            {frame === "full" ? "Full width" : `${frame} px`}
          </span>
        )}
        {/* Following the site, its look comes from the page's mode (_preview-stage.scss), set before the
            first paint; the state read here is the prerendered page's until hydration. */}
        <button
          type="button"
          className={`btn btn-sm btn-outline-secondary mb-0 ms-auto${override === null ? " preview-mode-site" : ""}`}
          aria-pressed={theme === "dark"}
          onClick={() => setOverride(theme === "dark" ? "light" : "dark")}
        >
          <FaMoon className="svg-icon" size={14} aria-hidden="true" focusable="false" />
          <span className="preview-label">Dark</span>
        </button>
        <a className="btn btn-sm btn-link mb-0 preview-open" href={frameSource(example, override)} target="_blank" rel="noopener">
          <FaUpRightFromSquare className="svg-icon" size={12} aria-hidden="true" focusable="false" />
          <span className="preview-label">
            Open in new tab<span className="visually-hidden">: {title}</span>
          </span>
        </a>
      </div>
      {frame === null ? (
        <div className="example-preview-box">
          <div className="example-preview" data-bs-theme={override ?? undefined} style={height ? { height } : undefined}>
            <OverlayHost value={overlayHost}>{children}</OverlayHost>
          </div>
          {/* Where the example's modals open: over its box, which grows to hold them, not over the page. */}
          <div className="preview-overlays" ref={overlays} />
        </div>
      ) : (
        <PreviewFrame example={example} theme={override} width={frame} onResize={setFrame} />
      )}
    </>
  );
}

interface PreviewFrameProps {
  example: ExampleMeta;
  theme: Theme | null;
  width: FrameWidth;
  onResize: (width: FrameWidth) => void;
}

/** The example's own page in a frame, as tall as its content (or the example's set height), with a handle to resize it. */
function PreviewFrame({ example, theme, width, onResize }: PreviewFrameProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  // The room beside the handle, inside the frame's border: the widest a drag goes, and what "full" means.
  const [room, setRoom] = useState(0);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const measure = () => {
      const border = frameRef.current ? frameRef.current.parentElement!.offsetWidth - frameRef.current.parentElement!.clientWidth : 0;
      setRoom(stage.clientWidth - (handleRef.current?.offsetWidth ?? 0) - border);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);

  // Without a set height, the frame grows to its page's content (same origin, so it can be measured).
  const fitted = example.height === undefined;
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const view = frameRef.current?.contentWindow;
    const main = view?.document.querySelector<HTMLElement>(".example-standalone");
    if (!fitted || !view || !main) return;
    // An open modal is as tall as its dialog with its margins: the frame holds that too, never cutting it off.
    const measure = () => {
      const dialog = view.document.querySelector<HTMLElement>(".modal.show .modal-dialog");
      const margins = dialog ? parseFloat(view.getComputedStyle(dialog).marginTop) + parseFloat(view.getComputedStyle(dialog).marginBottom) : 0;
      // A sheet as tall as the window gets the room of half a phone screen.
      const open = dialog ? Math.max(dialog.offsetHeight + margins, 416) : 0;
      setContentHeight(Math.ceil(Math.max(main.getBoundingClientRect().bottom + view.scrollY, open)));
    };
    measure();
    // The frame's own observers watch its own document: the page's size, and a modal coming and going.
    const frameWindow = view as Window & typeof globalThis;
    const resizes = new frameWindow.ResizeObserver(measure);
    resizes.observe(main);
    const changes = new frameWindow.MutationObserver(() => {
      const dialog = view.document.querySelector(".modal-dialog");
      if (dialog) resizes.observe(dialog);
      measure();
    });
    changes.observe(view.document.body, { childList: true, subtree: true, attributeFilter: ["class"] });
    return () => {
      resizes.disconnect();
      changes.disconnect();
    };
  }, [fitted, loads]);

  const widest = Math.max(room, minFrameWidth);
  const pixels = width === "full" ? widest : width;
  const resizeTo = (next: number) => onResize(Math.round(Math.max(minFrameWidth, Math.min(next, widest))));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: pixels };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) resizeTo(drag.current.width + event.clientX - drag.current.x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? keyboardStep * 5 : keyboardStep;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => resizeTo(pixels - step),
      ArrowRight: () => resizeTo(pixels + step),
      Home: () => resizeTo(minFrameWidth),
      End: () => onResize("full"),
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moves[event.key]();
  };

  return (
    <div className="preview-stage" ref={stageRef}>
      <div className={`preview-frame${width === "full" ? " preview-frame-full" : ""}`} style={width === "full" ? undefined : { width }}>
        <iframe
          ref={frameRef}
          src={frameSource(example, theme)}
          title={`${example.title}, ${width === "full" ? "full width" : `${width} px wide`}`}
          style={{ height: example.height ?? contentHeight ?? 240 }}
          onLoad={() => setLoads((count) => count + 1)}
        />
      </div>
      <div
        ref={handleRef}
        className="preview-handle"
        role="separator"
        aria-orientation="vertical"
        aria-label="Preview width"
        aria-valuemin={minFrameWidth}
        aria-valuemax={widest}
        aria-valuenow={pixels}
        aria-valuetext={`${pixels} px`}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
