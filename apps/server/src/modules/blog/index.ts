// The blog (issue 16 §2): posts, categories and keywords. Routes: blog.routes.ts.

export { blogPosts } from './blog.table';
export { anyPostPublished, latestPosts, publicPost } from './blog-posts.service';
export { seedDemoBlog } from './demo-seed';
