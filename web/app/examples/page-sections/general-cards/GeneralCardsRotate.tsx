import { FaUserShield } from "react-icons/fa6";
import { RotatingCard } from "~/components/RotatingCard";

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
            { route: "/pages/blog/single-article", label: "Edit", color: "white" },
            { route: "/pages/blog/single-article", label: "View", color: "white" },
            { route: "/pages/blog/single-article", label: "Delete", color: "white" },
          ],
        }}
      />
    </div>
  );
}

export const meta = { title: "Card: flips to show its back", order: 4 };
