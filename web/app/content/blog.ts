// Sample content of the blog template pages: the single article and its author's profile.
import type { BlogCardProps } from "~/components/BlogCard";
import { href } from "~/paths";
import { unsplashPhoto } from "./photos";

// Author.

export const authorProfile = {
  name: "Amara Okafor",
  role: "Writer and relocation coach (a sample person)",
  image: unsplashPhoto("1494790108377-be9c29b29330", 240),
  posts: 323,
  followers: 3512,
  following: 260,
};

/** How the author signs her posts and articles: name and photo. */
export const authorByline = { name: authorProfile.name, image: authorProfile.image };

export const authorPosts: Omit<BlogCardProps, "titleAs">[] = [
  {
    image: { src: unsplashPhoto("1513635269975-59663e0ac1ad"), alt: "The river and the city skyline at dusk" },
    category: { color: "primary", label: "Settling in" },
    title: "Your first month in a new country",
    description: "Papers, a doctor, a bank and a first walk round the block: what helped most in the first four weeks.",
    author: { ...authorByline, date: "Posted 2 days ago" },
    route: href("single-article"),
  },
  {
    image: { src: unsplashPhoto("1454165804606-c3d57bc86b40"), alt: "Papers and a laptop on a desk" },
    category: { color: "info", label: "Paperwork" },
    title: "A calm way through the forms",
    description: "Split the application into evenings, keep one folder, and check every date twice before you send.",
    author: { ...authorByline, date: "Posted 1 week ago" },
    route: href("single-article"),
  },
  {
    image: { src: unsplashPhoto("1529655683826-aba9b3e77383"), alt: "A red bus on a city street" },
    category: { color: "success", label: "Everyday life" },
    title: "Getting around without a car",
    description: "Buses, trains and bikes: how to pick a travel card and plan the school run on public transport.",
    author: { ...authorByline, date: "Posted 3 weeks ago" },
    route: href("single-article"),
  },
  {
    image: { src: unsplashPhoto("1522202176988-66273c2fd55f"), alt: "Friends talking around a table" },
    category: { color: "warning", label: "Community" },
    title: "Making friends in a new city",
    description: "Clubs, classes and volunteering: the small, regular things that turn strangers into friends.",
    author: { ...authorByline, date: "Posted 1 month ago" },
    route: href("single-article"),
  },
];

// Single article.

export const articleTitle = "Your first month in a new country";


export const articleFirstWeek = [
  "Your passport and the letter or e-mail that confirms your visa.",
  "A proof of address: a tenancy agreement or a letter from your host.",
  "Two or three bills or bank letters once they start to arrive.",
];

export interface ArticleStep {
  title: string;
  text: string;
  image: { src: string; alt: string };
}

export const articleSteps: ArticleStep[] = [
  {
    title: "Keep your papers together",
    text: "One folder for the passport, the visa decision and the proof of address, and a copy of each in your e-mail. Most first-week errands ask for the same three papers.",
    image: { src: unsplashPhoto("1454165804606-c3d57bc86b40"), alt: "Papers and a laptop on a desk" },
  },
  {
    title: "Register with a doctor",
    text: "Find a surgery near your home and sign up while you are well. It takes a short form and saves a long wait the day you need an appointment.",
    image: { src: unsplashPhoto("1519389950473-47ba0277781c"), alt: "People talking around a table with laptops" },
  },
  {
    title: "Open a bank account",
    text: "Bring your passport and proof of address. An app-only bank is often quicker in the first weeks; you can move to a high-street bank later.",
    image: { src: unsplashPhoto("1486312338219-ce68d2c6f44d"), alt: "Hands typing on a laptop" },
  },
  {
    title: "Learn your way around",
    text: "Walk your streets on the first weekend: the nearest shop, chemist, bus stop and library. Say hello to one neighbour; it makes the place yours.",
    image: { src: unsplashPhoto("1529655683826-aba9b3e77383"), alt: "A red bus on a city street" },
  },
];

export const articleRelated: Omit<BlogCardProps, "titleAs">[] = [
  {
    image: { src: unsplashPhoto("1522202176988-66273c2fd55f"), alt: "Friends studying together around a table" },
    category: { color: "info", label: "Study" },
    title: "Starting university far from home",
    description: "Enrolment week, a student bank account and the first lecture: a checklist for the days before term.",
    author: { name: "Tomasz Nowak", date: "Posted 4 days ago" },
    route: href("single-article"),
  },
  {
    image: { src: unsplashPhoto("1517245386807-bb43f82c33c4"), alt: "Colleagues in a meeting" },
    category: { color: "success", label: "Work" },
    title: "Your first day at a new job",
    description: "What to bring, what your employer checks, and the questions worth asking in the first week.",
    author: { name: "Priya Raman", date: "Posted 1 week ago" },
    route: href("single-article"),
  },
  {
    image: { src: unsplashPhoto("1486299267070-83823f5448dd"), alt: "Westminster and the river at dusk" },
    category: { color: "warning", label: "Settling in" },
    title: "Making friends in a new city",
    description: "Clubs, classes and volunteering: small, regular things that turned strangers into friends for our readers.",
    author: { name: "Amara Okafor", date: "Posted 2 weeks ago" },
    route: href("author"),
  },
];
