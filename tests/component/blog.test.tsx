import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import BlogDetailPage from '../../src/pages/BlogDetailPage';
import BlogPage from '../../src/pages/BlogPage';
import { makeBlog } from '../mocks/fixtures';
import { API, http, HttpResponse, server } from '../mocks/server';
import { mediaUrl } from '../../common/site/media';
import { EXAMPLE_SHOP_DETAILS, telHref } from '../../common/site/company';

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

  it('ignores a page outside 1..last (and junk) in the address, showing page 1', async () => {
    server.use(http.get(`${API}/api/blogs`, () => HttpResponse.json(blogs(19))));
    for (const query of ['?page=4', '?page=0', '?page=-1', '?page=abc', '?page=99999999']) {
      const { unmount } = render(
        <RouterProvider
          router={createMemoryRouter([{ path: '/Blog', element: <BlogPage /> }], { initialEntries: [`/Blog${query}`] })}
        />,
      );
      await screen.findByRole('heading', { name: 'Post 1' });
      expect(cards()).toHaveLength(8);
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      unmount();
    }
  });

  it('opens on the page named in the address, so Back from a post returns to it', async () => {
    server.use(http.get(`${API}/api/blogs`, () => HttpResponse.json(blogs(19))));
    const user = userEvent.setup();
    renderAt('/Blog?page=3');

    await screen.findByRole('heading', { name: 'Post 17' });
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The disabled ends do nothing, even when clicked.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { name: 'Post 9' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Blog posts' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('shows a two-page pager for 9 posts, one more than a page holds', async () => {
    server.use(http.get(`${API}/api/blogs`, () => HttpResponse.json(blogs(9))));
    renderAt('/Blog');

    await screen.findByRole('heading', { name: 'Post 1' });
    const pager = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pager.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(2);
  });

  it('cuts the hint at exactly 80 characters: 80 stay whole, 81 become 80 and ...', async () => {
    const eighty = 'x'.repeat(79) + 'y';
    const eightyOne = 'a'.repeat(80) + 'b';
    server.use(
      http.get(`${API}/api/blogs`, () =>
        HttpResponse.json([
          makeBlog({ id: 1, title: 'Eighty', hint: eighty }),
          makeBlog({ id: 2, title: 'Eighty-one', hint: eightyOne }),
        ]),
      ),
    );
    renderAt('/Blog');

    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText(eighty)).toBeInTheDocument();
    expect(first).not.toHaveTextContent('...');
    expect(within(second!).getByText(`${'a'.repeat(80)}...`)).toBeInTheDocument();
    expect(second).not.toHaveTextContent('b');
  });

  it("shows the floating contact widget with the shop's phone", async () => {
    server.use(http.get(`${API}/api/blogs`, () => HttpResponse.json(blogs(2))));
    renderAt('/Blog');

    await screen.findAllByRole('article');
    const call = screen.getByRole('link', { name: `Call us ${EXAMPLE_SHOP_DETAILS.phone}` });
    expect(call).toHaveAttribute('href', telHref(EXAMPLE_SHOP_DETAILS.phone));
  });

  it('offers Retry when the blog cannot be loaded, and shows the posts once it can', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${API}/api/blogs`, () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json(blogs(2)),
      ),
    );
    const user = userEvent.setup();
    renderAt('/Blog');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The blog could not be loaded just now.');
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Post 2' })).toBeInTheDocument();
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
    expect(await screen.findByText('Moist wounds heal faster.')).toBeInTheDocument();
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

  it('shows a Recent Blogs hint whole: the 80-character cut belongs to the blog list only', async () => {
    const long = 'Bio-cellulose grows as a sheet on coconut water, and that sheet holds moisture on a wound for days.';
    server.use(
      http.get(`${API}/api/blogs/9/`, () =>
        HttpResponse.json(
          makeBlog({ id: 9, related_blogs: [{ id: 10, title: 'Grown sheets', image: '', hint: long }] }),
        ),
      ),
    );
    renderAt('/Blogdetail/9');
    const sidebar = within(await screen.findByRole('complementary', { name: 'Recent Blogs' }));
    expect(long.length).toBeGreaterThan(80);
    expect(sidebar.getByRole('link')).toHaveTextContent(long);
    expect(sidebar.getByRole('link')).not.toHaveTextContent('...');
  });

  it('removes every kind of active content from the post, and keeps the text', async () => {
    const attacks = [
      '<p>Kept text.</p>',
      '<script>window.hacked = 1</script>',
      '<img src="x" onerror="window.hacked = 1">',
      '<a href="javascript:window.hacked = 1">Click me</a>',
      '<svg onload="window.hacked = 1"><circle r="4"></circle></svg>',
      '<iframe src="https://example.com/"></iframe>',
      '<p style="color: red" onclick="window.hacked = 1">Styled</p>',
    ].join('');
    server.use(http.get(`${API}/api/blogs/8/`, () => HttpResponse.json(makeBlog({ id: 8, description: attacks }))));
    renderAt('/Blogdetail/8');

    expect(await screen.findByText('Kept text.')).toBeInTheDocument();
    const body = document.querySelector('.blog-post__body')!;
    expect(body.querySelector('script, iframe')).toBeNull();
    for (const el of body.querySelectorAll('*'))
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
    expect(screen.getByText('Click me')).not.toHaveAttribute('href', expect.stringContaining('javascript:'));
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('offers Retry when the post cannot be loaded just now', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${API}/api/blogs/4/`, () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json(makeBlog({ id: 4, title: 'Back again' })),
      ),
    );
    const user = userEvent.setup();
    renderAt('/Blogdetail/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post unavailable' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call us ${EXAMPLE_SHOP_DETAILS.phone}` })).toBeInTheDocument();
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
