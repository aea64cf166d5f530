import type { ComponentPropsWithRef } from "react";
import { assertOneOf } from "./kitProps";

export const avatarSizes = ["xs", "sm", "md", "lg", "xl", "xxl"] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** The width and height of each size, in CSS pixels. */
export const avatarPixels: Record<AvatarSize, number> = { xs: 24, sm: 36, md: 48, lg: 58, xl: 74, xxl: 110 };

/** Backgrounds behind the initials: picked from the name, so a person keeps their colour. */
const fallbackColors = ["primary", "info", "success", "warning", "dark", "secondary"] as const;

export type AvatarProps = Omit<ComponentPropsWithRef<"span">, "children" | "role"> & {
  /** A photo; without one (or while it loads, or when it fails) the initials show on a gradient. */
  image?: string;
  /** Who or what the avatar shows: its accessible name, and where the initials come from. */
  alt: string;
  size?: AvatarSize;
};

/** The initials of a name: the first letters of its first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0] : "");
  return (first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : "")).toUpperCase();
}

function fallbackColorOf(name: string): (typeof fallbackColors)[number] {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return fallbackColors[hash % fallbackColors.length];
}

/** A round picture of a person (or their initials), at one of six sizes. */
export function Avatar({ image, alt, size = "md", className = "", ...props }: AvatarProps) {
  assertOneOf("Avatar", "size", avatarSizes, size);
  if (typeof alt !== "string" || !alt.trim()) {
    throw new Error(`Avatar: alt must name who or what the avatar shows; got ${JSON.stringify(alt)}`);
  }
  const classes = ["avatar", `avatar-${size}`, `bg-gradient-${fallbackColorOf(alt)}`, className].filter(Boolean).join(" ");
  return (
    <span {...props} role="img" aria-label={alt} className={classes}>
      <span className="avatar-initials" aria-hidden="true">
        {initialsOf(alt)}
      </span>
      {image && (
        <img
          className="avatar-img"
          src={image}
          alt=""
          width={avatarPixels[size]}
          height={avatarPixels[size]}
          loading="lazy"
          decoding="async"
        />
      )}
    </span>
  );
}
