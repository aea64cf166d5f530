import { Avatar } from "~/components/Avatar";

const caseworkers = [
  { name: "Amara Okafor", role: "Family visas", office: "London", languages: ["English", "Igbo", "French"] },
  { name: "Tomasz Nowak", role: "Work visas", office: "Manchester", languages: ["English", "Polish", "Russian"] },
  { name: "Priya Raman", role: "Student visas", office: "Leeds", languages: ["English", "Tamil", "Hindi"] },
  { name: "Yusuf Demir", role: "Settlement and citizenship", office: "Birmingham", languages: ["English", "Turkish", "Kurdish"] },
  { name: "Lucía Ortega", role: "Visitor visas", office: "Remote", languages: ["English", "Spanish", "Portuguese"] },
  { name: "Wei Chen", role: "Graduate route", office: "Glasgow", languages: ["English", "Mandarin", "Cantonese"] },
];

export default function TeamsCompactList() {
  return (
    <section className="py-4">
      <div className="row gy-4">
        <div className="col-lg-4">
          <h3 className="mb-3">Advice in your language</h3>
          <p className="text-soft mb-0">
            Each caseworker answers letters in English and in the languages listed beside their name. Sample people and offices.
          </p>
        </div>
        <div className="col-lg-8">
          <div className="card">
            <ul className="list-group list-group-flush">
              {caseworkers.map((person) => (
                <li key={person.name} className="list-group-item bg-transparent d-flex align-items-center gap-3 py-3">
                  <Avatar alt={person.name} size="md" aria-hidden="true" className="flex-shrink-0" />
                  <div className="d-flex flex-wrap flex-grow-1 align-items-center justify-content-between gap-2">
                    <div>
                      <h4 className="h6 mb-0">{person.name}</h4>
                      <p className="text-sm text-soft mb-0">
                        {person.role} · {person.office}
                      </p>
                    </div>
                    <ul className="team-roster-langs" aria-label={`Languages ${person.name} speaks`}>
                      {person.languages.map((language) => (
                        <li key={language}>{language}</li>
                      ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

export const meta = { title: "Team: compact list with languages spoken", order: 4, keywords: ["team", "people", "languages", "list"] };
