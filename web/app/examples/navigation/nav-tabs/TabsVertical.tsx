import { MdAccountCircle, MdDashboard, MdPayment } from "react-icons/md";
import { NavPills } from "~/components/NavPills";

const tabs = [
  {
    key: "profile",
    label: "My Profile",
    icon: <MdAccountCircle size={18} aria-hidden="true" focusable="false" />,
    content: (
      <>
        <h3 className="h5">My Profile</h3>
        <p className="mb-0">
          Your name, photo and the short bio other members see. Keep it up to date so people know who they are working with.
        </p>
      </>
    ),
  },
  {
    key: "dashboard",
    label: "Dashboard",
    icon: <MdDashboard size={18} aria-hidden="true" focusable="false" />,
    content: (
      <>
        <h3 className="h5">Dashboard</h3>
        <p className="mb-0">Everything at a glance: the projects you follow, this week&apos;s activity and the tasks waiting for you.</p>
      </>
    ),
  },
  {
    key: "payments",
    label: "Payments",
    icon: <MdPayment size={18} aria-hidden="true" focusable="false" />,
    content: (
      <>
        <h3 className="h5">Payments</h3>
        <p className="mb-0">Your plan, saved cards and every invoice so far, ready to download whenever you need one.</p>
      </>
    ),
  },
];

export default function TabsVertical() {
  return (
    <div className="row justify-content-center">
      <div className="col-lg-10">
        <NavPills tabs={tabs} label="Account, vertical tabs" vertical />
      </div>
    </div>
  );
}

export const meta = { title: "Tabs: vertical", order: 3 };
