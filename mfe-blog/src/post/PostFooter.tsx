import { brand } from '@ata/core/site';
import { AUTHOR_NAME } from './structured-data.ts';

/** The fixed tags under every post. */
export const POST_TAGS = ['Nigerian Food', 'Spices', 'Cooking'] as const;

export function PostTags() {
  return (
    <div className="blog-tags">
      <h2 className="ui-visually-hidden">Tags</h2>
      <ul aria-label="Tags">
        {POST_TAGS.map((tag) => (
          <li key={tag} className="blog-tag">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The fixed author box for the food team. */
export function AuthorBox() {
  return (
    <section className="blog-author" aria-label="About the author">
      <span className="blog-author__avatar" aria-hidden="true">
        AM
      </span>
      <div>
        <p className="blog-author__kicker">Written by</p>
        <h2 className="blog-author__name">{AUTHOR_NAME}</h2>
        <p className="blog-author__bio">
          {`The ${brand.name} food team cooks, tastes and writes about the spices and staples we source from farmers and markets across Nigeria, so every recipe works in a real home kitchen.`}
        </p>
      </div>
    </section>
  );
}
