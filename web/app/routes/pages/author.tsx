import { useState } from "react";
import { MdEmail, MdLocationOn } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { Avatar } from "~/components/Avatar";
import { BlogCard, type BlogCardProps } from "~/components/BlogCard";
import { Button } from "~/components/Button";
import { DemoForm } from "~/components/DemoForm";
import { FollowButton } from "~/components/FollowButton";
import { Footer } from "~/components/Footer";
import { Input } from "~/components/Input";
import { Navbar } from "~/components/Navbar";
import { PhotoHeader } from "~/components/PhotoHeader";
import { ProfileStats } from "~/components/ProfileStats";
import { pageMeta } from "~/content/meta";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("author");

const photo = (id: string, width = 800) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=70`;

const person = {
  name: "Amara Okafor",
  role: "Writer and relocation coach (a sample person)",
  image: photo("1494790108377-be9c29b29330", 240),
  posts: 323,
  followers: 3512,
  following: 260,
};

const postAuthor = { name: person.name, image: person.image };

const posts: Omit<BlogCardProps, "titleAs">[] = [
  {
    image: { src: photo("1513635269975-59663e0ac1ad"), alt: "The river and the city skyline at dusk" },
    category: { color: "primary", label: "Settling in" },
    title: "Your first month in a new country",
    description: "Papers, a doctor, a bank and a first walk round the block: what helped most in the first four weeks.",
    author: { ...postAuthor, date: "Posted 2 days ago" },
    route: href("single-article"),
  },
  {
    image: { src: photo("1454165804606-c3d57bc86b40"), alt: "Papers and a laptop on a desk" },
    category: { color: "info", label: "Paperwork" },
    title: "A calm way through the forms",
    description: "Split the application into evenings, keep one folder, and check every date twice before you send.",
    author: { ...postAuthor, date: "Posted 1 week ago" },
    route: href("single-article"),
  },
  {
    image: { src: photo("1529655683826-aba9b3e77383"), alt: "A red bus on a city street" },
    category: { color: "success", label: "Everyday life" },
    title: "Getting around without a car",
    description: "Buses, trains and bikes: how to pick a travel card and plan the school run on public transport.",
    author: { ...postAuthor, date: "Posted 3 weeks ago" },
    route: href("single-article"),
  },
  {
    image: { src: photo("1522202176988-66273c2fd55f"), alt: "Friends talking around a table" },
    category: { color: "warning", label: "Community" },
    title: "Making friends in a new city",
    description: "Clubs, classes and volunteering: the small, regular things that turn strangers into friends.",
    author: { ...postAuthor, date: "Posted 1 month ago" },
    route: href("single-article"),
  },
];

export default function Author() {
  const [following, setFollowing] = useState(false);

  return (
    <>
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <PhotoHeader image={photo("1486299267070-83823f5448dd", 1600)} className="author-header" />

        <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card blog-card">
          <section className="container author-profile" aria-labelledby="author-name">
            <div className="text-center author-avatar">
              <Avatar image={person.image} alt={person.name} size="xxl" className="shadow-lg" />
            </div>
            <div className="row justify-content-center pt-4 pb-5">
              <div className="col-lg-7 col-md-9">
                <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-3">
                  <div>
                    <h1 id="author-name" className="h3 mb-0">
                      {person.name}
                    </h1>
                    <p className="text-sm text-soft mb-0">{person.role}</p>
                  </div>
                  <FollowButton following={following} onChange={setFollowing} name={person.name} />
                </div>
                <ProfileStats
                  label={`${person.name} in numbers`}
                  className="mb-4"
                  stats={[
                    { label: "Posts", value: person.posts },
                    { label: "Followers", value: person.followers + (following ? 1 : 0) },
                    { label: "Following", value: person.following },
                  ]}
                />
                <p className="author-bio mb-3">
                  I moved countries three times before I was thirty, and I still remember every form. Now I write the guides I wish I had
                  had: plain steps, honest timings and the small things nobody tells you. When I am not writing, I run a Saturday
                  conversation club for newcomers.
                </p>
                <p className="text-sm text-soft d-flex flex-wrap gap-3 mb-0">
                  <span className="d-inline-flex align-items-center gap-1">
                    <MdLocationOn size={18} aria-hidden="true" focusable="false" />
                    Manchester
                  </span>
                  <Link to={href("single-article")} className="fw-bold">
                    Read her latest article <span aria-hidden="true">→</span>
                  </Link>
                </p>
              </div>
            </div>
          </section>

          <section className="container py-5" aria-labelledby="author-posts-title">
            <h2 id="author-posts-title" className="mb-1">
              Latest posts
            </h2>
            <p className="text-soft mb-5">Guides and stories from the last few weeks.</p>
            <ul className="row list-unstyled gx-4 gy-5 mb-0">
              {posts.map((post) => (
                <li key={post.title} className="col-md-6 col-xl-3">
                  <BlogCard {...post} titleAs="h3" />
                </li>
              ))}
            </ul>
          </section>

          <section className="container py-5" aria-labelledby="author-contact-title">
            <div className="card author-contact overflow-hidden">
              <div className="row g-0">
                <div className="col-lg-5">
                  <div className="author-contact-info bg-gradient-dark h-100 p-4 p-md-5">
                    <h2 id="author-contact-title" className="h3 text-white">
                      Write to {person.name.split(" ")[0]}
                    </h2>
                    <p className="text-white-soft mb-4">
                      A question about a guide, an idea for a story, or a talk for your community group? Send a message and she will answer
                      within 24 hours.
                    </p>
                    <p className="text-white-soft d-flex align-items-center gap-2 mb-2">
                      <MdEmail size={20} aria-hidden="true" focusable="false" />
                      amara@example.com
                    </p>
                    <p className="text-white-soft d-flex align-items-center gap-2 mb-0">
                      <MdLocationOn size={20} aria-hidden="true" focusable="false" />
                      Manchester, United Kingdom
                    </p>
                  </div>
                </div>
                <div className="col-lg-7">
                  <DemoForm method="post" aria-labelledby="author-contact-title" className="p-4 p-md-5">
                    <div className="row">
                      <div className="col-md-6">
                        <Input variant="dynamic" name="name" label="Your Name" autoComplete="name" className="mb-4" />
                      </div>
                      <div className="col-md-6">
                        <Input variant="dynamic" type="email" name="email" label="Email Address" autoComplete="email" className="mb-4" />
                      </div>
                    </div>
                    <Input as="textarea" variant="dynamic" name="message" label="Your Message" rows={5} className="mb-4" />
                    <div className="text-end">
                      <Button type="submit" variant="gradient" color="dark" className="mb-0">
                        Send Message
                      </Button>
                    </div>
                  </DemoForm>
                </div>
              </div>
            </div>
          </section>
        </div>
      </main>
      <Footer />
    </>
  );
}
