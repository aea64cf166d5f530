import { Avatar } from "~/components/Avatar";
import { Icon } from "~/components/Icon";

/** Material Design's "event available" and "schedule" icons. */
const calendarTick = {
  viewBox: "0 0 24 24",
  d: "M16.53 11.06 15.47 10l-4.88 4.88-2.12-2.12-1.06 1.06L10.59 17zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z",
};
const clock = {
  viewBox: "0 0 24 24",
  d: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z",
};

const advisers = [
  { name: "Grace Mwangi", focus: "Family and partner visas", slot: "Available today", free: true },
  { name: "Daniel Osei", focus: "Skilled Worker sponsorship", slot: "Available tomorrow", free: true },
  { name: "Hana Sato", focus: "Student and Graduate routes", slot: "Next free: Mon 19 May", free: false },
  { name: "Oliver Brandt", focus: "Settlement and citizenship", slot: "Next free: Wed 21 May", free: false },
];

export default function TeamsAdvisers() {
  return (
    <section className="py-4">
      <div className="text-center mx-auto mb-5" style={{ maxWidth: "36rem" }}>
        <h3>Talk to an adviser</h3>
        <p className="text-soft mb-0">Thirty-minute video calls. Sample advisers and times: nothing here can be booked.</p>
      </div>
      <div className="row g-4">
        {advisers.map((adviser) => (
          <div key={adviser.name} className="col-sm-6 col-lg-3">
            <article className="card h-100 text-center">
              <div className="card-body d-flex flex-column align-items-center p-4">
                <Avatar alt={adviser.name} size="lg" aria-hidden="true" className="mb-3" />
                <h4 className="h6 mb-1">{adviser.name}</h4>
                <p className="text-sm text-soft mb-3">{adviser.focus}</p>
                <p className={`badge rounded-pill adviser-status mb-4 ${adviser.free ? "badge-success" : "badge-secondary"}`}>
                  <Icon icon={adviser.free ? calendarTick : clock} size={14} />
                  {adviser.slot}
                </p>
                <a className="btn btn-sm btn-outline-dark mt-auto mb-0" href="/pages/support/contact-us">
                  Book<span className="visually-hidden"> a call with {adviser.name}</span>
                </a>
              </div>
            </article>
          </div>
        ))}
      </div>
    </section>
  );
}

export const meta = { title: "Team: advisers with availability and booking", order: 6, keywords: ["team", "people", "advisers", "booking", "availability"] };
