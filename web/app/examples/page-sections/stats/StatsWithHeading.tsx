import { CounterCard, type CounterCardProps } from "~/components/CounterCard";

const stats: CounterCardProps[] = [
  { count: 323, title: "Articles", description: "Guides written and checked by our editors." },
  { count: 500, suffix: "+", title: "Reviews", description: "Sample ratings left by readers this year." },
  { count: 24, suffix: "/7", title: "Support", description: "Help by e-mail, any day of the week." },
];

export default function StatsWithHeading() {
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-4" style={{ maxWidth: "36rem" }}>
        <h3>The guide in numbers</h3>
        <p className="text-soft mb-0">Sample figures that count up as they scroll into view.</p>
      </div>
      <div className="row g-4">
        {stats.map((stat) => (
          <div key={stat.title} className="col-md-4">
            <CounterCard {...stat} color="primary" titleAs="h4" duration={3000} />
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Stats: counters under a heading", order: 2 };
