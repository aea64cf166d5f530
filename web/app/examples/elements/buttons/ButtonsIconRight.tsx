import { MdArrowForward, MdLogin, MdOpenInFull, MdShoppingCart } from "react-icons/md";
import { Button } from "~/components/Button";

const actions = [
  { label: "Next", icon: MdArrowForward, color: "primary" },
  { label: "Sign in", icon: MdLogin, color: "info" },
  { label: "Add to cart", icon: MdShoppingCart, color: "warning" },
  { label: "Expand", icon: MdOpenInFull, color: "dark" },
] as const;

export default function ButtonsIconRight() {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      {actions.map(({ label, icon: Icon, color }) => (
        <Button key={label} variant="outline" color={color} className="d-inline-flex align-items-center gap-2">
          {label}
          <Icon size={18} aria-hidden="true" focusable="false" />
        </Button>
      ))}
    </div>
  );
}

export const meta = { title: "Buttons: icon on the right", order: 6 };
