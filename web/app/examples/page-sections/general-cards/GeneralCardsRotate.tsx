import { FaUserShield } from "react-icons/fa6";
import { RotatingCard } from "~/components/RotatingCard";
import { href } from "~/routes";

export default function GeneralCardsRotate() {
  return (
    <div className="mx-auto" style={{ maxWidth: "24rem" }}>
      <RotatingCard
        front={{
          image: "https://images.unsplash.com/photo-1519681393784-d120267933ba?auto=format&fit=crop&w=800&q=70",
          icon: <FaUserShield />,
          label: "Admin tools",
          title: "Manage your posts",
          description: "Hover, focus or press Flip to see what an Admin can do.",
        }}
        back={{
          image: "https://images.unsplash.com/photo-1519681393784-d120267933ba?auto=format&fit=crop&w=800&q=70",
          title: "Admin shortcuts",
          description: "As an Admin you have shortcuts to edit, view or delete posts.",
          actions: [
            { route: href("single-article"), label: "Edit", color: "white" },
            { route: href("single-article"), label: "View", color: "white" },
            { route: href("single-article"), label: "Delete", color: "white" },
          ],
        }}
      />
    </div>
  );
}
