// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown.tsx';

afterEach(cleanup);

const renderMarkdown = (source: string) => render(<Markdown>{source}</Markdown>).container;

describe('Markdown', () => {
  it('renders headings 1-3, lists, bold, italic and paragraphs', () => {
    const root = renderMarkdown(
      [
        '# Jollof',
        '## Ingredients',
        '### For the base',
        'Use **ripe** tomatoes and *fresh* pepper.',
        '- rice\n- tomatoes',
        '1. Blend\n2. Fry',
      ].join('\n\n'),
    );
    expect(root.querySelector('h1')?.textContent).toBe('Jollof');
    expect(root.querySelector('h2')?.textContent).toBe('Ingredients');
    expect(root.querySelector('h3')?.textContent).toBe('For the base');
    expect(root.querySelector('p strong')?.textContent).toBe('ripe');
    expect(root.querySelector('p em')?.textContent).toBe('fresh');
    expect([...root.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['rice', 'tomatoes']);
    expect([...root.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['Blend', 'Fry']);
  });

  it('opens external links safely and keeps internal ones in the tab', () => {
    const root = renderMarkdown('[Suya](https://example.com/suya) and [shop](/shop?category=spices)');
    const [external, internal] = [...root.querySelectorAll('a')];
    expect(external?.getAttribute('href')).toBe('https://example.com/suya');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(internal?.getAttribute('href')).toBe('/shop?category=spices');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('shows a <script> block as text and creates no script element', () => {
    const root = renderMarkdown('Before\n\n<script>window.__xss = 1</script>\n\nAfter');
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).toContain('<script>window.__xss = 1</script>');
  });

  it('creates no element with an inline event handler from raw HTML', () => {
    const root = renderMarkdown(
      '<img src="x" onerror="window.__xss = 1">\n\nInline <b onclick="alert(1)">bold</b>',
    );
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('[onerror], [onclick]')).toBeNull();
    expect(root.textContent).toContain('<img src="x" onerror="window.__xss = 1">');
  });

  it('neutralises javascript: links and images', () => {
    const root = renderMarkdown(
      '[x](javascript:alert(1)) [y](JavaScript:alert(2)) ![z](javascript:alert(3))',
    );
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.innerHTML).not.toMatch(/javascript:/i);
    expect(root.textContent).toContain('x');
  });
});
