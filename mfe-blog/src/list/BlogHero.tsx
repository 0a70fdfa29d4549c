import { buttonClass, navigate, useTypedBeforeHydration } from '@ata/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFocusOnArrival } from '../routing/focus.ts';
import { Breadcrumb } from '../shared/Breadcrumb.tsx';
import { type BlogFilters, blogListUrl } from './list-logic.ts';

/** 'Culinary Insights' hero with the search box; searching keeps the chosen topic. */
export function BlogHero({ filters }: { filters: BlogFilters }) {
  const [text, setText] = useState(filters.search);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useFocusOnArrival(heading);
  // Back/forward and 'Clear Filters' change the URL: the box follows it. Declared before the hook below:
  // both run when the page hydrates, and what was typed before that must win over the URL's search.
  useEffect(() => setText(filters.search), [filters.search]);
  useTypedBeforeHydration(field, setText);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(blogListUrl({ search: text, category: filters.category }));
  };

  return (
    <header className="blog-hero">
      <div className="blog-container">
        <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Blog' }]} tone="light" />
        <span className="blog-badge blog-badge--hero">Culinary Insights</span>
        <h1 className="blog-hero__title" ref={heading} tabIndex={-1}>
          Stories, Recipes &amp; Spice Wisdom
        </h1>
        <p className="blog-hero__text">
          Recipes, spice guides and kitchen know-how from Nigerian home cooks and the Ata Market food team.
        </p>
        <search className="blog-search">
          {/* A plain GET form: sent before the page's scripts have run, the server renders the search. */}
          <form action="/blog" method="get" onSubmit={onSubmit}>
            <label htmlFor="blog-search-input" className="ui-visually-hidden">
              Search articles
            </label>
            <input
              id="blog-search-input"
              ref={field}
              type="search"
              name="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search articles, recipes, spices..."
              autoComplete="off"
            />
            {filters.category && <input type="hidden" name="category" value={filters.category} />}
            <button type="submit" className={buttonClass('primary')}>
              Search
            </button>
          </form>
        </search>
      </div>
    </header>
  );
}
