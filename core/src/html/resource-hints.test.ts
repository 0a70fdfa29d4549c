import { describe, expect, it } from 'vitest';
import { PRELOAD_TEMPLATE_ID } from './page-ids.ts';
import { hintLinks, withoutPrefetchLinks } from './resource-hints.ts';

describe('hintLinks', () => {
  it('writes one link per file, its address escaped', () => {
    expect(hintLinks('prefetch', ['/assets/a-1.js', '/x.js?v=1&b="2"'])).toBe(
      '<link rel="prefetch" href="/assets/a-1.js"><link rel="prefetch" href="/x.js?v=1&amp;b=&quot;2&quot;">',
    );
    expect(hintLinks('modulepreload', [])).toBe('');
  });
});

describe('withoutPrefetchLinks', () => {
  const head = (scripts: string[]) =>
    `<head><link rel="icon" href="/favicon.svg">${hintLinks('prefetch', scripts)}` +
    `<template id="${PRELOAD_TEMPLATE_ID}">${hintLinks('modulepreload', scripts)}</template></head>`;

  it('drops every prefetch link the server wrote and keeps the rest of the page as it was', () => {
    const scripts = ['/assets/index-C0ucSFF1.js', '/mfe/catalog/assets/remoteEntry.js?v=c701&x=1'];
    expect(withoutPrefetchLinks(head(scripts))).toBe(
      `<head><link rel="icon" href="/favicon.svg">` +
        `<template id="${PRELOAD_TEMPLATE_ID}">${hintLinks('modulepreload', scripts)}</template></head>`,
    );
  });

  it('leaves text that only mentions a prefetch link, in the body, as it is', () => {
    const body = '<p>&lt;link rel="prefetch" href="/a.js"&gt;</p>';
    expect(withoutPrefetchLinks(body)).toBe(body);
  });
});
