import { Type, type Static } from 'typebox';

export const BlogSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  image: Type.String(),
  srcset: Type.String(),
  date: Type.String({ description: 'YYYY-MM-DD' }),
  hint: Type.String(),
});
export type BlogSummary = Static<typeof BlogSummary>;

export const RelatedBlog = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  hint: Type.String(),
});

export const BlogDetail = Type.Intersect([
  BlogSummary,
  Type.Object({
    description: Type.String({ description: 'sanitized HTML' }),
    related_blogs: Type.Array(RelatedBlog),
  }),
]);
export type BlogDetail = Static<typeof BlogDetail>;
