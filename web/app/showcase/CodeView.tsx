import { Highlight, themes } from "prism-react-renderer";

/**
 * A read-only, highlighted listing with line numbers. Loaded only when a Code
 * tab first opens, so pages whose code nobody reads never download it.
 */
export default function CodeView({ code, label }: { code: string; label: string }) {
  return (
    <Highlight theme={themes.vsDark} code={code.replace(/\n$/, "")} language="tsx">
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        // Focusable so keyboard users can scroll it.
        <pre className={`code-view ${className}`} style={style} tabIndex={0} aria-label={label}>
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
