import { type APIRequestContext, type Page, request } from '@playwright/test';
import { adminCredentials, shopURL } from '../support/env.ts';
import { expect, test } from '../support/journey.ts';
import { collectErrors, waitForHydration } from '../support/page.ts';

// Blog journeys: the list and a post. The database is shared with other specs: nothing here
// depends on exact post counts, and the one post this file creates is deleted again.

interface ApiPost {
  id: string;
  slug: string;
  title: string;
  categoryId: string | null;
  published: boolean;
  createdAt: string;
}

const PEPPER_SOUP = {
  slug: 'beginners-guide-to-nigerian-pepper-soup',
  title: "A Beginner's Guide to Nigerian Pepper Soup",
  breadcrumb: "A Beginner's Guide to Nigerian Pepper So...",
  topic: 'Spice Guides',
};

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));

async function adminApi(): Promise<APIRequestContext> {
  const token = Buffer.from(`${adminCredentials.username}:${adminCredentials.password}`).toString('base64');
  return request.newContext({ baseURL: shopURL(), extraHTTPHeaders: { Authorization: `Basic ${token}` } });
}

/** The blog's own search form (the site header has a Search button too). */
const blogSearch = (page: Page) =>
  page.getByRole('search').filter({ has: page.getByLabel('Search articles') });

const cards = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('article');

test.describe('blog list', () => {
  test('shows the hero, topics, three featured posts and the latest ones', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/blog');

    await expect(page.getByText('Culinary Insights')).toBeVisible();
    await expect(blogSearch(page).getByRole('button', { name: 'Search' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Blog')).toHaveAttribute('aria-current', 'page');
    const topics = page.getByRole('navigation', { name: 'Blog topics' }).getByRole('link');
    await expect(topics).toHaveText([
      'All Topics',
      'Recipes',
      'Spice Guides',
      'Cooking Techniques',
      'Ingredients',
      'Food Culture & History',
      'Health & Nutrition',
    ]);

    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(cards(page, 'Featured Articles')).toHaveCount(3);
    await expect(page.locator('.blog-card--large')).toHaveCount(1);
    await expect(page.locator('.blog-card--small')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();
    expect(await cards(page, 'Latest Articles').count()).toBeGreaterThan(0);
    // Every card carries a date and a reading time.
    await expect(
      cards(page, 'Featured Articles')
        .first()
        .getByText(/^\d+ min read$/),
    ).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Cooking Techniques', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Spice Profiles' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    await expect(page).toHaveTitle('Blog | Ata Market');
    expect(errors).toEqual([]);
  });

  test('filters by topic and search through the URL, with count, chips, empty state and clear', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/blog');
    await page
      .getByRole('navigation', { name: 'Blog topics' })
      .getByRole('link', { name: 'Spice Guides' })
      .click();
    await expect(page).toHaveURL(/\/blog\?category=spice-guides$/);
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    const results = cards(page, 'Search Results');
    await expect(results.first()).toBeVisible();
    const count = await results.count();
    await expect(page.getByText(`${count} ${count === 1 ? 'article' : 'articles'} found`)).toBeVisible();
    for (const card of await results.all()) await expect(card.getByText('Spice Guides')).toBeVisible();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByText('Topic: Spice Guides')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Spice Profiles' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toHaveCount(0);

    await page.getByLabel('Search articles').fill('suya');
    await blogSearch(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\?search=suya&category=spice-guides$/);
    await expect(page.getByText('1 article found')).toBeVisible();
    await expect(results).toHaveCount(1);
    await expect(results.getByRole('heading')).toHaveText('The Suya Spice Blend Explained');
    await expect(chips.getByText('Search: "suya"')).toBeVisible();

    // Removing the topic chip keeps the search.
    await page.getByRole('link', { name: 'Remove filter Topic: Spice Guides' }).click();
    await expect(page).toHaveURL(/\/blog\?search=suya$/);
    await expect(chips.getByText('Topic: Spice Guides')).toHaveCount(0);

    await page.getByLabel('Search articles').fill('no such dish anywhere');
    await page.getByLabel('Search articles').press('Enter');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('0 articles found')).toBeVisible();

    // The back button returns to the previous filter; forward again to the empty result.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?search=suya$/);
    await expect(page.getByLabel('Search articles')).toHaveValue('suya');
    await expect(results.first()).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();

    await page.getByRole('button', { name: 'View All Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(page.getByLabel('Search articles')).toHaveValue('');

    // A shared link opens straight on the filtered view; Clear Filters resets it.
    await page.goto('/blog?category=recipes');
    await expect(page.getByRole('link', { name: 'Recipes', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('blog post', () => {
  test('shows the hero, breadcrumb cut at 40 characters, reading bits and the rendered markdown', async ({
    page,
    request: api,
  }) => {
    const errors = collectErrors(page);
    const post = (await (await api.get(`/api/blog/${PEPPER_SOUP.slug}`)).json()) as ApiPost;
    await page.goto('/blog');
    await page.getByRole('link', { name: PEPPER_SOUP.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${PEPPER_SOUP.slug}$`));

    await expect(page.getByRole('heading', { level: 1, name: PEPPER_SOUP.title })).toBeVisible();
    const hero = page.locator('.blog-post-hero');
    await expect(hero.getByText(PEPPER_SOUP.topic)).toBeVisible();
    await expect(hero.getByText(longDate(post.createdAt))).toBeVisible();
    await expect(hero.getByText('5 min read')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(PEPPER_SOUP.breadcrumb);

    const body = page.locator('.blog-post-body');
    await expect(body.getByRole('heading', { level: 2, name: 'The spices' })).toBeVisible();
    await expect(body.getByRole('heading', { level: 3, name: 'Ingredients' })).toBeVisible();
    await expect(body.locator('strong', { hasText: 'Ehuru' })).toBeVisible();
    await expect(body.locator('em', { hasText: 'uda' }).first()).toBeVisible();
    expect(await body.locator('ul > li').count()).toBeGreaterThan(3);
    await expect(body).not.toContainText('## ');
    await expect(body).not.toContainText('**');

    for (const tag of ['Nigerian Food', 'Spices', 'Cooking']) {
      await expect(page.getByRole('list', { name: 'Tags' }).getByText(tag, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Ata Market Food Team' })).toBeVisible();
    const share = page.getByRole('complementary', { name: 'Share this article' });
    await expect(share.getByRole('link', { name: 'Ata Market on Facebook' })).toHaveAttribute(
      'href',
      /^https:/,
    );
    const related = cards(page, 'You might also like');
    await expect(related).toHaveCount(3);
    await expect(related.getByRole('heading', { name: PEPPER_SOUP.title })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();

    await expect(page).toHaveTitle(`${PEPPER_SOUP.title} | Ata Market`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Light, fiery and fragrant/,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: PEPPER_SOUP.title });

    await page.getByRole('link', { name: 'Back to All Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
    await expect(page).toHaveTitle('Blog | Ata Market');
    expect(errors).toEqual([]);
  });

  test('a post opened at its address shows the body the server drew, without downloading the markdown parser', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto(`/blog/${PEPPER_SOUP.slug}`);
    await waitForHydration(page);
    const body = page.locator('.blog-post-body');
    await expect(body.getByRole('heading', { level: 2, name: 'The spices' })).toBeVisible();
    await expect(body.locator('strong', { hasText: 'Ehuru' })).toBeVisible();
    expect(scripts.filter((path) => /\/Markdown-[^/]*\.js$/.test(path))).toEqual([]);

    // The next post, reached by a link inside the running page, is drawn in the browser.
    const next = cards(page, 'You might also like').first();
    const title = (await next.getByRole('heading').textContent()) ?? '';
    await next.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(body.locator('p').first()).toBeVisible();
    await expect(body).not.toContainText('**');
    expect(scripts.filter((path) => /\/Markdown-[^/]*\.js$/.test(path))).toHaveLength(1);
    // Back to the first post: drawn again, in full.
    await page.goBack();
    await expect(body.getByRole('heading', { level: 2, name: 'The spices' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown slug shows the not-found texts and a way back', async ({ page }) => {
    await page.goto('/blog/this-post-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    await expect(
      page.getByText("The post you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
  });

  test('a draft is not reachable by readers', async ({ page, request: anonymous }) => {
    const admin = await adminApi();
    const all = (await (await admin.get('/api/blog/all')).json()) as ApiPost[];
    await admin.dispose();
    const draft = all.find((post) => !post.published);
    expect(draft, 'the seed has a draft post').toBeTruthy();
    if (!draft) return;

    expect((await anonymous.get(`/api/blog/${draft.slug}`)).status()).toBe(404);
    await page.goto(`/blog/${draft.slug}`);
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);

    await page.goto(`/blog?search=${encodeURIComponent(draft.title)}`);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  });
});

test.describe('blog safety', () => {
  let admin: APIRequestContext;
  let created: ApiPost | undefined;

  test.beforeEach(async () => {
    admin = await adminApi();
    const stamp = `${test.info().project.name}-${Date.now()}`;
    const response = await admin.post('/api/blog', {
      data: {
        title: `Safety check </script><script>window.__xssTitle = 1</script> ${stamp}`,
        slug: `xss-check-${stamp}`,
        excerpt: 'A post full of things that must never run in a reader’s browser.',
        content: [
          '## Still markdown',
          'A **bold** claim.',
          '<script>window.__xss = "script"; alert("script")</script>',
          '<img src="/nope.png" onerror="window.__xss = \'img\'; alert(\'img\')">',
          "[Click me](javascript:window.__xss='link';alert('link'))",
          '<a href="javascript:alert(\'raw\')">raw link</a>',
        ].join('\n\n'),
        imageUrl: null,
        categoryId: 'recipes',
        published: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    created = (await response.json()) as ApiPost;
  });

  test.afterEach(async () => {
    if (created) await admin.delete(`/api/blog/${created.id}`);
    created = undefined;
    await admin.dispose();
  });

  test('raw HTML and javascript: links in a post render inert', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`/blog/${created!.slug}`);
    const body = page.locator('.blog-post-body');
    await expect(body.getByRole('heading', { level: 2, name: 'Still markdown' })).toBeVisible();
    await expect(body.locator('strong', { hasText: 'bold' })).toBeVisible();

    // The raw HTML is shown as text, never turned into elements.
    await expect(body).toContainText('<script>window.__xss = "script"; alert("script")</script>');
    await expect(body).toContainText('onerror=');
    await expect(body.locator('script, img, [onerror]')).toHaveCount(0);
    await expect(body.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await body.getByText('Click me').click();
    await expect(page).toHaveURL(new RegExp(`/blog/${created!.slug}$`));

    // The title goes into the heading, the breadcrumb and the JSON-LD without breaking out.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      '<script>window.__xssTitle = 1</script>',
    );
    // One BlogPosting and its BreadcrumbList, both inert data.
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(2);

    // Anything injected would have run by now: every request settled (an <img onerror> fires on its failed
    // load) and two frames rendered after the post's content.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const flags = await page.evaluate(() => ({
      xss: (window as { __xss?: unknown }).__xss,
      title: (window as { __xssTitle?: unknown }).__xssTitle,
    }));
    expect(flags).toEqual({ xss: undefined, title: undefined });
    expect(dialogs).toEqual([]);
  });
});
