import type { SeedCategorySlug, SeedProduct, SeedSize } from './types.ts';

type ProductRow = Omit<SeedProduct, 'imageUrl' | 'categorySlug'>;

const inCategory = (categorySlug: SeedCategorySlug, rows: ProductRow[]): SeedProduct[] =>
  rows.map((row) => ({ ...row, categorySlug, imageUrl: `/api/images/${row.slug}.svg` }));

const spices = inCategory('spices', [
  {
    name: 'Suya Spice (Yaji)',
    slug: 'suya-spice-yaji',
    description:
      'Our house yaji: roasted kuli kuli, dried chilli, ginger, garlic and a whisper of calabash nutmeg, ground the way Hausa mai suya do it. Rub it on beef, chicken or gizzard with a splash of groundnut oil and grill until smoky.',
    price: 2500,
    stock: 64,
    isFeatured: true,
    createdDaysAgo: 210,
  },
  {
    name: 'Ground Crayfish',
    slug: 'ground-crayfish',
    description:
      'Smoke-dried crayfish from the creeks of the Niger Delta, sieved of grit and finely ground. A spoonful gives egusi, okra and stews that deep, savoury, briny flavour.',
    price: 4200,
    stock: 38,
    isFeatured: true,
    createdDaysAgo: 185,
  },
  {
    name: 'Pepper Soup Spice Mix 100g',
    slug: 'pepper-soup-spice',
    description:
      'A warming blend of uda, ehuru, uziza, alligator pepper and dried scent leaf, toasted and milled in small batches. Two tablespoons season a pot of goat meat or catfish pepper soup.',
    price: 1800,
    stock: 42,
    isFeatured: true,
    createdDaysAgo: 150,
  },
  {
    name: 'Iru (Fermented Locust Beans) 150g',
    slug: 'iru-locust-beans',
    description:
      'Whole iru woro from Oyo, washed and packed fresh. Pungent in the jar, magical in the pot: it gives ofada stew, efo riro and ogbono their unmistakable umami.',
    price: 1500,
    stock: 27,
    isFeatured: false,
    createdDaysAgo: 96,
  },
  {
    name: 'Uziza Seeds 50g',
    slug: 'uziza-seeds',
    description:
      'Peppery West African cubeb with a clean, citrusy heat. Crush a few into ofe nsala or pepper soup.',
    price: 1200,
    stock: 3,
    isFeatured: false,
    createdDaysAgo: 133,
  },
  {
    name: 'Ehuru (Calabash Nutmeg) 50g',
    slug: 'ehuru-calabash-nutmeg',
    description:
      'Whole calabash nutmeg, the aromatic heart of Igbo pepper soup and ofe owerri. Toast lightly, peel and grind just before cooking for the fullest perfume.',
    price: 1400,
    stock: 2,
    isFeatured: false,
    createdDaysAgo: 240,
  },
  {
    name: 'Uda (Grains of Selim) 50g',
    slug: 'uda-grains-of-selim',
    description:
      'Smoky, slightly bitter pods traditionally used in pepper soup for new mothers. Lightly toast, remove the seeds if you prefer it milder, and grind.',
    price: 1100,
    stock: 0,
    isFeatured: false,
    createdDaysAgo: 300,
  },
  {
    name: 'Cameroon Pepper',
    slug: 'cameroon-pepper',
    description:
      'Smoke-dried, finely ground hot pepper with a dark, almost chocolatey colour and serious heat. Use sparingly in jollof, pepper soup and suya.',
    price: 1800,
    stock: 55,
    isFeatured: false,
    createdDaysAgo: 75,
  },
  {
    name: 'Curry & Thyme Duo',
    slug: 'curry-and-thyme',
    description:
      'The two dried seasonings every Nigerian kitchen reaches for: a mild, turmeric-rich curry powder and fragrant dried thyme, 50g each. Essential for jollof, fried rice and chicken stew.',
    price: 1600,
    stock: 80,
    isFeatured: false,
    createdDaysAgo: 62,
  },
  {
    name: 'Alligator Pepper (Atare) 10 pods',
    slug: 'alligator-pepper-atare',
    description:
      'Whole atare pods packed with pungent, cardamom-like seeds. Grind a few seeds into pepper soup or offer them with kola nut, as tradition asks.',
    price: 1300,
    stock: 30,
    isFeatured: false,
    createdDaysAgo: 25,
  },
  {
    name: 'Dried Scent Leaf (Efirin) 50g',
    slug: 'dried-scent-leaf',
    description: 'Dried African basil with a minty, clove-like aroma for pepper soup and stews.',
    price: 900,
    stock: 46,
    isFeatured: false,
    createdDaysAgo: 118,
  },
]);

const protein = inCategory('protein', [
  {
    name: 'Kilishi (Spiced Beef Jerky) 200g',
    slug: 'kilishi',
    description:
      'Thin sheets of lean beef coated in a yaji and groundnut paste, then sun-dried and flame-finished the northern way. Chewy, spicy and moreish; great with a cold zobo.',
    price: 6500,
    stock: 22,
    isFeatured: true,
    createdDaysAgo: 160,
  },
  {
    name: 'Stockfish (Okporoko) Cuts 500g',
    slug: 'stockfish-cuts',
    description:
      'Norwegian air-dried cod, pre-cut into soup-sized pieces so you skip the saw. Soak overnight and simmer in egusi, ofe onugbu or afang for that prized chewy bite and deep flavour.',
    price: 8900,
    stock: 14,
    isFeatured: false,
    createdDaysAgo: 220,
  },
  {
    name: 'Smoked Dried Catfish 2 pieces',
    slug: 'dried-catfish',
    description:
      'Wood-smoked catfish, curled and dried hard in the traditional way. Rinse in hot salted water, then add to okra, ogbono or banga soup.',
    price: 6000,
    stock: 0,
    isFeatured: false,
    createdDaysAgo: 140,
  },
  {
    name: 'Smoked Prawns 200g',
    slug: 'smoked-prawns',
    description:
      'Large whole smoked prawns from Calabar fishermen, sweet and smoky. A handful lifts edikaikong, fisherman soup and native jollof.',
    price: 5500,
    stock: 4,
    isFeatured: false,
    createdDaysAgo: 88,
  },
  {
    name: 'Smoked Mackerel (Titus) 2 pieces',
    slug: 'smoked-mackerel',
    description:
      'Oily, richly smoked mackerel that flakes into stews, jollof and ofada sauce. Soak briefly, debone and stir in towards the end of cooking.',
    price: 3500,
    stock: 19,
    isFeatured: false,
    createdDaysAgo: 45,
  },
  {
    name: 'Ponmo (Cow Skin) 500g',
    slug: 'ponmo',
    description: 'Cleaned, boiled and cut ponmo, ready for stew, egusi or pepper soup.',
    price: 2800,
    stock: 33,
    isFeatured: false,
    createdDaysAgo: 70,
  },
]);

const grainsRice = inCategory('grains-rice', [
  {
    name: 'Ofada Rice',
    slug: 'ofada-rice',
    description:
      'Unpolished short-grain rice from Ogun State, stone-picked and washed twice. Nutty, aromatic and a little sticky, it is the only proper partner for ayamase stew.',
    price: 6800,
    stock: 36,
    isFeatured: true,
    createdDaysAgo: 175,
  },
  {
    name: 'Abakaliki Local Rice',
    slug: 'abakaliki-local-rice',
    description:
      'Parboiled long-grain rice grown in Ebonyi State and destoned by machine. Firm grains that hold up to jollof and fried rice without turning mushy.',
    price: 9200,
    stock: 25,
    isFeatured: false,
    createdDaysAgo: 130,
  },
  {
    name: 'Ijebu Garri 2kg',
    slug: 'ijebu-garri',
    description:
      'Fine, bright white, sour and crisp garri from Ijebu-Ode: the one for soaking with cold water, sugar and groundnuts on a hot afternoon.',
    price: 2400,
    stock: 70,
    isFeatured: false,
    createdDaysAgo: 260,
  },
  {
    name: 'Yellow Garri 2kg',
    slug: 'yellow-garri',
    description:
      'Cassava granules fried with a touch of palm oil, giving a golden colour and mild taste. Makes smooth, stretchy eba for egusi and okra soup.',
    price: 2700,
    stock: 58,
    isFeatured: false,
    createdDaysAgo: 255,
  },
  {
    name: 'Semovita 1kg',
    slug: 'semovita',
    description: 'Fine wheat semolina for quick, smooth swallow in minutes.',
    price: 1900,
    stock: 90,
    isFeatured: false,
    createdDaysAgo: 320,
  },
  {
    name: 'Poundo Yam Flour 1.8kg',
    slug: 'poundo-yam-flour',
    description:
      'Yam flour milled extra fine, so you get soft, stretchy pounded yam without the mortar and pestle. Stir into boiling water a little at a time and turn firmly.',
    price: 5200,
    stock: 31,
    isFeatured: false,
    createdDaysAgo: 190,
  },
  {
    name: 'Oloyin Beans (Honey Beans) 2kg',
    slug: 'oloyin-beans',
    description:
      'Small brown beans with a naturally sweet taste, hand-picked free of stones and weevils. Perfect for ewa agoyin, porridge beans and moin moin.',
    price: 4800,
    stock: 40,
    isFeatured: false,
    createdDaysAgo: 112,
  },
  {
    name: 'Ground Egusi 500g',
    slug: 'ground-egusi',
    description:
      'Shelled melon seeds, freshly ground for egusi soup. Mix into a paste and fry in palm oil for the lumpy style, or stir straight into the stock for a smoother soup.',
    price: 4200,
    stock: 44,
    isFeatured: false,
    createdDaysAgo: 100,
  },
  {
    name: 'Ogbono (Wild Mango Seeds) 250g',
    slug: 'ogbono',
    description:
      'Dry ogbono kernels from Enugu, ground to order. Whisked into palm oil and stock it gives the famously drawy soup that pairs with eba or fufu.',
    price: 4500,
    stock: 5,
    isFeatured: false,
    createdDaysAgo: 94,
  },
  {
    name: 'Elubo (Yam Flour) 1kg',
    slug: 'elubo-yam-flour',
    description:
      'Sun-dried yam flour from Saki for dark, fluffy amala. Serve with ewedu, gbegiri and a generous ladle of obe ata.',
    price: 3200,
    stock: 28,
    isFeatured: false,
    createdDaysAgo: 145,
  },
]);

const snacks = inCategory('snacks', [
  {
    name: 'Chin Chin 500g',
    slug: 'chin-chin',
    description:
      'Crunchy fried dough bites made with butter, nutmeg and a little milk, made fresh every week in Surulere. The party favourite, now by the jar.',
    price: 2200,
    stock: 52,
    isFeatured: true,
    createdDaysAgo: 80,
  },
  {
    name: 'Plantain Chips 150g',
    slug: 'plantain-chips',
    description: 'Thin-cut unripe plantain, fried crisp and lightly salted.',
    price: 1000,
    stock: 120,
    isFeatured: false,
    createdDaysAgo: 66,
  },
  {
    name: 'Kuli Kuli 250g',
    slug: 'kuli-kuli',
    description:
      'Crunchy groundnut sticks made from roasted peanuts pressed of their oil and fried. Eat with soaked garri, or grind into yaji for suya.',
    price: 1200,
    stock: 48,
    isFeatured: false,
    createdDaysAgo: 200,
  },
  {
    name: 'Coconut Candy 6 pieces',
    slug: 'coconut-candy',
    description:
      'Grated coconut cooked in caramelised sugar until chewy and golden, the old-school street treat of Lagos schoolyards.',
    price: 800,
    stock: 1,
    isFeatured: false,
    createdDaysAgo: 58,
  },
  {
    name: 'Zobo Leaves 200g',
    slug: 'zobo-leaves',
    description:
      'Dried deep-red hibiscus calyces for brewing zobo. Boil with ginger, cloves and pineapple peel, sweeten to taste and chill for a tart, ruby drink.',
    price: 1500,
    stock: 60,
    isFeatured: false,
    createdDaysAgo: 5,
  },
  {
    name: 'Tiger Nuts (Aya) 500g',
    slug: 'tiger-nuts',
    description:
      'Sweet, chewy tiger nuts from Kano, washed and dried. Snack on them as they are, or blend with coconut and dates to make kunun aya.',
    price: 1500,
    stock: 35,
    isFeatured: false,
    createdDaysAgo: 12,
  },
  {
    name: 'Roasted Groundnuts 300g',
    slug: 'roasted-groundnuts',
    description:
      'Sand-roasted peanuts, skins rubbed off and lightly salted, the classic partner for garri, boli or cold soft drinks.',
    price: 1100,
    stock: 75,
    isFeatured: false,
    createdDaysAgo: 230,
  },
]);

const saucesPastes = inCategory('sauces-pastes', [
  {
    name: 'Ayamase (Designer Stew) 500ml',
    slug: 'ayamase-sauce',
    description:
      'Green bell peppers and scotch bonnets fried down in bleached palm oil with iru, assorted meat and boiled eggs, slow-cooked by our Lagos kitchen. Just heat and spoon over ofada rice.',
    price: 5800,
    stock: 16,
    isFeatured: true,
    createdDaysAgo: 110,
  },
  {
    name: 'Obe Ata Base 500ml',
    slug: 'obe-ata-base',
    description:
      'A thick, well-fried base of tomatoes, tatashe, rodo and onions. Loosen with stock to make Sunday stew or jollof in half the time.',
    price: 4500,
    stock: 24,
    isFeatured: false,
    createdDaysAgo: 85,
  },
  {
    name: 'Red Palm Oil 1L',
    slug: 'red-palm-oil',
    description:
      'Unrefined red palm oil pressed in Imo State, with a rich colour and a fresh, nutty aroma. The foundation of egusi, banga and ayamase.',
    price: 3500,
    stock: 50,
    isFeatured: false,
    createdDaysAgo: 280,
  },
  {
    name: 'Banga (Palm Fruit Concentrate) 800g',
    slug: 'banga-palm-fruit-concentrate',
    description:
      'Palm fruit pulp already pounded and strained for Delta-style banga soup and ofe akwu. Saves an hour of boiling and pounding palm nuts.',
    price: 3200,
    stock: 0,
    isFeatured: false,
    createdDaysAgo: 165,
  },
  {
    name: 'Pure Groundnut Oil 1L',
    slug: 'groundnut-oil',
    description:
      'Pressed from roasted groundnuts in Kano, with a gentle nutty aroma; ideal for frying plantain, puff puff and suya basting.',
    price: 4200,
    stock: 37,
    isFeatured: false,
    createdDaysAgo: 195,
  },
]);

const recipeBundles = inCategory('recipe-bundles', [
  {
    name: 'Party Jollof Rice Bundle',
    slug: 'jollof-rice-bundle',
    description:
      'Everything for a pot that feeds ten: 5kg Abakaliki rice, obe ata base, curry and thyme, bay leaves, Cameroon pepper and our printed step-by-step recipe. Just add chicken and stock.',
    price: 14500,
    stock: 12,
    isFeatured: true,
    createdDaysAgo: 70,
  },
  {
    name: 'Egusi Soup Bundle',
    slug: 'egusi-soup-bundle',
    description:
      'Ground egusi, red palm oil, ground crayfish, stockfish cuts, iru and dried scent leaf, measured for a family pot of egusi soup, with recipe card.',
    price: 18500,
    stock: 3,
    isFeatured: false,
    createdDaysAgo: 105,
  },
  {
    name: 'Pepper Soup Bundle',
    slug: 'pepper-soup-bundle',
    description:
      'Pepper soup spice mix, whole ehuru and uda, dried scent leaf, Cameroon pepper and a dried catfish: all the aromatics for a proper steaming bowl.',
    price: 12500,
    stock: 9,
    isFeatured: false,
    createdDaysAgo: 20,
  },
  {
    name: 'Ofada & Ayamase Bundle',
    slug: 'ofada-ayamase-bundle',
    description:
      'Two kilos of ofada rice with a jar of our ayamase designer stew and a pack of iru. Cook the rice, warm the stew, wrap in uma leaves if you can find them.',
    price: 12800,
    stock: 15,
    isFeatured: false,
    createdDaysAgo: 3,
  },
  {
    name: 'Banga Soup Bundle',
    slug: 'banga-soup-bundle',
    description:
      'Palm fruit concentrate, banga spice (beletete and oburunbebe stick), dried catfish, ground crayfish and uziza for an authentic Urhobo banga soup.',
    price: 13800,
    stock: 0,
    isFeatured: false,
    createdDaysAgo: 150,
  },
]);

/** The seeded catalogue: real Nigerian foodstuffs with Naira prices, spread over the six categories. */
export const seedProducts: SeedProduct[] = [
  ...spices,
  ...protein,
  ...grainsRice,
  ...snacks,
  ...saucesPastes,
  ...recipeBundles,
];

/**
 * Products sold in several sizes, by slug (their names leave the size out); the first size is the product's
 * own (its price and stock above). Every other product has one size.
 */
export const seedSizes: Record<string, SeedSize[]> = {
  'ground-crayfish': [
    { label: '250 g', price: 4200, stock: 38, weightGrams: 250 },
    { label: '100 g', price: 1900, stock: 40, weightGrams: 100 },
    { label: '1 kg', price: 15500, stock: 6, weightGrams: 1000 },
  ],
  'cameroon-pepper': [
    { label: '100 g', price: 1800, stock: 55, weightGrams: 100 },
    { label: '250 g', price: 4000, stock: 20, weightGrams: 250 },
    { label: '1 kg', price: 14000, stock: 0, weightGrams: 1000 },
  ],
  'suya-spice-yaji': [
    { label: '200 g', price: 2500, stock: 64, weightGrams: 200 },
    { label: '500 g', price: 5800, stock: 15, weightGrams: 500 },
  ],
  'ofada-rice': [
    { label: '2 kg', price: 6800, stock: 36, weightGrams: 2000 },
    { label: '5 kg', price: 16000, stock: 12, weightGrams: 5000 },
  ],
  'abakaliki-local-rice': [
    { label: '5 kg', price: 9200, stock: 25, weightGrams: 5000 },
    { label: '10 kg', price: 17500, stock: 10, weightGrams: 10000 },
  ],
};
