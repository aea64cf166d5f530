import { CounterCard } from "~/components/CounterCard";

const stats = [
  { count: 300, title: "Projects", description: "Sites and apps built with these sections." },
  { count: 70, title: "Countries", description: "Where our sample readers come from." },
  { count: 30, title: "Components", description: "Ready to copy and make your own." },
];

export default function StatsSimple() {
  return (
    <section className="py-4">
      <div className="row g-4">
        {stats.map((stat) => (
          <div key={stat.title} className="col-md-4">
            <CounterCard {...stat} color="info" duration={3000} />
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Stats: three counters", order: 1 };
