// Sample content of the virtual-reality dashboard demo.
import type { MessageAvatar } from "~/components/AvatarGroup";
import type { Song } from "~/components/MediaPlayer";
import { href } from "~/paths";
import { unsplashPhoto } from "./photos";

/** One entry of the day's list. */
export interface TodoEntry {
  /** 24-hour clock, 'HH:MM'. */
  time: string;
  title: string;
  /** Where it happens. */
  platform: string;
}

export const vrTodos: TodoEntry[] = [
  { time: "08:00", title: "Morning run", platform: "Riverside park" },
  { time: "09:30", title: "Call with the visa adviser", platform: "Video call" },
  { time: "11:00", title: "Design review", platform: "Meeting room 2" },
];

export const vrSongs: Song[] = [
  { title: "Morning Tide", singer: "Nora Vale" },
  { title: "Paper Lanterns", singer: "The Quiet Hours" },
  { title: "Northern Lights", singer: "Jonah Reed" },
  { title: "Slow River", singer: "Mira Sol" },
];

export const vrMessages: MessageAvatar[] = [
  {
    route: href("author"),
    tooltip: "Amara: Lunch on Friday?",
    image: { url: unsplashPhoto("1494790108377-be9c29b29330", 120, 120), alt: "Amara Okafor" },
  },
  {
    route: href("author"),
    tooltip: "Tomasz: The flat is yours from June.",
    image: { url: unsplashPhoto("1500648767791-00dcc994a43e", 120, 120), alt: "Tomasz Nowak" },
  },
  {
    route: href("author"),
    tooltip: "Priya: Sent you the photos.",
    image: { url: unsplashPhoto("1438761681033-6461ffad8d80", 120, 120), alt: "Priya Raman" },
  },
  {
    route: href("author"),
    tooltip: "Yusuf: Call me after the review.",
    image: { url: unsplashPhoto("1472099645785-5658abf4ff4e", 120, 120), alt: "Yusuf Demir" },
  },
  { route: href("author"), tooltip: "Lena: Welcome to London!", image: { alt: "Lena Fischer" } },
];
