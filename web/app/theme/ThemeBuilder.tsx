import { useEffect, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { SelectField } from "~/components/SelectField";
import { href } from "~/paths";
import { copyText } from "~/showcase/clipboard";
import { isHex, normalizeHex } from "./color";
import { decodeTheme, encodeTheme } from "./code";
import { saveThemeCode, useThemeChoice } from "./choice";
import { bootstrapSass, tokensCss, wholeStylesheet } from "./downloads";
import { ExamplesThemeSwitch } from "./ExamplesTheme";
import { loadThemeFonts } from "./fonts";
import { themedInstall } from "./install-theme";
import { presets } from "./presets";
import { brandColors, fontIds, fonts, gradientStyles, radiusRange, sameTheme, shadowRange, defaultTheme, type FontId, type Theme } from "./theme";
import { ThemeSpread } from "./ThemeSpread";
import { computeTheme, contrastReport, themeTokens } from "./tokens";

const capitalized = (text: string) => text[0].toUpperCase() + text.slice(1);
const gradientLabels: Record<(typeof gradientStyles)[number], string> = { material: "Material Kit gradients", flat: "Flat fills" };

/**
 * The theme page's controls and its live spread. It opens on the default (as prerendered), then, once hydrated,
 * on the theme of the address's `?theme=<code>`, else the one saved; every change is saved for the showcase.
 */
export function ThemeBuilder() {
  const { code: savedCode, read } = useThemeChoice();
  const { search } = useLocation();
  const addressCode = read ? new URLSearchParams(search).get("theme") : null;
  const fromAddress = useMemo(() => (addressCode === null ? null : decodeTheme(addressCode)), [addressCode]);
  // The address's theme (the default for a bad code) becomes the saved one, once per address.
  useEffect(() => {
    if (fromAddress) saveThemeCode(encodeTheme(fromAddress.theme));
  }, [fromAddress]);
  const codeProblem = fromAddress && !fromAddress.ok ? fromAddress.message : null;
  const theme = useMemo(() => (savedCode === null ? defaultTheme : decodeTheme(savedCode).theme), [savedCode]);
  useEffect(() => loadThemeFonts(theme), [theme]);

  const update = (next: Theme) => saveThemeCode(encodeTheme(next));
  const change = (part: Partial<Theme>) => update({ ...theme, ...part });

  const computed = useMemo(() => computeTheme(theme), [theme]);
  const tokens = useMemo(() => themeTokens(theme, computed), [theme, computed]);
  const report = useMemo(() => contrastReport(theme, computed), [theme, computed]);

  return (
    <div className="row g-4 theme-builder">
      <div className="col-lg-4 col-xl-3">
        <div className="theme-controls">
          <Presets theme={theme} onChoose={update} />
          <fieldset className="theme-group">
            <legend className="h6">Brand colours</legend>
            {brandColors.map((name) => (
              <ColorField
                key={name}
                label={capitalized(name)}
                value={theme.colors[name]}
                onChange={(value) => change({ colors: { ...theme.colors, [name]: value } })}
              />
            ))}
          </fieldset>
          <fieldset className="theme-group">
            <legend className="h6">Fonts</legend>
            <FontSelect label="Body font" value={theme.fontBody} onChange={(fontBody) => change({ fontBody })} />
            <FontSelect label="Heading font" value={theme.fontHeading} onChange={(fontHeading) => change({ fontHeading })} />
          </fieldset>
          <fieldset className="theme-group">
            <legend className="h6">Shape</legend>
            <RangeField
              label="Corner radius"
              range={radiusRange}
              value={theme.radius}
              display={(value) => `${value}rem (${value * 16} px)`}
              onChange={(radius) => change({ radius })}
            />
            <RangeField
              label="Shadow depth"
              range={shadowRange}
              value={theme.shadow}
              display={(value) => (value === 0 ? "none" : `${value}×`)}
              onChange={(shadow) => change({ shadow })}
            />
          </fieldset>
          <fieldset className="theme-group">
            <legend className="h6">Gradients</legend>
            {gradientStyles.map((style) => (
              <div key={style} className="form-check">
                <input
                  className="form-check-input"
                  type="radio"
                  name="theme-gradient"
                  id={`theme-gradient-${style}`}
                  checked={theme.gradient === style}
                  onChange={() => change({ gradient: style })}
                />
                <label className="form-check-label" htmlFor={`theme-gradient-${style}`}>
                  {gradientLabels[style]}
                </label>
              </div>
            ))}
          </fieldset>
          <fieldset className="theme-group">
            <legend className="h6">Dark mode</legend>
            <ColorField label="Page" value={theme.pageDark} onChange={(pageDark) => change({ pageDark })} />
            <ColorField label="Cards and surfaces" value={theme.surfaceDark} onChange={(surfaceDark) => change({ surfaceDark })} />
          </fieldset>
          <ContrastMessages report={report} codeProblem={codeProblem} />
          <Share theme={theme} />
          <Downloads theme={theme} />
          <div className="theme-group">
            <ExamplesThemeSwitch linkToThemePage={false} />
            <p className="text-sm text-soft mt-1 mb-0">On the showcase&apos;s pages, the examples then wear this theme.</p>
          </div>
          <Install theme={theme} />
        </div>
      </div>
      <div className="col-lg-8 col-xl-9">
        <ThemeSpread tokens={tokens} />
      </div>
    </div>
  );
}

function Presets({ theme, onChoose }: { theme: Theme; onChoose: (theme: Theme) => void }) {
  return (
    <fieldset className="theme-group">
      <legend className="h6">Presets</legend>
      <div className="theme-presets">
        {presets.map((preset) => (
          <button
            key={preset.key}
            type="button"
            className={`btn btn-sm mb-0 theme-preset ${sameTheme(theme, preset.theme) ? "btn-dark" : "btn-outline-secondary"}`}
            aria-pressed={sameTheme(theme, preset.theme)}
            title={preset.description}
            onClick={() => onChoose(preset.theme)}
          >
            <span className="theme-preset-swatch" aria-hidden="true" style={{ background: preset.theme.colors.primary }} />
            {preset.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A colour: the browser's picker and its hex code, either of which sets it (the code once it is a whole #rrggbb). */
function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const valid = isHex(draft);
  return (
    <div className="theme-color">
      <input type="color" className="theme-color-input" id={id} value={value} onChange={(event) => onChange(event.target.value)} />
      <label htmlFor={id} className="theme-color-label">
        {label}
      </label>
      <input
        type="text"
        className={`form-control form-control-sm theme-hex${valid ? "" : " is-invalid"}`}
        aria-label={`${label}, hex code`}
        aria-invalid={!valid}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (isHex(event.target.value)) onChange(normalizeHex(event.target.value));
        }}
        onBlur={() => setDraft(value)}
      />
    </div>
  );
}

function FontSelect({ label, value, onChange }: { label: string; value: FontId; onChange: (value: FontId) => void }) {
  const id = useId();
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label text-sm mb-1">
        {label}
      </label>
      <SelectField id={id} className="form-select-sm" value={value} onChange={(event) => onChange(event.target.value as FontId)}>
        {fontIds.map((font) => (
          <option key={font} value={font}>
            {fonts[font].label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

interface RangeFieldProps {
  label: string;
  range: { min: number; max: number; step: number };
  value: number;
  display: (value: number) => string;
  onChange: (value: number) => void;
}

function RangeField({ label, range, value, display, onChange }: RangeFieldProps) {
  const id = useId();
  const perUnit = Math.round(1 / range.step);
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label text-sm mb-1 d-flex justify-content-between">
        {label}
        <output htmlFor={id}>{display(value)}</output>
      </label>
      <input
        type="range"
        className="form-range"
        id={id}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={display(value)}
        // On the control's own steps, so the code holds the value exactly.
        onChange={(event) => onChange(Math.round(Number(event.target.value) * perUnit) / perUnit)}
      />
    </div>
  );
}

function ContrastMessages({ report, codeProblem }: { report: ReturnType<typeof contrastReport>; codeProblem: string | null }) {
  const problems = report.filter((pair) => pair.problem);
  const notes = report.filter((pair) => pair.note);
  return (
    <div className="theme-group theme-contrast" role="status" aria-live="polite">
      {codeProblem && <p className="theme-message theme-message-problem">{codeProblem}</p>}
      {problems.length === 0 ? (
        <p className="theme-message">Contrast: every pair reads at WCAG AA (4.5:1) or better.</p>
      ) : (
        <>
          <p className="theme-message theme-message-problem">
            Contrast: {problems.length} {problems.length === 1 ? "pair cannot" : "pairs cannot"} reach AA (4.5:1):
          </p>
          <ul className="theme-message-list">
            {problems.map((pair) => (
              <li key={pair.pair}>
                {capitalized(pair.pair)} {pair.problem}.
              </li>
            ))}
          </ul>
        </>
      )}
      {notes.map((pair) => (
        <p key={pair.pair} className="theme-message text-soft">
          {capitalized(pair.note!)}.
        </p>
      ))}
    </div>
  );
}

function Share({ theme }: { theme: Theme }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const code = encodeTheme(theme);
  // The page's origin is known in the browser only: the prerendered page shows the path alone.
  const { read } = useThemeChoice();
  const address = `${read ? window.location.origin : ""}${href("theme")}?theme=${code}`;
  return (
    <div className="theme-group">
      <label htmlFor={id} className="h6 d-block">
        Share
      </label>
      <p className="text-sm text-soft mb-1">
        Preset code <code className="theme-code">{code}</code>
      </p>
      <div className="input-group input-group-sm">
        <input id={id} className="form-control theme-share" readOnly value={address} onFocus={(event) => event.target.select()} />
        <button
          type="button"
          className="btn btn-outline-secondary mb-0"
          onClick={() => {
            void copyText(address).then(() => setCopied(true));
          }}
        >
          Copy
        </button>
      </div>
      <p className="text-sm mb-0 mt-1" role="status">
        {copied ? "Address copied." : ""}
      </p>
    </div>
  );
}

/** How the theme reaches a project: each example's install line, the theme's item alone, and "follow my app". */
function Install({ theme }: { theme: Theme }) {
  // The page's origin is known in the browser only: the prerendered page shows paths alone.
  const { read } = useThemeChoice();
  const origin = read ? window.location.origin : "";
  const { command, followAppCommand } = themedInstall(encodeTheme(theme), origin);
  return (
    <div className="theme-group">
      <p className="h6">Install</p>
      <p className="text-sm text-soft mb-1">
        With the switch on, each example&apos;s install line (its Code tab) brings this theme with it. Installed alone, the
        theme re-themes every example a project already has:
      </p>
      <code className="theme-code d-block">{command}</code>
      <p className="text-sm text-soft mt-2 mb-1">In a shadcn/ui app, the examples can wear the app&apos;s own theme, light and dark, and follow it as it changes:</p>
      <code className="theme-code d-block">{followAppCommand}</code>
    </div>
  );
}

/** Puts a text in a file the browser saves. */
function save(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Downloads({ theme }: { theme: Theme }) {
  const [problem, setProblem] = useState<string | null>(null);
  const downloadWhole = async () => {
    try {
      save("ukguide-themed.css", await wholeStylesheet(theme), "text/css");
      setProblem(null);
    } catch (error) {
      setProblem(`The whole theme could not be fetched (${(error as Error).message}); try again.`);
    }
  };
  return (
    <div className="theme-group">
      <p className="h6">Download</p>
      <div className="d-grid gap-2">
        <button type="button" className="btn btn-sm btn-outline-dark mb-0" onClick={() => save("ukguide-theme.css", tokensCss(theme), "text/css")}>
          Tokens for examples (CSS)
        </button>
        <button type="button" className="btn btn-sm btn-outline-dark mb-0" onClick={() => save("_ukguide-theme.scss", bootstrapSass(theme), "text/x-scss")}>
          Bootstrap variables (Sass)
        </button>
        <button type="button" className="btn btn-sm btn-outline-dark mb-0" onClick={() => void downloadWhole()}>
          Whole theme stylesheet (CSS)
        </button>
      </div>
      <p className="text-sm mb-0 mt-1" role="status">
        {problem}
      </p>
    </div>
  );
}
