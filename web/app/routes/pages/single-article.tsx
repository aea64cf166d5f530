import { MdCheckCircle } from "react-icons/md";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { BlogCard, type BlogCardProps } from "~/components/BlogCard";
import { Carousel } from "~/components/Carousel";
import { Footer } from "~/components/Footer";
import { Navbar } from "~/components/Navbar";
import { Photo } from "~/components/Photo";
import { PhotoHeader } from "~/components/PhotoHeader";
import { PersonPhoto } from "~/components/cardParts";
import { ShareButtons } from "~/components/ShareButtons";
import { canonicalUrl, pageMeta } from "~/content/meta";
import { href } from "~/routes";
import "~/styles/pages.scss";

export const meta: MetaFunction = () => pageMeta("single-article");

const photo = (id: string, width = 800) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=70`;

const title = "Your first month in a new country";

/** Where this article is published: the share buttons share this address, the same on the server and in the browser. */
const articleUrl = canonicalUrl("single-article");

const author = { name: "Amara Okafor", image: photo("1494790108377-be9c29b29330", 200) };

const firstWeek = [
  "Your passport and the letter or e-mail that confirms your visa.",
  "A proof of address: a tenancy agreement or a letter from your host.",
  "Two or three bills or bank letters once they start to arrive.",
];

interface Step {
  title: string;
  text: string;
  image: { src: string; alt: string };
}

const steps: Step[] = [
  {
    title: "Keep your papers together",
    text: "One folder for the passport, the visa decision and the proof of address, and a copy of each in your e-mail. Most first-week errands ask for the same three papers.",
    image: { src: photo("1454165804606-c3d57bc86b40"), alt: "Papers and a laptop on a desk" },
  },
  {
    title: "Register with a doctor",
    text: "Find a surgery near your home and sign up while you are well. It takes a short form and saves a long wait the day you need an appointment.",
    image: { src: photo("1519389950473-47ba0277781c"), alt: "People talking around a table with laptops" },
  },
  {
    title: "Open a bank account",
    text: "Bring your passport and proof of address. An app-only bank is often quicker in the first weeks; you can move to a high-street bank later.",
    image: { src: photo("1486312338219-ce68d2c6f44d"), alt: "Hands typing on a laptop" },
  },
  {
    title: "Learn your way around",
    text: "Walk your streets on the first weekend: the nearest shop, chemist, bus stop and library. Say hello to one neighbour; it makes the place yours.",
    image: { src: photo("1529655683826-aba9b3e77383"), alt: "A red bus on a city street" },
  },
];

const related: Omit<BlogCardProps, "titleAs">[] = [
  {
    image: { src: photo("1522202176988-66273c2fd55f"), alt: "Friends studying together around a table" },
    category: { color: "info", label: "Study" },
    title: "Starting university far from home",
    description: "Enrolment week, a student bank account and the first lecture: a checklist for the days before term.",
    author: { name: "Tomasz Nowak", date: "Posted 4 days ago" },
    route: href("single-article"),
  },
  {
    image: { src: photo("1517245386807-bb43f82c33c4"), alt: "Colleagues in a meeting" },
    category: { color: "success", label: "Work" },
    title: "Your first day at a new job",
    description: "What to bring, what your employer checks, and the questions worth asking in the first week.",
    author: { name: "Priya Raman", date: "Posted 1 week ago" },
    route: href("single-article"),
  },
  {
    image: { src: photo("1486299267070-83823f5448dd"), alt: "Westminster and the river at dusk" },
    category: { color: "warning", label: "Settling in" },
    title: "Making friends in a new city",
    description: "Clubs, classes and volunteering: small, regular things that turned strangers into friends for our readers.",
    author: { name: "Amara Okafor", date: "Posted 2 weeks ago" },
    route: href("author"),
  },
];

export default function SingleArticle() {
  const slides = steps.map((step, index) => ({
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
      <Navbar variant="transparent" />
      <main id="content" tabIndex={-1}>
        <PhotoHeader image={photo("1513635269975-59663e0ac1ad", 1600)} className="blog-header">
          <div className="row justify-content-center text-center">
            <div className="col-lg-8">
              <p className="blog-eyebrow mb-3">Settling in · 6 min read</p>
              <h1 className="blog-title text-white mb-3">{title}</h1>
              <p className="lead text-white-soft mb-0">
                Papers, a doctor, a bank and a first walk round the block: what helped our readers most in their first four weeks, and
                what they would do differently.
              </p>
            </div>
          </div>
        </PhotoHeader>

        <div className="card card-body blur shadow-blur mx-2 mx-md-4 mt-n6 landing-card blog-card">
          <article className="container py-4 py-md-5">
            <div className="row justify-content-center">
              <div className="col-lg-8 content-article blog-article">
                <div className="d-flex align-items-center gap-3 mb-4 blog-byline">
                  <PersonPhoto image={author.image} name={author.name} size="md" />
                  <p className="mb-0 lh-sm">
                    <span className="d-block text-sm">
                      By{" "}
                      <Link to={href("author")} className="fw-bold blog-author-link">
                        {author.name}
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
                  {firstWeek.map((item) => (
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

          <section className="container py-5" aria-labelledby="steps-title">
            <div className="row justify-content-center text-center mb-4">
              <div className="col-lg-7">
                <h2 id="steps-title">Your first week in four steps</h2>
                <p className="text-soft mb-0">Short on time? Start with these, one a day.</p>
              </div>
            </div>
            <div className="row justify-content-center">
              <div className="col-lg-10">
                <Carousel slides={slides} label="First-week steps" slideNoun="step" className="article-steps" />
              </div>
            </div>
          </section>

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
                  <ShareButtons url={articleUrl} text={title} label="Share this article" />
                </div>
              </div>
            </div>
          </section>

          <section className="container py-5" aria-labelledby="related-title">
            <h2 id="related-title" className="mb-1">
              Related posts
            </h2>
            <p className="text-soft mb-5">More from readers who made the move.</p>
            <ul className="row list-unstyled gx-4 gy-5 mb-0">
              {related.map((post) => (
                <li key={post.title} className="col-md-6 col-lg-4">
                  <BlogCard {...post} titleAs="h3" />
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
      <Footer />
    </>
  );
}
