import { Photo } from "~/components/Photo";

const languages = ["English", "Hindi", "Tamil"];

const stats = [
  { value: "9 yrs", label: "advising" },
  { value: "640", label: "clients" },
  { value: "4.9", label: "rating" },
];

export default function GeneralCardsProfile() {
  return (
    <div className="mx-auto" style={{ maxWidth: "22rem" }}>
      <article className="card card-profile text-center">
        <div className="card-profile-cover bg-gradient-info" />
        <div className="card-body pt-0">
          <Photo
            src="https://images.unsplash.com/photo-1438761681033-6461ffad8d80?auto=format&fit=crop&w=500&q=70"
            alt=""
            width={80}
            height={80}
            tone="info"
            className="card-profile-avatar"
            fallback={<span className="photo-initials">PR</span>}
          />
          <h3 className="h5 mt-3 mb-1">Priya Raman</h3>
          <p className="text-sm text-soft mb-3">Immigration adviser · Leeds</p>
          <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-1 mb-4" aria-label="Languages spoken">
            {languages.map((language) => (
              <li key={language} className="badge badge-info rounded-pill">
                {language}
              </li>
            ))}
          </ul>
          <ul className="card-profile-stats list-unstyled row g-0 mb-4">
            {stats.map(({ value, label }) => (
              <li key={label} className="col">
                <strong className="d-block text-body-emphasis">{value}</strong>
                <span className="text-xs text-soft">{label}</span>
              </li>
            ))}
          </ul>
          <div className="row g-2">
            <div className="col-6">
              <a className="btn bg-gradient-info w-100 mb-0" href="/pages/support/contact-us">
                Book a call<span className="visually-hidden"> with Priya Raman</span>
              </a>
            </div>
            <div className="col-6">
              <a className="btn btn-outline-dark w-100 mb-0" href="/pages/blog/author">
                Profile<span className="visually-hidden"> of Priya Raman</span>
              </a>
            </div>
          </div>
          <p className="sample-note mt-3 mb-0">A sample adviser: the name and figures are invented.</p>
        </div>
      </article>
    </div>
  );
}

export const meta = { title: "Card: adviser profile", order: 6, keywords: ["card", "profile", "user card", "adviser"] };
