import { BlogCard, type BlogCardProps } from "./BlogCard";
import { CardGrid } from "./CardGrid";

export interface PostGridProps {
  posts: readonly Omit<BlogCardProps, "titleAs">[];
  /** Each post's column classes, e.g. 'col-md-6 col-lg-4'. */
  columns: string;
}

/** Blog posts as cards in a responsive grid; their titles are h3 under the section's h2. */
export function PostGrid({ posts, columns }: PostGridProps) {
  if (posts.length === 0) throw new Error("PostGrid: posts must not be empty");
  return (
    <CardGrid items={posts} itemKey={(post) => post.title} columns={columns} className="gx-4 gy-5 mb-0">
      {(post) => <BlogCard {...post} titleAs="h3" />}
    </CardGrid>
  );
}
