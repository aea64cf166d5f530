import { Button, type ButtonSize } from "~/components/Button";

const sizes: { size: ButtonSize; label: string }[] = [
  { size: "sm", label: "Small" },
  { size: "default", label: "Default" },
  { size: "lg", label: "Large" },
];

export default function ButtonsSizes() {
  return (
    <div className="d-flex flex-wrap justify-content-center align-items-center gap-2">
      {sizes.map(({ size, label }) => (
        <Button key={size} variant="gradient" color="primary" size={size}>
          {label}
        </Button>
      ))}
    </div>
  );
}

export const meta = { title: "Buttons: three sizes", order: 4 };
