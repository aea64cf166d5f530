import { FaFacebook, FaInstagram, FaPinterest, FaTwitter } from "react-icons/fa6";
import { ExternalLink } from "~/components/ExternalLink";
import { Photo } from "~/components/Photo";

const socials = [
  { label: "Auralis on Twitter", link: "https://twitter.com/", icon: FaTwitter },
  { label: "Auralis on Facebook", link: "https://www.facebook.com/", icon: FaFacebook },
  { label: "Auralis on Instagram", link: "https://www.instagram.com/", icon: FaInstagram },
  { label: "Auralis on Pinterest", link: "https://www.pinterest.com/", icon: FaPinterest },
];

export default function PageHeadersSocial() {
  return (
    <div className="product-hero">
      <div className="container">
        <div className="row align-items-center gy-4">
          <div className="col-lg-6">
            <p className="section-eyebrow">New · a sample product</p>
            <h3 className="section-title mb-3">Hear every detail with Auralis One</h3>
            <p className="section-lead mb-3">
              Wireless studio headphones with 40 hours of battery, active noise cancelling and cushions you forget
              you are wearing.
            </p>
            <p className="product-price mb-4">$249</p>
            <div className="d-flex flex-wrap align-items-center gap-3">
              <a className="btn bg-gradient-primary mb-0" href="/pages/company/pricing">
                Buy Now
              </a>
              <ul className="hero-socials list-unstyled d-flex gap-2 mb-0">
                {socials.map(({ label, link, icon: Icon }) => (
                  <li key={label}>
                    <ExternalLink href={link} className="hero-social-link">
                      <Icon size={18} aria-hidden="true" focusable="false" />
                      <span className="visually-hidden">{label}</span>
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="col-lg-5 ms-auto">
            <div className="product-photo">
              <Photo src="https://images.unsplash.com/photo-1505740420928-5e560c06d30e?auto=format&fit=crop&w=900&q=70" alt="" width={900} height={675} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export const meta = { title: "Page header: product launch with buy button and social icons", order: 3, keywords: ["hero", "header", "banner"] };
