import { Highlight, themes } from "prism-react-renderer";
import { useLayoutEffect, useRef } from "react";

interface CodeViewProps {
  code: string;
  label: string;
  /** Prism's name for the code's language: the examples are "tsx", their static markup "markup". */
  language?: "tsx" | "markup";
  id?: string;
  /** Shown whole instead of scrolling inside its box. */
  expanded?: boolean;
  /** Told whether the listing is taller than its (collapsed) box. */
  onTallChange?: (tall: boolean) => void;
}

/**
 * A read-only, highlighted listing with line numbers. Loaded only when a Code
 * tab first opens, so pages whose code nobody reads never download it.
 */
export default function CodeView({ code, label, language = "tsx", id, expanded = false, onTallChange }: CodeViewProps) {
  const ref = useRef<HTMLPreElement>(null);

  useLayoutEffect(() => {
    const pre = ref.current;
    // Only a collapsed box tells: expanded, it is as tall as its listing.
    if (!pre || expanded || !onTallChange) return;
    const measure = () => {
      // A hidden tab measures 0: ask again once it shows.
      if (pre.clientHeight > 0) onTallChange(pre.scrollHeight > pre.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(pre);
    return () => observer.disconnect();
  }, [code, expanded, onTallChange]);

  return (
    <Highlight theme={themes.vsDark} code={code.replace(/\n$/, "")} language={language}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        // Focusable so keyboard users can scroll it.
        <pre
          ref={ref}
          id={id}
          className={`code-view${expanded ? " code-view-expanded" : ""} ${className}`}
          style={style}
          tabIndex={0}
          aria-label={label}
        >
          <code>
            {tokens.map((line, index) => (
              <span key={index} {...getLineProps({ line, className: "code-line" })}>
                <span className="code-line-number" aria-hidden="true">
                  {index + 1}
                </span>
                {line.map((token, key) => (
                  <span key={key} {...getTokenProps({ token })} />
                ))}
                {"\n"}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
