import { CounterCard, type CounterCardProps } from "~/components/CounterCard";

const stats: CounterCardProps[] = [
  { count: 700, title: "Downloads", description: "Of the printable checklists." },
  { count: 1200, suffix: "+", title: "Readers", description: "Every day, on every device." },
  { count: 300, title: "Links", description: "To official guidance and forms." },
];

export default function StatsInCard() {
  return (
    <section className="py-4">
      <div className="card">
        <div className="card-body p-4 p-lg-5">
          <div className="row g-4 align-items-center">
            <div className="col-lg-3">
              <h3 className="h4">Growing every month</h3>
              <p className="text-sm text-soft mb-0">Sample numbers for a sample site.</p>
            </div>
            {stats.map((stat) => (
              <div key={stat.title} className="col-md-4 col-lg-3">
                <CounterCard {...stat} color="dark" titleAs="h4" duration={3000} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Stats: counters in a card", order: 3 };
