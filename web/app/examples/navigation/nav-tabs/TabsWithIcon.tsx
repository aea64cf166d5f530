import { MdAccountCircle, MdDashboard } from "react-icons/md";
import { NavPills } from "~/components/NavPills";

const tabs = [
  {
    key: "profile",
    label: "My Profile",
    icon: <MdAccountCircle size={18} aria-hidden="true" focusable="false" />,
    content: (
      <p className="mb-0">
        Your name, photo and the short bio other members see. Keep it up to date so people know who they are working with.
      </p>
    ),
  },
  {
    key: "dashboard",
    label: "Dashboard",
    icon: <MdDashboard size={18} aria-hidden="true" focusable="false" />,
    content: (
      <p className="mb-0">
        Everything at a glance: the projects you follow, this week&apos;s activity and the tasks waiting for you.
      </p>
    ),
  },
];

export default function TabsWithIcon() {
  return (
    <div className="row justify-content-center">
      <div className="col-lg-6">
        <NavPills tabs={tabs} label="Account, tabs with icons" />
      </div>
    </div>
  );
}

export const meta = { title: "Tabs: with icons", order: 2 };
