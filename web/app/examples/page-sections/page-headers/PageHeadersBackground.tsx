import { Photo } from "~/components/Photo";

export default function PageHeadersBackground() {
  return (
    <div className="page-header section-hero">
      <Photo src="https://images.unsplash.com/photo-1506905925346-21bda4d32df4?auto=format&fit=crop&w=1600&q=70" alt="" width={1600} height={1067} fit="fill" />
      <span className="mask bg-gradient-dark" aria-hidden="true" />
      <div className="container">
        <div className="row">
          <div className="col-lg-7 col-md-9">
            <p className="section-eyebrow">Fernway · a sample travel company</p>
            <h3 className="section-hero-title mb-3">Walk the Highlands with people who know them</h3>
            <p className="section-hero-lead mb-4">
              Small-group walking trips across glens, lochs and islands, planned day by day by local guides who
              have walked every path twice.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <a className="btn btn-white mb-0" href="/authentication/sign-up/cover">
                Get Started
              </a>
              <a className="btn btn-outline-white mb-0" href="/pages/blog/single-article">
                Read more<span className="visually-hidden"> about walking the Highlands</span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Page header: headline over a background image", height: 700, order: 1, keywords: ["hero", "header", "banner"] };
