import { useState } from "react";
import { TypedText, TypedTextToggle } from "~/components/TypedText";
import { Photo } from "~/components/Photo";

const services = ["web development", "mobile development", "web design"];

export default function PageHeadersTyped() {
  const [paused, setPaused] = useState(false);

  return (
    <div className="page-header section-hero text-center">
      <Photo src="https://images.unsplash.com/photo-1519389950473-47ba0277781c?auto=format&fit=crop&w=1600&q=70" alt="" width={1600} height={1067} fit="fill" />
      <span className="mask bg-gradient-dark" aria-hidden="true" />
      <div className="container">
        <div className="row">
          <div className="col-lg-8 mx-auto">
            <p className="section-eyebrow">Brightfold Studio · a sample agency</p>
            <h3 className="section-hero-title mb-3">
              We are experts in
              <br />
              <TypedText
                className="section-hero-typed"
                strings={services}
                typeSpeed={90}
                backSpeed={90}
                backDelay={200}
                startDelay={500}
                loop
                paused={paused}
              />
            </h3>
            <p className="section-hero-lead mb-4">
              A small team of designers and engineers who take an idea from the first sketch to a product people
              enjoy using.
            </p>
            <div className="d-flex flex-wrap justify-content-center align-items-center gap-3">
              <a className="btn btn-white mb-0" href="/pages/support/contact-us">
                Contact Us
              </a>
              <TypedTextToggle paused={paused} onToggle={setPaused} tone="light" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Page header: headline with typed text", height: 700, order: 2, keywords: ["hero", "header", "banner"] };
