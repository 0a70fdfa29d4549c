import type { SeedCategorySlug } from '../data/types.ts';

/** A real Nigerian foodstuff: its name, a typical price in naira for its first size, and the sizes sold. */
export interface Foodstuff {
  name: string;
  price: number;
  sizes: readonly string[];
  about: string;
}

const SPICE = ['50g', '100g', '200g', '250g', '500g'];
const DRY = ['250g', '500g', '1kg', '2kg'];
const GRAIN = ['1kg', '2kg', '5kg', '10kg', '25kg'];
const LIQUID = ['500ml', '1L', '2L', '5L'];
const PIECES = ['2 pieces', '4 pieces', '6 pieces', '500g', '1kg'];
const BUNDLE = ['for 2', 'for 4', 'for 6', 'Party Size'];

const item = (name: string, price: number, sizes: readonly string[], about: string): Foodstuff => ({
  name,
  price,
  sizes,
  about,
});

/** What bulk data is made of, by seed category. */
export const foodstuffs: Record<SeedCategorySlug, Foodstuff[]> = {
  spices: [
    item('Suya Spice (Yaji)', 1200, SPICE, 'Groundnut, ginger and chilli blend for suya and grilled meat.'),
    item('Ground Crayfish', 1800, SPICE, 'Sun-dried crayfish, ground for soups and stews.'),
    item('Pepper Soup Spice', 900, SPICE, 'Ehuru, uda and uziza for goat meat and catfish pepper soup.'),
    item('Iru (Fermented Locust Beans)', 800, SPICE, 'Pungent iru for ewedu, efo riro and ofada stew.'),
    item('Uziza Seeds', 900, SPICE, 'Peppery uziza seeds for pepper soup and nsala.'),
    item('Ehuru (Calabash Nutmeg)', 900, SPICE, 'Aromatic ehuru for ofe nsala and pepper soup.'),
    item('Uda (Grains of Selim)', 800, SPICE, 'Smoky uda pods for pepper soup and spiced tea.'),
    item('Cameroon Pepper', 1000, SPICE, 'Smoked dried hot pepper, finely ground.'),
    item('Alligator Pepper (Atare)', 900, ['10 pods', '20 pods', '50 pods'], 'Atare pods, warm and peppery.'),
    item('Dried Scent Leaf (Efirin)', 600, SPICE, 'Efirin leaves for pepper soup and stews.'),
    item('Ogiri Okpei', 700, SPICE, 'Fermented castor seed seasoning for egusi and ogbono soups.'),
    item('Dawadawa', 700, SPICE, 'Fermented locust bean cakes from the north.'),
    item('Ginger Powder', 700, SPICE, 'Dried ginger, finely ground.'),
    item('Dried Utazi Leaves', 600, SPICE, 'Bitter utazi leaves for ugba and nkwobi.'),
    item('Dried Bitter Leaf', 700, SPICE, 'Washed and dried bitter leaf for ofe onugbu.'),
    item('Ata Gungun (Dried Chilli)', 800, SPICE, 'Dried ground chilli for obe ata and jollof.'),
    item('Jollof Seasoning', 900, SPICE, 'Curry, thyme, bay leaf and pepper for party jollof.'),
    item('Ukazi (Okazi) Leaves', 900, SPICE, 'Shredded ukazi leaves for afang and okazi soup.'),
    item('Curry Powder', 600, SPICE, 'Nigerian-style yellow curry for stews and fried rice.'),
    item('Dried Thyme', 500, SPICE, 'Dried thyme for stews, jollof and meat.'),
  ],
  protein: [
    item(
      'Kilishi (Spiced Beef Jerky)',
      3500,
      ['100g', '200g', '500g'],
      'Thin sun-dried beef coated in yaji.',
    ),
    item('Stockfish (Okporoko) Cuts', 4500, DRY, 'Norwegian stockfish cut for soups.'),
    item('Smoked Dried Catfish', 3000, PIECES, 'Wood-smoked catfish for pepper soup and egusi.'),
    item('Smoked Prawns', 2800, DRY, 'Smoked prawns for stews and native jollof.'),
    item('Smoked Mackerel (Titus)', 1800, PIECES, 'Smoked titus fish for stews and yam porridge.'),
    item('Ponmo (Cow Skin)', 1400, DRY, 'Cleaned cow skin for stews and pepper soup.'),
    item('Dried Bonga Fish', 1500, PIECES, 'Smoky bonga (shawa) fish for vegetable soups.'),
    item('Panla (Dried Hake)', 2200, DRY, 'Dried hake for ila alasepo and stews.'),
    item('Periwinkle (Isam)', 1600, DRY, 'Shelled periwinkles for edikang ikong and afang.'),
    item('Dried Snails', 4000, PIECES, 'Cleaned dried snails for peppered snail and stews.'),
    item('Dried Shrimp', 2000, DRY, 'Small dried shrimps for soups and sauces.'),
    item('Shaki (Tripe)', 2400, DRY, 'Cleaned tripe for assorted meat stew.'),
  ],
  'grains-rice': [
    item('Ofada Rice', 3400, GRAIN, 'Unpolished local rice from Ogun State.'),
    item('Abakaliki Local Rice', 2000, GRAIN, 'Stone-free local rice from Ebonyi.'),
    item('Ijebu Garri', 1200, GRAIN, 'Sour, crisp white garri for soaking and eba.'),
    item('Yellow Garri', 1300, GRAIN, 'Palm-oil garri for eba.'),
    item('Semovita', 1900, ['1kg', '2kg', '5kg', '10kg'], 'Semolina for swallow.'),
    item('Poundo Yam Flour', 2800, ['900g', '1.8kg', '4.5kg'], 'Instant pounded yam.'),
    item('Oloyin Beans (Honey Beans)', 2400, GRAIN, 'Sweet brown beans for ewa agoyin and moi moi.'),
    item('Ground Egusi', 2100, DRY, 'Ground melon seeds for egusi soup.'),
    item('Ogbono (Wild Mango Seeds)', 2300, DRY, 'Ground ogbono for draw soup.'),
    item('Elubo (Yam Flour)', 1600, GRAIN, 'Yam flour for amala.'),
    item('Plantain Flour', 1800, DRY, 'Unripe plantain flour for a lighter swallow.'),
    item('Black-eyed Beans', 2000, GRAIN, 'Peeled beans for akara and moi moi.'),
    item('Acha (Fonio)', 2600, DRY, 'Ancient grain from the north, quick to cook.'),
    item('Ogi (Pap)', 1200, DRY, 'Fermented corn pap (akamu) for breakfast.'),
    item('Guinea Corn', 1400, GRAIN, 'Sorghum for pap and kunu.'),
    item('Tapioca (Pearl Cassava)', 1300, DRY, 'Cassava pearls for a cool breakfast.'),
  ],
  snacks: [
    item('Chin Chin', 1100, ['250g', '500g', '1kg'], 'Crunchy fried dough, lightly sweet.'),
    item('Plantain Chips', 500, ['75g', '150g', '300g'], 'Thin fried plantain, salted or spicy.'),
    item('Kuli Kuli', 600, ['250g', '500g'], 'Crisp groundnut sticks from the north.'),
    item('Coconut Candy', 400, ['6 pieces', '12 pieces'], 'Chewy coconut and sugar candy.'),
    item('Zobo Leaves', 700, ['100g', '200g', '500g'], 'Dried hibiscus for a cold zobo drink.'),
    item('Tiger Nuts (Aya)', 800, ['250g', '500g', '1kg'], 'Sweet tiger nuts for snacking and kunu aya.'),
    item('Roasted Groundnuts', 550, ['150g', '300g', '600g'], 'Sand-roasted peanuts.'),
    item('Kokoro', 600, ['200g', '400g'], 'Crunchy cornmeal sticks.'),
    item('Cashew Nuts', 1800, ['250g', '500g'], 'Roasted Nigerian cashews.'),
    item('Kunu Mix', 700, ['250g', '500g'], 'Millet and spice mix for kunu drink.'),
    item('Puff Puff Mix', 900, ['500g', '1kg'], 'Just add water for fluffy puff puff.'),
    item('Dodo Ikire', 1000, ['4 pieces', '8 pieces'], 'Spicy overripe plantain fritters from Ikire.'),
  ],
  'sauces-pastes': [
    item('Ayamase (Designer Stew)', 2900, LIQUID, 'Green pepper and iru stew for ofada rice.'),
    item('Obe Ata Base', 2200, LIQUID, 'Blended tatashe, tomato and rodo for stew.'),
    item('Red Palm Oil', 1700, LIQUID, 'Unrefined palm oil for banga, egusi and ayamase.'),
    item(
      'Banga (Palm Fruit Concentrate)',
      1600,
      ['400g', '800g', '2.5kg'],
      'Palm fruit cream for banga soup.',
    ),
    item('Pure Groundnut Oil', 2100, LIQUID, 'Cold-pressed groundnut oil.'),
    item('Tomato Paste', 600, ['70g', '210g', '400g', '2.2kg'], 'Double-concentrated tomato paste.'),
    item(
      'Ata Din Din (Pepper Sauce)',
      1500,
      ['250ml', '500ml', '1L'],
      'Fried pepper sauce for bread and yam.',
    ),
    item('Shito', 1500, ['250ml', '500ml'], 'Black pepper sauce with dried fish.'),
    item('Ofe Akwu Base', 2000, ['400g', '800g'], 'Palm nut base for ofe akwu.'),
    item('Efo Riro Base', 2300, ['500ml', '1L'], 'Pepper, iru and palm oil base for efo riro.'),
    item('Suya Sauce', 1300, ['250ml', '500ml'], 'Yaji and onion dipping sauce.'),
  ],
  'recipe-bundles': [
    item('Party Jollof Rice Bundle', 7500, BUNDLE, 'Rice, tomato base, spices and oil for party jollof.'),
    item('Egusi Soup Bundle', 9000, BUNDLE, 'Egusi, stockfish, crayfish, palm oil and ugu.'),
    item('Pepper Soup Bundle', 6500, BUNDLE, 'Spice mix, catfish and scent leaf.'),
    item('Ofada & Ayamase Bundle', 6800, BUNDLE, 'Ofada rice with designer stew.'),
    item('Banga Soup Bundle', 7000, BUNDLE, 'Banga concentrate, spices and dried fish.'),
    item('Ogbono Soup Bundle', 8000, BUNDLE, 'Ogbono, okra, stockfish and crayfish.'),
    item('Efo Riro Bundle', 7200, BUNDLE, 'Efo riro base, iru, ponmo and smoked fish.'),
    item('Afang Soup Bundle', 8500, BUNDLE, 'Afang and waterleaf, periwinkle and stockfish.'),
    item('Oha Soup Bundle', 8200, BUNDLE, 'Oha leaves, cocoyam paste and ogiri.'),
    item('Nsala (White Soup) Bundle', 8800, BUNDLE, 'Uziza, ehuru, catfish and yam for nsala.'),
    item('Moi Moi Bundle', 5500, BUNDLE, 'Peeled beans, tatashe, crayfish and leaves.'),
  ],
};

/** Where a product comes from or who makes it: makes names differ the way a real market's do. */
export const makers = [
  'Lagos',
  'Kano',
  'Ibadan',
  'Enugu',
  'Onitsha Market',
  'Oyo',
  'Benue',
  'Calabar',
  'Abeokuta',
  'Jos',
  'Ijebu',
  'Owerri',
  'Premium',
  'Farm-fresh',
  'Organic',
  'Iya Basira',
  "Mama Nkechi's",
  'Alhaji Musa',
  'Value Pack',
  'Homestyle',
] as const;
