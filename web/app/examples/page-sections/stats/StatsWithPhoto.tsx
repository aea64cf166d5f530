import { Photo } from "~/components/Photo";

const stats = [
  { value: "2,300", label: "sample readers answered our survey this spring" },
  { value: "4 in 5", label: "read a page on their phone, often on the way to an appointment" },
  { value: "11 min", label: "is the typical visit: long enough for one checklist" },
];

export default function StatsWithPhoto() {
  return (
    <section className="py-4">
      <div className="row gy-5 align-items-center">
        <div className="col-lg-6">
          <div className="stat-photo">
            <Photo
              src="https://images.unsplash.com/photo-1522202176988-66273c2fd55f?auto=format&fit=crop&w=900&q=70"
              alt="Students working together around a table with laptops"
              width={900}
              height={675}
              tone="info"
              className="shadow-lg"
            />
            <div className="card stat-photo-badge p-3">
              <p className="stat-kpi-value mb-0">4.8 / 5</p>
              <p className="text-sm text-soft mb-0">average rating from sample readers</p>
            </div>
          </div>
        </div>
        <div className="col-lg-5 ms-auto">
          <p className="section-eyebrow">Who reads the guide</p>
          <h3 className="mb-3">Written for people on the move</h3>
          <p className="text-soft mb-4">We ask readers a few questions every season. These sample answers shape what we write next.</p>
          <dl className="stat-photo-list d-grid gap-4 mb-0">
            {stats.map((stat) => (
              <div key={stat.value}>
                <dt className="stat-kpi-value">{stat.value}</dt>
                <dd className="text-soft">{stat.label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Stats: figures beside a photo", order: 6, keywords: ["stats", "numbers", "metrics", "photo"] };
