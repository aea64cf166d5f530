import { Avatar, type AvatarSize } from "~/components/Avatar";

const sizes: AvatarSize[] = ["xs", "sm", "md", "lg", "xl", "xxl"];

export default function AvatarsSizes() {
  return (
    <ul className="list-unstyled d-flex flex-wrap align-items-end justify-content-center gap-4 mb-0">
      {sizes.map((size) => (
        <li key={size} className="d-flex flex-column align-items-center gap-2">
          <Avatar alt="Rosa Lindqvist" size={size} />
          <span className="text-xs fw-bold text-uppercase">{size}</span>
        </li>
      ))}
    </ul>
  );
}

export const meta = { title: "Avatar: six sizes" };
