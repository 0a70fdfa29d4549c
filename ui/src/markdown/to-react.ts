import { Lexer, type Token, type Tokens } from 'marked';
import { type ComponentType, createElement, type ElementType, Fragment, type ReactNode } from 'react';
import { decodeEntities } from './entities.ts';

// marked's lexer (CommonMark, no GFM extensions) turned into React elements, never into an HTML string:
// raw HTML in the source stays text, and every link and image passes through the caller's components.

export interface MarkdownComponents {
  a: ComponentType<{ href: string; title?: string; children?: ReactNode }>;
  img: ComponentType<{ src: string; alt: string; title?: string }>;
}

// marked resolves numeric character references; named ones (`&amp;`) are decoded here.
const optional = (value: string | null | undefined) => (value ? decodeEntities(value) : undefined);

// Children passed as arguments, not as an array: a document's blocks have no identity but their order.
const el = (type: ElementType, props: object | null, children: ReactNode[] = []) =>
  createElement(type, props, ...children);

function inline(tokens: Token[] | undefined, components: MarkdownComponents): ReactNode[] {
  return (tokens ?? []).map((token) => {
    const t = token as Tokens.Generic;
    switch (t.type) {
      case 'strong':
        return el('strong', null, inline(t.tokens, components));
      case 'em':
        return el('em', null, inline(t.tokens, components));
      case 'codespan':
        return el('code', null, [decodeEntities(t.text)]);
      case 'br':
        return el('br', null);
      case 'link':
        return el(components.a, { href: t.href, title: optional(t.title) }, inline(t.tokens, components));
      case 'image':
        return el(components.img, { src: t.href, alt: decodeEntities(t.text), title: optional(t.title) });
      case 'html':
        return t.text;
      case 'text':
        return t.tokens ? el(Fragment, null, inline(t.tokens, components)) : decodeEntities(t.text);
      default:
        return typeof t.text === 'string' ? decodeEntities(t.text) : null;
    }
  });
}

function blocks(tokens: Token[], components: MarkdownComponents, loose = true): ReactNode[] {
  return tokens.map((token) => {
    const t = token as Tokens.Generic;
    switch (t.type) {
      case 'heading':
        return el(`h${t.depth}` as `h${1 | 2 | 3 | 4 | 5 | 6}`, null, inline(t.tokens, components));
      case 'paragraph':
        return el('p', null, inline(t.tokens, components));
      case 'text':
        // A tight list item's text has no paragraph of its own.
        return loose
          ? el('p', null, inline(t.tokens, components))
          : el(Fragment, null, inline(t.tokens, components));
      case 'blockquote':
        return el('blockquote', null, blocks(t.tokens ?? [], components));
      case 'list': {
        const list = t as Tokens.List;
        const items = list.items.map((item) => el('li', null, blocks(item.tokens, components, item.loose)));
        const start = list.ordered && list.start !== 1 && list.start !== '' ? list.start : undefined;
        return el(list.ordered ? 'ol' : 'ul', { start }, items);
      }
      case 'code':
        return el('pre', null, [
          el('code', { className: t.lang ? `language-${t.lang}` : undefined }, [t.text]),
        ]);
      case 'hr':
        return el('hr', null);
      case 'html':
        return el('p', null, [t.text]);
      default:
        return null;
    }
  });
}

/** The markdown source as React elements, links and images drawn by `components`. */
export const markdownToReact = (source: string, components: MarkdownComponents): ReactNode[] =>
  blocks(Lexer.lex(source, { gfm: false }), components);
