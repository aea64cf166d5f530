import { MdCheck, MdPersonAdd } from "react-icons/md";
import { Button, type ButtonSize } from "./Button";

export interface FollowButtonProps {
  /** Whether the visitor follows them now: the button is pressed. */
  following: boolean;
  /** Called with the new state when the button is pressed. */
  onChange: (following: boolean) => void;
  /** Who is followed: added for screen readers ("Follow Jane Doe"). */
  name?: string;
  size?: ButtonSize;
  className?: string;
}

/**
 * A toggle button that reads "Follow", and "Following" once pressed
 * (`aria-pressed`): outlined until pressed, filled while following.
 */
export function FollowButton({ following, onChange, name, size = "sm", className = "" }: FollowButtonProps) {
  const Icon = following ? MdCheck : MdPersonAdd;
  return (
    <Button
      variant={following ? "gradient" : "outline"}
      color="info"
      size={size}
      aria-pressed={following}
      onClick={() => onChange(!following)}
      className={["follow-button", "d-inline-flex", "align-items-center", "gap-1", className].filter(Boolean).join(" ")}
    >
      <Icon size={16} aria-hidden="true" focusable="false" />
      <span>
        {following ? "Following" : "Follow"}
        {name && <span className="visually-hidden"> {name}</span>}
      </span>
    </Button>
  );
}
