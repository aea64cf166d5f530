import "~/styles/showcase-page-sections.scss";
import { ShowcasePage, showcaseMeta, type ExampleModules } from "~/showcase/ShowcasePage";

export const modules: ExampleModules = import.meta.glob("../../examples/page-sections/blog-posts/*.tsx", { eager: true });

export const meta = showcaseMeta("page-blog-posts");

export default function PageBlogPosts() {
  return <ShowcasePage name="page-blog-posts" modules={modules} />;
}
