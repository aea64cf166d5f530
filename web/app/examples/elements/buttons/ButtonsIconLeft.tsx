import { MdCloudDownload, MdFavorite, MdSend, MdShare } from "react-icons/md";
import { Button } from "~/components/Button";

const actions = [
  { label: "Like", icon: MdFavorite, color: "primary" },
  { label: "Share", icon: MdShare, color: "info" },
  { label: "Download", icon: MdCloudDownload, color: "success" },
  { label: "Send", icon: MdSend, color: "dark" },
] as const;

export default function ButtonsIconLeft() {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      {actions.map(({ label, icon: Icon, color }) => (
        <Button key={label} variant="gradient" color={color} className="d-inline-flex align-items-center gap-2">
          <Icon size={18} aria-hidden="true" focusable="false" />
          {label}
        </Button>
      ))}
    </div>
  );
}

export const meta = { title: "Buttons: icon on the left", order: 5 };
