import { Table } from "react-bootstrap";
import { Avatar } from "~/components/Avatar";
import { Badge } from "~/components/Badge";

interface TableRow {
  name: string;
  email: string;
  position: [role: string, organisation: string];
  online: boolean;
  employed: string;
  action: { label: string; route: string };
}

/** Every sample row opens the sample profile page. */
const edit = { label: "Edit", route: "/pages/blog/author" };

const rows: TableRow[] = [
  { name: "Amara Okafor", email: "amara@example.com", position: ["Manager", "Operations"], online: true, employed: "23/04/18", action: edit },
  { name: "Tomasz Nowak", email: "tomasz@example.com", position: ["Programmer", "Engineering"], online: false, employed: "11/01/19", action: edit },
  { name: "Priya Raman", email: "priya@example.com", position: ["Executive", "Projects"], online: true, employed: "19/09/17", action: edit },
  { name: "Yusuf Demir", email: "yusuf@example.com", position: ["Designer", "Marketing"], online: true, employed: "24/12/08", action: edit },
  { name: "Sofia Marquez", email: "sofia@example.com", position: ["Analyst", "Finance"], online: false, employed: "04/10/21", action: edit },
  { name: "Kenji Watanabe", email: "kenji@example.com", position: ["Support lead", "Customer care"], online: false, employed: "14/09/20", action: edit },
];

export default function TablesSimple() {
  return (
    <div className="card">
      <Table responsive className="table-people">
        <caption className="visually-hidden">Team members</caption>
        <thead>
          <tr>
            <th scope="col">Author</th>
            <th scope="col">Function</th>
            <th scope="col" className="text-center">
              Status
            </th>
            <th scope="col" className="text-center">
              Employed
            </th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.email}>
              <td>
                <div className="d-flex align-items-center gap-3">
                  <Avatar alt={row.name} size="sm" aria-hidden="true" />
                  <div>
                    <p className="text-sm fw-bold text-body-emphasis mb-0">{row.name}</p>
                    <p className="text-xs text-soft mb-0">{row.email}</p>
                  </div>
                </div>
              </td>
              <td>
                <p className="text-sm fw-bold text-body-emphasis mb-0">{row.position[0]}</p>
                <p className="text-xs text-soft mb-0">{row.position[1]}</p>
              </td>
              <td className="text-center">
                <Badge variant="gradient" color={row.online ? "success" : "secondary"} className="badge-sm">
                  {row.online ? "Online" : "Offline"}
                </Badge>
              </td>
              <td className="text-center">
                <span className="text-sm text-soft fw-bold">{row.employed}</span>
              </td>
              <td>
                <a href={row.action.route} className="text-sm fw-bold">
                  {row.action.label}
                  <span className="visually-hidden"> {row.name}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

export const meta = { title: "Table: team members with status" };
