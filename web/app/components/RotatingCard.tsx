import { useState, type FocusEvent, type PointerEvent, type ReactNode } from "react";
import { FaRotate } from "react-icons/fa6";
import { ActionLink, CardTitle, imageSource, type CardImage, type CardLinkAction, type TitleTag } from "./cardParts";
import { Photo } from "./Photo";

export interface RotatingCardFront {
  image: CardImage;
  /** A large icon above the text (decorative). */
  icon?: ReactNode;
  /** A short line above the title. */
  label: string;
  title: string;
  description: string;
}

export interface RotatingCardBack {
  image: CardImage;
  title: string;
  description: string;
  actions: readonly CardLinkAction[];
}

export interface RotatingCardProps {
  front: RotatingCardFront;
  back: RotatingCardBack;
  titleAs?: TitleTag;
}

/** Whether the element got focus from the keyboard (not from a click or a tap). */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * A card with two faces. It turns to its back while a mouse is over it or the
 * keyboard focus is in it, and its Flip button turns it either way (for touch).
 * The face turned away is inert and hidden from screen readers.
 */
export function RotatingCard({ front, back, titleAs }: RotatingCardProps) {
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  // What the Flip button chose; null leaves it to hover and focus until they end.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const flipped = chosen ?? (hovered || keyboardFocus);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    setHovered(false);
    setChosen(null);
  };
  const onFocus = (event: FocusEvent) => setKeyboardFocus(focusedByKeyboard(event.target));
  const onBlur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setKeyboardFocus(false);
    setChosen(null);
  };

  const frontPhoto = imageSource(front.image);
  const backPhoto = imageSource(back.image);
  return (
    <div
      className={`rotating-card${flipped ? " is-flipped" : ""}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <button type="button" className="rotating-card-toggle" aria-pressed={flipped} onClick={() => setChosen(!flipped)}>
        <FaRotate aria-hidden="true" focusable="false" />
        Flip<span className="visually-hidden"> card</span>
      </button>
      <div className="rotating-card-inner">
        <div className="rotating-card-face rotating-card-front" inert={flipped} aria-hidden={flipped || undefined}>
          <Photo src={frontPhoto.src} alt={frontPhoto.alt} width={600} height={700} fit="fill" tone="info" />
          <span className="rotating-card-veil bg-gradient-info" aria-hidden="true" />
          <div className="rotating-card-content">
            {front.icon && (
              <span className="rotating-card-icon" aria-hidden="true">
                {front.icon}
              </span>
            )}
            <p className="rotating-card-label">{front.label}</p>
            <CardTitle as={titleAs} className="h3 text-white">
              {front.title}
            </CardTitle>
            <p className="text-white-soft mb-0">{front.description}</p>
          </div>
        </div>
        <div className="rotating-card-face rotating-card-back" inert={!flipped} aria-hidden={!flipped || undefined}>
          <Photo src={backPhoto.src} alt={backPhoto.alt} width={600} height={700} fit="fill" tone="dark" />
          <span className="rotating-card-veil bg-gradient-dark" aria-hidden="true" />
          <div className="rotating-card-content">
            <CardTitle as={titleAs} className="h3 text-white">
              {back.title}
            </CardTitle>
            <p className="text-white-soft">{back.description}</p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              {back.actions.map((action) => (
                <ActionLink key={action.label} component="RotatingCard" action={action} variant="contained" className="btn-sm mb-0" />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
