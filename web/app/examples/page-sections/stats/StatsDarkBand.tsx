import { Counter } from "~/components/Counter";

const figures = [
  { count: 48, suffix: "k", label: "readers a month, on every kind of device" },
  { count: 120, suffix: "", label: "pages, each checked against its official source" },
  { count: 9, suffix: "", label: "languages our caseworkers answer letters in" },
  { count: 97, suffix: "%", label: "of readers who say they found their answer" },
];

export default function StatsDarkBand() {
  return (
    <section className="section-dark stat-band">
      <div className="row gy-4 align-items-end mb-5">
        <div className="col-lg-6">
          <h3 className="mb-0">A year of the guide in four numbers</h3>
        </div>
        <div className="col-lg-5 ms-auto">
          <p className="text-white-soft mb-0">Sample figures: they count up once as they scroll into view.</p>
        </div>
      </div>
      <div className="row row-cols-2 row-cols-lg-4 g-4">
        {figures.map((figure) => (
          <div key={figure.label} className="col">
            <div className="stat-band-item">
              <p className="counter-number mb-2">
                <Counter count={figure.count} suffix={figure.suffix} duration={3000} />
              </p>
              <p className="text-sm text-white-soft mb-0">{figure.label}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Stats: four figures on a dark band", order: 4, keywords: ["stats", "numbers", "metrics", "counter", "dark"] };
