import { Link, type MetaFunction } from "react-router";
import { BaseLayout } from "~/shell/layouts/BaseLayout";
import { documentTitle } from "~/shell/meta";
import { href } from "~/paths";

export const meta: MetaFunction = () => [
  { title: documentTitle("Page not found") },
  { name: "description", content: "There is no page at this address." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}

/** The not-found page's body; the root error boundary shows it too. */
export function NotFoundContent() {
  return (
    <BaseLayout title="Page not found" breadcrumb={[{ label: "Home", route: href("presentation") }, { label: "Page not found" }]}>
      <p className="lead">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link className="btn bg-gradient-primary" to={href("presentation")}>
          Go to the home page
        </Link>
      </p>
    </BaseLayout>
  );
}
