import { matchPublicRoute } from '@ata/core/routes';
import { DEFAULT_DESCRIPTION, type PageHead } from '@ata/ui/page/page-head.ts';

/** The home page's title is exactly this, without the brand suffix. */
export const HOME_TITLE = matchPublicRoute('/')?.title ?? 'Nigerian Spices & Foodstuffs';

/** The home page's head: the shop's own description. */
export const homeHead = (_data: undefined, origin: string): PageHead => ({
  title: HOME_TITLE,
  description: DEFAULT_DESCRIPTION,
  canonical: `${origin}/`,
});
