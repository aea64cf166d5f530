import { useState } from "react";
import { MdEmail, MdLocationOn } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { Avatar } from "~/components/Avatar";
import { ContactForm } from "~/components/ContactForm";
import { FollowButton } from "~/components/FollowButton";
import { PageCard } from "~/components/PageCard";
import { PageSection } from "~/components/PageSection";
import { PhotoHeader } from "~/components/PhotoHeader";
import { PostGrid } from "~/components/PostGrid";
import { ProfileStats } from "~/components/ProfileStats";
import { authorPosts, authorProfile } from "~/content/blog";
import { pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("author");

export default function Author() {
  const [following, setFollowing] = useState(false);

  return (
    <>
      <PhotoHeader image={unsplashPhoto("1486299267070-83823f5448dd", 1600)} className="author-header" />

      <PageCard className="blog-card">
        <section className="container author-profile" aria-labelledby="author-name">
          <div className="text-center author-avatar">
            <Avatar image={authorProfile.image} alt={authorProfile.name} size="xxl" className="shadow-lg" />
          </div>
          <div className="row justify-content-center pt-4 pb-5">
            <div className="col-lg-7 col-md-9">
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-3">
                <div>
                  <h1 id="author-name" className="h3 mb-0">
                    {authorProfile.name}
                  </h1>
                  <p className="text-sm text-soft mb-0">{authorProfile.role}</p>
                </div>
                <FollowButton following={following} onChange={setFollowing} name={authorProfile.name} />
              </div>
              <ProfileStats
                label={`${authorProfile.name} in numbers`}
                className="mb-4"
                stats={[
                  { label: "Posts", value: authorProfile.posts },
                  { label: "Followers", value: authorProfile.followers + (following ? 1 : 0) },
                  { label: "Following", value: authorProfile.following },
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

        <PageSection id="author-posts-title" title="Latest posts" lead="Guides and stories from the last few weeks." align="start">
          <PostGrid posts={authorPosts} columns="col-md-6 col-xl-3" />
        </PageSection>

        <section className="container py-5" aria-labelledby="author-contact-title">
          <div className="card author-contact overflow-hidden">
            <div className="row g-0">
              <div className="col-lg-5">
                <div className="author-contact-info bg-gradient-dark h-100 p-4 p-md-5">
                  <h2 id="author-contact-title" className="h3 text-white">
                    Write to {authorProfile.name.split(" ")[0]}
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
                <ContactForm
                  aria-labelledby="author-contact-title"
                  nameLabel="Your Name"
                  emailLabel="Email Address"
                  messageLabel="Your Message"
                  askForDetail={false}
                  rows={5}
                  variant="dynamic"
                  submitColor="dark"
                  className="p-4 p-md-5"
                />
              </div>
            </div>
          </div>
        </section>
      </PageCard>
    </>
  );
}
