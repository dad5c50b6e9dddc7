import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import BlogDetailPage from '../../src/pages/BlogDetailPage';
import BlogPage from '../../src/pages/BlogPage';
import { makeBlog } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import { mediaUrl } from '../../common/site/media';

function blogs(count: number) {
  return Array.from({ length: count }, (_, i) => makeBlog({ id: i + 1, title: `Post ${i + 1}` }));
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/Blog', element: <BlogPage /> },
      { path: '/Blogdetail/:blogId', element: <BlogDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const cards = () => within(screen.getByRole('list', { name: 'Blog posts' })).getAllByRole('article');

describe('Blog list', () => {
  it('shows Loading... and then 8 posts per page, with « and » disabled at the ends', async () => {
    server.use(http.get(`${API}/api/blogs`, () => HttpResponse.json(blogs(19))));
    const user = userEvent.setup();
    renderAt('/Blog');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { name: 'Post 1' });
    expect(cards()).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();

    const pager = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(pager.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pager.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);

    await user.click(pager.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading', { name: 'Post 9' })).toBeInTheDocument();
    expect(cards()).toHaveLength(8);

    await user.click(pager.getByRole('button', { name: 'Page 3' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Post 19' })).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pager.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('shows no pager when everything fits on one page', async () => {
    server.use(http.get(`${API}/api/blogs`, () => HttpResponse.json(blogs(8))));
    renderAt('/Blog');

    await screen.findByRole('heading', { name: 'Post 8' });
    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it("cuts a hint longer than 80 characters and adds '...', with date, Admin and Read More", async () => {
    const long = 'Bio-cellulose from coconut water keeps a wound moist, clean and protected while it heals well.';
    server.use(
      http.get(`${API}/api/blogs`, () =>
        HttpResponse.json([
          makeBlog({ id: 1, title: 'Long hint', hint: long, date: '2026-10-12' }),
          makeBlog({ id: 2, title: 'Short hint', hint: 'Short and sweet.' }),
        ]),
      ),
    );
    renderAt('/Blog');

    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent(`${long.slice(0, 80)}...`);
    expect(first).not.toHaveTextContent(long);
    expect(first).toHaveTextContent('12 Oct 2026 · Admin');
    expect(second).toHaveTextContent('Short and sweet.');
    expect(second).not.toHaveTextContent('Short and sweet....');
    expect(within(first!).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/Blogdetail/1');
  });

  it("says 'No blogs available.' when there are none", async () => {
    server.use(http.get(`${API}/api/blogs`, () => HttpResponse.json([])));
    renderAt('/Blog');

    expect(await screen.findByText('No blogs available.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });
});

describe('Blog detail', () => {
  it('shows Loading..., then the title, the sanitized body and the Recent Blogs sidebar', async () => {
    server.use(
      http.get(`${API}/api/blogs/5/`, () =>
        HttpResponse.json(
          makeBlog({
            id: 5,
            title: 'Why moist healing works',
            description:
              '<p>Moist wounds heal faster.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
            related_blogs: [
              { id: 6, title: 'Coconut water, fermented', image: '', hint: 'How bacteria spin cellulose.' },
              { id: 7, title: 'Monolaurin explained', image: mediaUrl('blog-20-a', 400), hint: 'From lauric acid.' },
            ],
          }),
        ),
      ),
    );
    renderAt('/Blogdetail/5');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Why moist healing works' })).toBeInTheDocument();
    expect(screen.getByText('Moist wounds heal faster.')).toBeInTheDocument();
    const body = document.querySelector('.blog-post__body')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).not.toHaveAttribute('onerror');

    const sidebar = within(screen.getByRole('complementary', { name: 'Recent Blogs' }));
    const links = sidebar.getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/Blogdetail/6');
    expect(links[0]).toHaveTextContent('Coconut water, fermented');
    expect(links[0]).toHaveTextContent('How bacteria spin cellulose.');
    expect(within(links[0]!).getByRole('presentation')).toHaveAttribute('src', '/images/blog-default.svg');
    expect(within(links[1]!).getByRole('presentation')).toHaveAttribute('src', mediaUrl('blog-20-a', 400));
  });

  it('tells the reader when the post does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${API}/api/blogs/99/`, () => HttpResponse.json({ message: 'Blog not found' }, { status: 404 })),
    );
    renderAt('/Blogdetail/99');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/Blog');
  });
});
