import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/testimonials/*.tsx", { eager: true });

export const meta = showcaseMeta("page-testimonials");

export default function PageTestimonials() {
  return <ShowcasePage name="page-testimonials" modules={modules} />;
}
