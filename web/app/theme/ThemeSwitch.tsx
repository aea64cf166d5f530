import halfCircle from "@fortawesome/fontawesome-free/svgs/solid/circle-half-stroke.svg?icon";
import moon from "@fortawesome/fontawesome-free/svgs/solid/moon.svg?icon";
import sun from "@fortawesome/fontawesome-free/svgs/solid/sun.svg?icon";
import { useId, useState } from "react";
import { Icon, type SvgIconData } from "~/components/Icon";
import { useDismiss } from "~/lib/dismiss";
import { colorModes, setColorMode, useColorMode, type ColorMode } from "./colorMode";

const modeIcons: Record<ColorMode, SvgIconData> = { light: sun, dark: moon, system: halfCircle };

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
        <Icon icon={modeIcons[mode]} size={16} />
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
              <Icon icon={modeIcons[entry.mode]} size={14} />
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
