import { MdCheckCircle } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { PersonPhoto } from "~/components/cardParts";
import { Carousel } from "~/components/Carousel";
import { HeroText } from "~/components/HeroText";
import { PageCard } from "~/components/PageCard";
import { PageSection } from "~/components/PageSection";
import { Photo } from "~/components/Photo";
import { PhotoHeader } from "~/components/PhotoHeader";
import { PostGrid } from "~/components/PostGrid";
import { ShareButtons } from "~/components/ShareButtons";
import { articleFirstWeek, articleRelated, articleSteps, articleTitle, authorByline } from "~/content/blog";
import { canonicalUrl, pageMeta } from "~/shell/meta";
import { unsplashPhoto } from "~/content/photos";
import { href } from "~/paths";

export const meta: MetaFunction = () => pageMeta("single-article");

/** Where this article is published: the share buttons share this address, the same on the server and in the browser. */
const articleUrl = canonicalUrl("single-article");

export default function SingleArticle() {
  const slides = articleSteps.map((step, index) => ({
    key: step.title,
    content: (
      <article className="card article-step">
        <div className="row g-0">
          <div className="col-md-5">
            <Photo src={step.image.src} alt={step.image.alt} width={800} height={600} tone="info" className="article-step-photo" />
          </div>
          <div className="col-md-7 d-flex align-items-center">
            <div className="card-body p-4 p-lg-5">
              <p className="article-step-number text-gradient-primary mb-2">
                <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
                <span className="visually-hidden">Step {index + 1}</span>
              </p>
              <h3 className="h4">{step.title}</h3>
              <p className="text-soft mb-0">{step.text}</p>
            </div>
          </div>
        </div>
      </article>
    ),
  }));

  return (
    <>
      <PhotoHeader image={unsplashPhoto("1513635269975-59663e0ac1ad", 1600)} className="blog-header">
        <HeroText
          eyebrow="Settling in · 6 min read"
          title={articleTitle}
          lead="Papers, a doctor, a bank and a first walk round the block: what helped our readers most in their first four weeks, and what they would do differently."
          titleClassName="hero-title"
        />
      </PhotoHeader>

      <PageCard className="blog-card">
        <article className="container py-4 py-md-5">
          <div className="row justify-content-center">
            <div className="col-lg-8 content-article blog-article">
              <div className="d-flex align-items-center gap-3 mb-4 blog-byline">
                <PersonPhoto image={authorByline.image} name={authorByline.name} size="md" />
                <p className="mb-0 lh-sm">
                  <span className="d-block text-sm">
                    By{" "}
                    <Link to={href("author")} className="fw-bold blog-author-link">
                      {authorByline.name}
                    </Link>
                  </span>
                  <span className="d-block text-xs text-soft">A sample article</span>
                </p>
              </div>
              <p className="section-lead">
                Nobody remembers the flight. What people remember is the first month: the queue at the bank, the form that needed one
                more paper, and the afternoon the new street finally felt like home. We asked readers who moved in the last year what
                they would tell themselves on day one.
              </p>

              <h2 className="h4 mt-5 mb-3">Week one: the essentials</h2>
              <p>
                Most errands in the first days ask for the same few papers, so gather them before you start. Keep the originals in one
                folder and a photo of each on your phone. You will be asked for them at the bank, at the doctor and by your landlord.
              </p>
              <ul className="content-checklist">
                {articleFirstWeek.map((item) => (
                  <li key={item}>
                    <MdCheckCircle size={18} aria-hidden="true" focusable="false" />
                    {item}
                  </li>
                ))}
              </ul>
              <p>
                Then check your status online and note the date your visa ends. Put a reminder in your calendar a few months before it:
                the day will come sooner than you think.
              </p>

              <h2 className="h4 mt-5 mb-3">Week two: money and work</h2>
              <p>
                A local bank account makes everything else easier, from rent to a phone contract. If the first bank says no, try an
                app-only one: many open an account the same day. If you came to work, your employer will ask to see your right to work
                before your first shift; have the share code ready.
              </p>
              <figure className="content-quote">
                <blockquote className="mb-0">
                  <p>“Do one errand a day. By Friday you have done five, and nobody is tired.”</p>
                </blockquote>
                <figcaption>Lena, moved from Kraków in the spring (a sample reader)</figcaption>
              </figure>

              <h2 className="h4 mt-5 mb-3">Weeks three and four: making it home</h2>
              <p>
                Once the papers are done, give yourself time to belong. Join one thing that meets every week: a running club, a choir, a
                language café or a volunteer shift. Regular faces turn into friends faster than big events do.
              </p>
              <p className="mb-0">
                And be kind to yourself. Feeling tired or homesick in the third week is normal, and it passes. Call home, cook something
                you love, and write down three things that went well. You are further along than you feel.
              </p>
            </div>
          </div>
        </article>

        <PageSection id="steps-title" title="Your first week in four steps" lead="Short on time? Start with these, one a day." introClassName="mb-4">
          <div className="row justify-content-center">
            <div className="col-lg-10">
              <Carousel slides={slides} label="First-week steps" slideNoun="step" className="article-steps" />
            </div>
          </div>
        </PageSection>

        <section className="container py-5" aria-labelledby="share-title">
          <div className="row justify-content-center">
            <div className="col-lg-8">
              <div className="blog-share">
                <div>
                  <h2 id="share-title" className="h4 mb-1">
                    Found it useful?
                  </h2>
                  <p className="text-soft mb-0">Share it with someone who is about to move.</p>
                </div>
                <ShareButtons url={articleUrl} text={articleTitle} label="Share this article" />
              </div>
            </div>
          </div>
        </section>

        <PageSection id="related-title" title="Related posts" lead="More from readers who made the move." align="start">
          <PostGrid posts={articleRelated} columns="col-md-6 col-lg-4" />
        </PageSection>
      </PageCard>
    </>
  );
}
