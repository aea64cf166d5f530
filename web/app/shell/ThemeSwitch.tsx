import { useId, useState } from "react";
import type { IconType } from "react-icons";
import { FaCircleHalfStroke, FaMoon, FaSun } from "react-icons/fa6";
import { useDismiss } from "./dismiss";
import { colorModes, setColorMode, useColorMode, type ColorMode } from "~/color-mode/colorMode";

const modeIcons: Record<ColorMode, IconType> = { light: FaSun, dark: FaMoon, system: FaCircleHalfStroke };

function ModeIcon({ mode, size }: { mode: ColorMode; size: number }) {
  const Drawn = modeIcons[mode];
  return <Drawn className="svg-icon" size={size} aria-hidden="true" focusable="false" />;
}

/**
 * The navbar's colour-mode menu: Light, Dark or System, the current one pressed.
 * Esc or focus leaving closes it.
 */
export function ThemeSwitch() {
  const { mode } = useColorMode();
  const [open, setOpen] = useState(false);
  const { toggleRef, handlers } = useDismiss<HTMLButtonElement>(open, () => setOpen(false));
  const menuId = useId();
  const current = colorModes.find((entry) => entry.mode === mode)!;

  return (
    <div
      className={`dropdown theme-switch me-2 me-lg-0 order-lg-last${open ? " show" : ""}`}
      {...handlers}
    >
      <button
        ref={toggleRef}
        type="button"
        className="nav-link text-reset d-flex align-items-center"
        aria-label={`Colour mode: ${current.label}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <ModeIcon mode={mode} size={16} />
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end${open ? " show" : ""}`}>
        {colorModes.map((entry) => (
          <li key={entry.mode}>
            <button
              type="button"
              className="dropdown-item d-flex align-items-center gap-2"
              aria-pressed={entry.mode === mode}
              onClick={() => {
                setColorMode(entry.mode);
                setOpen(false);
                toggleRef.current?.focus();
              }}
            >
              <ModeIcon mode={entry.mode} size={14} />
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
