// Writes the seed's flat SVG illustrations next to this file: one per product, per category and per blog post,
// and the home page's hero. Run with `npx tsx api/src/seed/images/generate.ts`; the output is committed, so the API
// only serves static files. Deterministic: the same slug always gives the same picture.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedBlogPosts } from '../data/blog-posts.ts';
import { seedCategories } from '../data/categories.ts';
import { seedProducts } from '../data/products.ts';
import type { SeedCategorySlug } from '../data/types.ts';
import { seededRandom } from '../random.ts';
import { blogScenes, heroSvg, pepper } from './scenes.ts';

/** What sits in the bowl, on the board, in the sack… */
type Fill =
  | 'powder'
  | 'seeds'
  | 'pods'
  | 'leaves'
  | 'chips'
  | 'cubes'
  | 'sticks'
  | 'nuts'
  | 'grains'
  | 'flour'
  | 'beans'
  | 'fish'
  | 'strips'
  | 'prawns'
  | 'chunks'
  | 'sauce'
  | 'oil'
  | 'bundle';

type Template = 'bowl' | 'board' | 'sack' | 'jar' | 'bottle' | 'basket';

interface Art {
  template: Template;
  fill: Fill;
  /** Main food colour, its shade, and a contrasting accent. */
  food: string;
  shade: string;
  accent: string;
  /** Soft background. */
  bg: string;
}

const backgrounds = ['#f7ecdc', '#f3e6d3', '#eef0df', '#f8e8df', '#efe7da', '#f5efe0'];

const art = (
  template: Template,
  fill: Fill,
  food: string,
  shade: string,
  accent: string,
): Omit<Art, 'bg'> => ({
  template,
  fill,
  food,
  shade,
  accent,
});

/** Per-product look; products missing here fall back to their category's look. */
const productArt: Record<string, Omit<Art, 'bg'>> = {
  'suya-spice-yaji': art('bowl', 'powder', '#b5532a', '#8a3a1c', '#e0a458'),
  'ground-crayfish': art('bowl', 'powder', '#d9773f', '#a9552a', '#f2b880'),
  'pepper-soup-spice': art('bowl', 'powder', '#7a5232', '#553820', '#c49a6c'),
  'iru-locust-beans': art('bowl', 'seeds', '#5a3b22', '#3b2614', '#8c6a48'),
  'uziza-seeds': art('bowl', 'seeds', '#3d3129', '#231c17', '#6d5d4f'),
  'ehuru-calabash-nutmeg': art('bowl', 'nuts', '#8b5a35', '#5f3c22', '#c08a5c'),
  'uda-grains-of-selim': art('bowl', 'pods', '#3a2a1f', '#201712', '#6b5443'),
  'cameroon-pepper': art('bowl', 'powder', '#7d2418', '#54160e', '#b8452d'),
  'curry-and-thyme': art('bowl', 'powder', '#e0a526', '#b07d14', '#7e8c4a'),
  'alligator-pepper-atare': art('bowl', 'pods', '#8a4b2a', '#5e311b', '#c27a4d'),
  'dried-scent-leaf': art('bowl', 'leaves', '#6b7d3a', '#4a5a25', '#9aac5e'),
  kilishi: art('board', 'strips', '#8e3b22', '#5f2513', '#d98a4e'),
  'stockfish-cuts': art('board', 'chunks', '#d9c7a3', '#b09a72', '#efe3c8'),
  'dried-catfish': art('board', 'fish', '#7a5a3a', '#4f3822', '#b08a5e'),
  'smoked-prawns': art('board', 'prawns', '#d0662e', '#9c461c', '#f0a05a'),
  'smoked-mackerel': art('board', 'fish', '#a8743c', '#6e4a24', '#d8b07a'),
  ponmo: art('board', 'chunks', '#e2c9a0', '#bf9f70', '#f3e4c8'),
  'ofada-rice': art('sack', 'grains', '#c9a77a', '#9c7b52', '#e3cba4'),
  'abakaliki-local-rice': art('sack', 'grains', '#efe2c2', '#cdb98f', '#fbf3dd'),
  'ijebu-garri': art('sack', 'flour', '#f4eedf', '#d8ceb5', '#ffffff'),
  'yellow-garri': art('sack', 'flour', '#f0c75e', '#c99a2e', '#f8dd8f'),
  semovita: art('sack', 'flour', '#f1deb0', '#d1b982', '#fbeecb'),
  'poundo-yam-flour': art('sack', 'flour', '#f6f1e6', '#d9d0bd', '#ffffff'),
  'oloyin-beans': art('sack', 'beans', '#a8693a', '#7a4823', '#cf9460'),
  'ground-egusi': art('bowl', 'powder', '#efe0b6', '#cbb684', '#fff4d6'),
  ogbono: art('bowl', 'powder', '#b99465', '#8d6c42', '#dbbf93'),
  'elubo-yam-flour': art('sack', 'flour', '#9b7d64', '#705844', '#c2a88f'),
  'chin-chin': art('bowl', 'cubes', '#e3a455', '#b57a31', '#f4cb8a'),
  'plantain-chips': art('bowl', 'chips', '#f2c84b', '#c99a22', '#fae08f'),
  'kuli-kuli': art('bowl', 'sticks', '#a0602e', '#6f3f1a', '#cf8f55'),
  'coconut-candy': art('bowl', 'cubes', '#e6b774', '#b98a48', '#fff1d6'),
  'zobo-leaves': art('bowl', 'leaves', '#8c1c2e', '#5e101e', '#c23a50'),
  'tiger-nuts': art('bowl', 'nuts', '#b07a45', '#7f5429', '#d9a672'),
  'roasted-groundnuts': art('bowl', 'nuts', '#d8a065', '#a87239', '#f0c996'),
  'ayamase-sauce': art('jar', 'sauce', '#5f7a2a', '#3f5419', '#d4562b'),
  'obe-ata-base': art('jar', 'sauce', '#c43a23', '#8f2414', '#f07b3f'),
  'red-palm-oil': art('bottle', 'oil', '#c8361b', '#8c2110', '#f07a3a'),
  'banga-palm-fruit-concentrate': art('jar', 'sauce', '#b8441f', '#7e2c12', '#e98a4a'),
  'groundnut-oil': art('bottle', 'oil', '#e9c45a', '#bb9630', '#f7e09a'),
  'jollof-rice-bundle': art('basket', 'bundle', '#d9542c', '#a63a1b', '#f0b13c'),
  'egusi-soup-bundle': art('basket', 'bundle', '#e8d8a8', '#c8261f', '#6b8a3a'),
  'pepper-soup-bundle': art('basket', 'bundle', '#7a5232', '#c8261f', '#6b8a3a'),
  'ofada-ayamase-bundle': art('basket', 'bundle', '#5f7a2a', '#c8261f', '#c9a77a'),
  'banga-soup-bundle': art('basket', 'bundle', '#b8441f', '#7e2c12', '#e9a23a'),
};

const categoryArt: Record<SeedCategorySlug, Omit<Art, 'bg'>> = {
  protein: art('board', 'fish', '#a8743c', '#6e4a24', '#d8b07a'),
  spices: art('bowl', 'powder', '#b5532a', '#8a3a1c', '#e0a458'),
  'grains-rice': art('sack', 'grains', '#efe2c2', '#cdb98f', '#fbf3dd'),
  snacks: art('bowl', 'chips', '#f2c84b', '#c99a22', '#fae08f'),
  'recipe-bundles': art('basket', 'bundle', '#d9542c', '#a63a1b', '#f0b13c'),
  'sauces-pastes': art('jar', 'sauce', '#c43a23', '#8f2414', '#f07b3f'),
};

// --- deterministic randomness -------------------------------------------------------------------------------

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The same slug, the same sequence. */
const random = (seed: string) => seededRandom(hash(seed));

const r = (n: number) => Math.round(n);

// --- small pieces scattered over a mound ------------------------------------------------------------------

/** Pieces placed in an upper half-ellipse centred (cx, base) with radii (rx, ry). */
function pieces(
  fill: Fill,
  a: Art,
  rnd: () => number,
  cx: number,
  base: number,
  rx: number,
  ry: number,
): string {
  const count: Partial<Record<Fill, number>> = {
    seeds: 26,
    pods: 7,
    leaves: 7,
    chips: 9,
    cubes: 12,
    sticks: 7,
    nuts: 14,
  };
  const n = count[fill] ?? 0;
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = rnd() * 2 - 1;
    const x = r(cx + t * rx * 0.85);
    const y = r(base - (0.3 + 0.7 * rnd()) * ry * Math.sqrt(1 - t * t) - 4);
    const rot = r(rnd() * 180);
    const c = i % 3 === 0 ? a.accent : i % 3 === 1 ? a.food : a.shade;
    if (fill === 'seeds') out += `<circle cx="${x}" cy="${y}" r="${r(6 + rnd() * 3)}" fill="${c}"/>`;
    else if (fill === 'nuts')
      out += `<ellipse cx="${x}" cy="${y}" rx="13" ry="10" fill="${c}" transform="rotate(${rot} ${x} ${y})"/>`;
    else if (fill === 'pods')
      out += `<ellipse cx="${x}" cy="${y}" rx="30" ry="9" fill="${c}" stroke="${a.shade}" stroke-width="2" transform="rotate(${rot} ${x} ${y})"/>`;
    else if (fill === 'leaves')
      out += `<path d="M${x - 26} ${y}Q${x} ${y - 18} ${x + 26} ${y}Q${x} ${y + 18} ${x - 26} ${y}Z" fill="${c}" stroke="${a.shade}" stroke-width="2" transform="rotate(${rot} ${x} ${y})"/>`;
    else if (fill === 'chips')
      out += `<ellipse cx="${x}" cy="${y}" rx="24" ry="16" fill="${c}" stroke="${a.shade}" stroke-width="2" transform="rotate(${rot} ${x} ${y})"/>`;
    else if (fill === 'cubes')
      out += `<rect x="${x - 10}" y="${y - 10}" width="20" height="20" rx="5" fill="${c}" transform="rotate(${rot} ${x} ${y})"/>`;
    else if (fill === 'sticks')
      out += `<rect x="${x - 30}" y="${y - 7}" width="60" height="14" rx="7" fill="${c}" transform="rotate(${rot} ${x} ${y})"/>`;
  }
  return out;
}

function speckles(
  a: Art,
  rnd: () => number,
  cx: number,
  base: number,
  rx: number,
  ry: number,
  n: number,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const t = rnd() * 1.6 - 0.8;
    const x = r(cx + t * rx);
    const y = r(base - 6 - rnd() * ry * Math.sqrt(1 - t * t) * 0.85);
    out += `<circle cx="${x}" cy="${y}" r="${i % 2 ? 2 : 3}" fill="${i % 2 ? a.accent : a.shade}"/>`;
  }
  return out;
}

// --- templates (400 × 400) --------------------------------------------------------------------------------

function bowl(a: Art, rnd: () => number): string {
  const mound =
    a.fill === 'powder'
      ? `<path d="M82 230Q130 120 200 112Q270 120 318 230Z" fill="${a.food}"/><path d="M150 150Q200 128 250 150" fill="none" stroke="${a.accent}" stroke-width="6" stroke-linecap="round" opacity=".6"/>${speckles(a, rnd, 200, 230, 110, 110, 14)}`
      : `<path d="M82 230Q130 146 200 140Q270 146 318 230Z" fill="${a.shade}"/>${pieces(a.fill, a, rnd, 200, 226, 112, 90)}`;
  const spoon =
    a.fill === 'powder'
      ? '<path d="M300 120L355 70" stroke="#9b6b3f" stroke-width="12" stroke-linecap="round"/><ellipse cx="292" cy="130" rx="20" ry="13" fill="#b98555" transform="rotate(-40 292 130)"/>'
      : '';
  return `<path d="M66 228A134 20 0 0 1 334 228" fill="none" stroke="#b07a4a" stroke-width="8"/>${mound}${spoon}<path d="M68 226Q72 336 200 338Q328 336 332 226Z" fill="#a0643a"/><path d="M68 226Q72 336 200 338" fill="none" stroke="#7d4a29" stroke-width="6" opacity=".5"/><path d="M66 228A134 20 0 0 0 334 228" fill="none" stroke="#c48a57" stroke-width="8"/><path d="M100 282Q200 302 300 282" stroke="#c48a57" stroke-width="5" fill="none" opacity=".7"/>`;
}

function fishShape(a: Art, x: number, y: number, s: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M-70 0Q-30 -34 40 -8L70 -28L62 0L70 28L40 8Q-30 34 -70 0Z" fill="${a.food}" stroke="${a.shade}" stroke-width="4"/><path d="M-20 -14Q-8 0 -20 14M0 -14Q12 0 0 14" stroke="${a.shade}" stroke-width="3" fill="none"/><circle cx="-50" cy="-4" r="4" fill="${a.shade}"/></g>`;
}

/** A curled prawn: shrinking segments along a C-shaped arc, a tail fan and feelers. */
function prawn(a: Art, x: number, y: number, color: string): string {
  let body = '';
  for (let i = 0; i < 7; i++) {
    const angle = -0.6 + i * 0.55;
    body += `<circle cx="${r(x + 26 * Math.cos(angle))}" cy="${r(y + 26 * Math.sin(angle))}" r="${17 - i * 1.3}"/>`;
  }
  return `<path d="M${x + 24} ${y - 14}Q${x + 60} ${y - 50} ${x + 70} ${y - 20}" stroke="${a.shade}" stroke-width="2" fill="none"/><g fill="${color}" stroke="${a.accent}" stroke-width="2">${body}</g><path d="M${x - 20} ${y + 14}l-22 -8l6 22z" fill="${a.accent}"/>`;
}

function board(a: Art, rnd: () => number): string {
  let items = '';
  if (a.fill === 'fish') items = fishShape(a, 190, 210, 1.5, -8) + fishShape(a, 215, 262, 1.2, 6);
  else if (a.fill === 'strips')
    for (let i = 0; i < 5; i++) {
      const x = 120 + i * 40;
      const rot = r(rnd() * 20 - 10);
      items += `<rect x="${x}" y="150" width="44" height="140" rx="10" fill="${i % 2 ? a.food : a.shade}" transform="rotate(${rot} ${x + 22} 220)"/>${speckles(a, rnd, x + 22, 280, 14, 110, 4)}`;
    }
  else if (a.fill === 'prawns')
    for (let i = 0; i < 4; i++)
      items += prawn(a, 150 + (i % 2) * 100, 185 + Math.floor(i / 2) * 80, i % 2 ? a.food : a.shade);
  else
    for (let i = 0; i < 6; i++) {
      const x = 120 + (i % 3) * 62 + r(rnd() * 10);
      const y = 170 + Math.floor(i / 3) * 62;
      items += `<rect x="${x}" y="${y}" width="54" height="48" rx="14" fill="${i % 2 ? a.food : a.accent}" stroke="${a.shade}" stroke-width="3" transform="rotate(${r(rnd() * 30 - 15)} ${x + 27} ${y + 24})"/>`;
    }
  return `<rect x="70" y="120" width="260" height="200" rx="30" fill="#b98555"/><rect x="70" y="300" width="260" height="20" rx="10" fill="#8f5f36"/><rect x="320" y="200" width="50" height="30" rx="15" fill="#b98555"/><path d="M100 150H300M100 290H300" stroke="#a5744a" stroke-width="3"/>${items}`;
}

function sack(a: Art, rnd: () => number): string {
  let top = `<ellipse cx="200" cy="150" rx="92" ry="24" fill="${a.food}"/>`;
  let spill = '';
  for (let i = 0; i < 12; i++) {
    const x = r(80 + rnd() * 240);
    const y = r(334 + rnd() * 24);
    if (a.fill === 'beans')
      spill += `<ellipse cx="${x}" cy="${y}" rx="9" ry="6" fill="${i % 2 ? a.food : a.shade}"/>`;
    else if (a.fill === 'grains')
      spill += `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="${a.shade}" transform="rotate(${r(rnd() * 180)} ${x} ${y})"/>`;
  }
  if (a.fill === 'flour') {
    top += `<path d="M130 150Q200 112 270 150Z" fill="${a.accent}"/>`;
    spill = `<path d="M250 348Q300 322 350 348Z" fill="${a.food}"/>`;
  } else {
    for (let i = 0; i < 14; i++) {
      const x = r(125 + rnd() * 150);
      const y = r(138 + rnd() * 22);
      top +=
        a.fill === 'beans'
          ? `<ellipse cx="${x}" cy="${y}" rx="9" ry="6" fill="${i % 2 ? a.shade : a.accent}"/>`
          : `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="${a.shade}" transform="rotate(${r(rnd() * 180)} ${x} ${y})"/>`;
    }
  }
  return `<path d="M112 150Q84 250 100 330Q200 356 300 330Q316 250 288 150Z" fill="#caa472"/><path d="M140 200Q130 270 140 320M200 210V336M260 200Q270 270 260 320" stroke="#b08a58" stroke-width="4" fill="none"/><ellipse cx="200" cy="150" rx="104" ry="32" fill="#b48c5a"/>${top}<path d="M104 182Q200 206 296 182" stroke="#8f6b3e" stroke-width="8" fill="none"/>${spill}`;
}

function jar(a: Art): string {
  return `<rect x="118" y="130" width="164" height="200" rx="30" fill="#fbf7f0" stroke="#d8c9b3" stroke-width="4"/><path d="M122 190H278V300Q278 326 250 326H150Q122 326 122 300Z" fill="${a.food}"/><path d="M122 190Q160 176 200 190T278 190" fill="${a.shade}"/><circle cx="170" cy="250" r="12" fill="${a.accent}"/><circle cx="230" cy="280" r="9" fill="${a.accent}"/><circle cx="215" cy="228" r="6" fill="${a.shade}"/><rect x="128" y="100" width="144" height="40" rx="10" fill="#7d4a29"/><path d="M140 112H260" stroke="#a0643a" stroke-width="5"/><path d="M142 160V300" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".5"/>`;
}

function bottle(a: Art): string {
  return `<path d="M172 72H228V120Q272 146 272 200V316Q272 340 248 340H152Q128 340 128 316V200Q128 146 172 120Z" fill="#fbf7f0" stroke="#d8c9b3" stroke-width="4"/><path d="M132 180H268V314Q268 334 248 334H152Q132 334 132 314Z" fill="${a.food}"/><path d="M132 180Q200 168 268 180" fill="${a.accent}"/><rect x="166" y="52" width="68" height="28" rx="8" fill="#7d4a29"/><path d="M150 200V312" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".4"/><path d="M300 300Q312 318 300 330Q288 318 300 300Z" fill="${a.food}"/>`;
}

function basket(a: Art): string {
  const weave = [230, 262, 294]
    .map((y) => `<path d="M96 ${y}H304" stroke="#9c6b3a" stroke-width="5"/>`)
    .join('');
  return `<path d="M110 120Q200 40 290 120" fill="none" stroke="#9c6b3a" stroke-width="12"/><rect x="130" y="120" width="70" height="84" rx="14" fill="#fbf7f0" stroke="#d8c9b3" stroke-width="3"/><rect x="130" y="150" width="70" height="54" rx="12" fill="${a.food}"/><rect x="136" y="106" width="58" height="20" rx="6" fill="#7d4a29"/><ellipse cx="252" cy="160" rx="44" ry="36" fill="${a.accent}"/><path d="M226 150Q252 130 278 150" stroke="#fff" stroke-width="4" fill="none" opacity=".4"/>${pepper(190, 180, -20, a.shade)}${pepper(290, 186, 24, '#c8261f')}<path d="M92 200H308L284 338H116Z" fill="#c48a57"/>${weave}<path d="M150 200L160 338M200 200V338M250 200L240 338" stroke="#9c6b3a" stroke-width="4"/><rect x="86" y="192" width="228" height="18" rx="9" fill="#a87444"/>`;
}

const templates: Record<Template, (a: Art, rnd: () => number) => string> = {
  bowl,
  board,
  sack,
  jar,
  bottle,
  basket,
};

function productSvg(slug: string, look: Omit<Art, 'bg'>): string {
  const rnd = random(slug);
  const a: Art = { ...look, bg: backgrounds[hash(slug) % backgrounds.length] ?? '#f7ecdc' };
  const body = templates[a.template](a, rnd);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${a.bg}"/><circle cx="200" cy="214" r="168" fill="#fff" opacity=".45"/><ellipse cx="200" cy="342" rx="150" ry="18" fill="#5a3b22" opacity=".12"/>${body}</svg>\n`;
}

// --- write ---------------------------------------------------------------------------------------------------

const outDir = dirname(fileURLToPath(import.meta.url));
const write = (file: string, svg: string) => writeFileSync(join(outDir, file), svg);
const fileOf = (url: string) => url.replace('/api/images/', '');

for (const category of seedCategories)
  write(`category-${category.slug}.svg`, productSvg(category.slug, categoryArt[category.slug]));
for (const product of seedProducts)
  write(
    fileOf(product.imageUrl),
    productSvg(product.slug, productArt[product.slug] ?? categoryArt[product.categorySlug]),
  );
for (const post of seedBlogPosts) {
  const scene = blogScenes[post.slug];
  if (!post.imageUrl || !scene) throw new Error(`blog post ${post.slug} needs an image and a scene`);
  write(fileOf(post.imageUrl), scene());
}
write('hero-market.svg', heroSvg());

console.log(
  `wrote ${seedCategories.length} category, ${seedProducts.length} product and ${seedBlogPosts.length} blog images and the hero to ${outDir}`,
);
