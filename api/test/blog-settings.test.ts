import { blogPostSchema } from '@ata/core/blog';
import { defaultSettings, privateSettingKeys, settingKeys } from '@ata/core/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPostEntity } from '../src/db/entities/index.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const admin = () => ({ Authorization: app.basic.admin });
type Post = { id: string; slug: string; published: boolean; categoryId: string | null; createdAt: string };
const posts = async (path: string, headers: Record<string, string> = {}) => {
  const response = await app.request(path, { headers });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Post[];
};

describe('blog reads', () => {
  it('GET /api/blog lists published posts only, newest first', async () => {
    const list = await posts('/api/blog');
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const post of list) blogPostSchema.parse(post);
    expect(list.every((post) => post.published)).toBe(true);
    const dates = list.map((post) => post.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('drafts appear only in the admin list', async () => {
    const all = await posts('/api/blog/all', admin());
    const drafts = all.filter((post) => !post.published);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    const draft = drafts[0]!;
    expect((await app.request(`/api/blog/${draft.slug}`)).status).toBe(404);
    expect((await app.request(`/api/blog/${draft.slug}`, { headers: admin() })).status).toBe(200);
    expect(await (await app.request(`/api/blog/id/${draft.id}`, { headers: admin() })).json()).toMatchObject({
      id: draft.id,
      published: false,
    });
  });

  it('GET /api/blog/:slug and /api/blog/category/:category', async () => {
    const [first] = await posts('/api/blog');
    const one = await app.request(`/api/blog/${first!.slug}`);
    expect(await one.json()).toEqual(first);
    const topic = first!.categoryId!;
    const byTopic = await posts(`/api/blog/category/${topic}`);
    expect(byTopic.length).toBeGreaterThan(0);
    expect(byTopic.every((post) => post.categoryId === topic && post.published)).toBe(true);
    expect(await posts('/api/blog/category/no-such-topic')).toEqual([]);
    expect((await app.request('/api/blog/no-such-post')).status).toBe(404);
  });
});

describe('blog writes (admin)', () => {
  const body = {
    title: 'Zobo, the Hibiscus Drink',
    excerpt: 'Dried roselle leaves, ginger and pineapple make a ruby drink.',
    content: '# Zobo\n\nSteep the **dried zobo leaves** with ginger and cloves, then sweeten.',
    imageUrl: '',
    categoryId: 'recipes',
    published: true,
  };

  it('creates with an auto slug, updates and deletes; lists refresh', async () => {
    const created = await app.request('/api/blog', { method: 'POST', headers: admin(), json: body });
    expect(created.status).toBe(201);
    const post = blogPostSchema.parse(await created.json());
    expect(post).toMatchObject({ slug: 'zobo-the-hibiscus-drink', imageUrl: null, published: true });
    expect((await posts('/api/blog')).map((p) => p.id)).toContain(post.id);

    const updated = await app.request(`/api/blog/${post.id}`, {
      method: 'PUT',
      headers: admin(),
      json: { ...body, slug: 'zobo', published: false },
    });
    expect(await updated.json()).toMatchObject({ slug: 'zobo', published: false });
    expect((await posts('/api/blog')).map((p) => p.id)).not.toContain(post.id);

    const duplicate = await app.request('/api/blog', {
      method: 'POST',
      headers: admin(),
      json: { ...body, slug: 'zobo' },
    });
    expect(duplicate.status).toBe(409);

    expect((await app.request(`/api/blog/${post.id}`, { method: 'DELETE', headers: admin() })).status).toBe(
      200,
    );
    expect((await app.request(`/api/blog/id/${post.id}`, { headers: admin() })).status).toBe(404);
  });

  it('records the author', async () => {
    const created = await (
      await app.request('/api/blog', {
        method: 'POST',
        headers: admin(),
        json: { ...body, slug: 'by-admin' },
      })
    ).json();
    const row = await app.orm.em.fork().findOneOrFail(BlogPostEntity, { id: created.id });
    expect(row.authorId).toBeTruthy();
  });
});

describe('settings', () => {
  it("GET /api/settings is an object keyed by every setting key but the owner's own contacts", async () => {
    const settings = await (await app.request('/api/settings')).json();
    expect(Object.keys(settings).sort()).toEqual(
      settingKeys.filter((key) => !privateSettingKeys.includes(key)).sort(),
    );
    expect(settings.site_name).toBe('Ata Market');
    expect(settings.contact_address).toContain('Lagos');
  });

  it('GET and PUT one setting; the object follows', async () => {
    const one = await (await app.request('/api/settings/contact_phone')).json();
    expect(one).toMatchObject({ key: 'contact_phone', value: expect.any(String) });
    const put = await app.request('/api/settings/contact_phone', {
      method: 'PUT',
      headers: admin(),
      json: { value: '+234 809 000 1111' },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ key: 'contact_phone', value: '+234 809 000 1111' });
    expect((await (await app.request('/api/settings')).json()).contact_phone).toBe('+234 809 000 1111');
    expect((await app.request('/api/settings/nope')).status).toBe(404);
  });

  it('validates e-mail and URL settings with the settings form messages', async () => {
    const email = await app.request('/api/settings/contact_email', {
      method: 'PUT',
      headers: admin(),
      json: { value: 'not an email' },
    });
    expect(email.status).toBe(400);
    expect((await email.json()).errors).toEqual({ value: 'Invalid email address' });
    const url = await app.request('/api/settings/social_facebook', {
      method: 'PUT',
      headers: admin(),
      json: { value: 'facebook' },
    });
    expect((await url.json()).errors).toEqual({ value: 'Invalid URL' });
    expect(defaultSettings.site_name).toBe('Ata Market');
  });
});
