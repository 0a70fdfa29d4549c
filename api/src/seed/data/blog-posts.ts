import type { SeedBlogPost } from './types.ts';

const image = (slug: string) => `/api/images/blog-${slug}.svg`;

const partyJollof: SeedBlogPost = {
  slug: 'how-to-make-party-jollof-rice',
  title: 'How to Make Party Jollof Rice',
  excerpt:
    'The smoky, deep-red jollof of Lagos parties is less about secret ingredients than patience: a well-fried pepper base, good stock and a lid that stays shut. Here is how to make it at home.',
  imageUrl: image('how-to-make-party-jollof-rice'),
  categoryId: 'recipes',
  published: true,
  createdDaysAgo: 4,
  content: `
Party jollof is the rice every Nigerian celebration is judged by. At an *owambe* it is cooked in huge pots over firewood, and the lightly scorched layer at the bottom of the pot gives the whole batch its famous smoky taste. You can get remarkably close on a home stove if you respect three things: a **reduced and well-fried pepper base**, **well-seasoned stock**, and **steam instead of stirring**.

## Ingredients (serves 8)

- 4 cups (about 800 g) long-grain parboiled rice
- 6 large red bell peppers (*tatashe*)
- 4 plum tomatoes
- 2 to 3 scotch bonnet peppers (*ata rodo*), to taste
- 2 large onions
- ½ cup vegetable or groundnut oil
- 3 tablespoons tomato paste
- 4 cups chicken or beef stock
- 2 teaspoons curry powder and 2 teaspoons dried thyme
- 3 bay leaves
- 2 stock cubes and salt to taste
- 2 tablespoons butter, plus 1 sliced tomato and 1 sliced onion to finish

## Method

### 1. Reduce the pepper base

Blend the tatashe, tomatoes, scotch bonnets and one onion until smooth. Boil the purée in an uncovered pot for 15 to 20 minutes, until it is thick and has lost about half its volume. This removes the raw, sour edge of the tomatoes and stops the rice from turning soggy later.

### 2. Fry until the oil floats

Heat the oil, add the second onion (sliced) and fry until soft. Stir in the tomato paste and fry for about 5 minutes, until it darkens from bright red to a deeper brick colour. Add the reduced purée, curry, thyme and bay leaves and fry for another 15 to 20 minutes, stirring now and then, until the oil rises to the surface and the base tastes sweet rather than sharp.

### 3. Add stock and rice

Pour in the stock, crumble in the stock cubes and season with salt. The liquid should taste *slightly* over-seasoned, because the rice will absorb it. Rinse the rice until the water runs almost clear, add it to the pot and stir once. The liquid should just cover the rice; top up with a little water if it does not.

### 4. Steam, do not boil

Cover the pot tightly with foil, then the lid, to trap the steam. Cook on the lowest heat for about 30 minutes. Resist the urge to stir: stirring breaks the grains and releases starch, which is how jollof becomes mushy. If the liquid is gone but the rice is still hard, sprinkle in a few tablespoons of water, cover again and keep going.

### 5. The party finish

When the rice is just tender, raise the heat for 3 to 5 minutes and let the bottom toast. You will smell it: nutty and smoky, not acrid. Turn off the heat, scatter the butter, sliced tomato and onion on top, cover for 5 minutes, then fluff gently with a fork from the sides.

## Tips from our kitchen

- **Parboiled long-grain rice** holds its shape best; Abakaliki local rice works beautifully once destoned.
- **Do not skip reducing the purée.** A watery base is the most common cause of soggy jollof.
- *A pinch of Cameroon pepper* gives extra smokiness if you cannot risk the bottom-pot.
- Make the pepper base a day ahead; it keeps for a week in the fridge.

## What to serve with it

Fried plantain (*dodo*), grilled or fried chicken, moin moin and a crunchy coleslaw are the classic party plate. A glass of cold zobo on the side never hurts.
`.trim(),
};

const egusiSoup: SeedBlogPost = {
  slug: 'egusi-soup-step-by-step',
  title: 'Egusi Soup: A Step-by-Step Guide',
  excerpt:
    'Rich with palm oil, stockfish and melon seed lumps, egusi is the soup most Nigerians grew up on. This guide walks through the fried, lumpy style, with notes on the smoother version.',
  imageUrl: image('egusi-soup-step-by-step'),
  categoryId: 'recipes',
  published: true,
  createdDaysAgo: 18,
  content: `
Egusi soup is made from the ground seeds of a West African melon. Every region, and every family, has its own version: the Yoruba *efo elegusi* is thick with spinach, Igbo cooks often add bitter leaf, and in the east you will find it with ugu (fluted pumpkin leaves). What they share is a nutty, savoury base and plenty of protein. This is the fried, lumpy style that many people love.

## Ingredients (serves 6)

- 2 cups ground egusi
- ½ cup red palm oil
- 500 g assorted meat (beef, shaki, ponmo)
- 1 medium piece of stockfish, soaked
- 1 dried or smoked fish, cleaned and flaked
- 2 tablespoons ground crayfish
- 1 tablespoon iru (fermented locust beans)
- 1 red bell pepper and 2 scotch bonnets, blended coarsely
- 2 onions
- 2 stock cubes and salt to taste
- 2 large handfuls of spinach, ugu or washed bitter leaf

## Method

1. **Prepare the proteins.** Soak the stockfish in hot water for a few hours (or overnight) until soft. Season the meats with one chopped onion, a stock cube and salt, and cook them in their own juices for 10 minutes before adding water to cover. Simmer until tender, adding the stockfish and ponmo for the last 20 minutes. Keep the stock.
2. **Make the egusi paste.** Mix the ground egusi with half of the remaining onion, finely chopped, and just enough water to form a thick, scoopable paste.
3. **Warm the oil.** Heat the palm oil over medium heat just until it is hot; do not let it smoke. Fry the rest of the onion, the iru and the blended pepper for 3 to 4 minutes.
4. **Form the lumps.** Drop spoonfuls of egusi paste into the oil. Leave them alone for about 5 minutes so they set, then turn them gently. Fry on low heat for 10 minutes, until the lumps are firm and the oil starts to separate at the edges.
5. **Add stock and protein.** Pour in the meat stock a little at a time, then add the meats, stockfish, dried fish and ground crayfish. Cover and simmer for 10 to 15 minutes, stirring gently so the lumps stay whole.
6. **Finish with greens.** Stir in the leaves, cook for 2 to 3 minutes so they stay green, then taste and adjust the salt.

## Lumpy or smooth?

For a **smooth egusi**, skip the paste: stir the dry ground egusi straight into the hot stock, let it simmer until it thickens, then add the palm oil and pepper. Both are correct; it is a matter of what your mother made.

## Common mistakes

- *Too much water:* egusi should coat a spoon. Add stock gradually.
- *Burnt oil:* overheated palm oil turns bitter and pale, which is right for ayamase but wrong here.
- *Overcooked greens:* add them last so they keep their colour and bite.

## Serving

Serve hot with pounded yam, eba, fufu or semo. Egusi keeps for three days in the fridge and freezes well for a month, and many people think it tastes even better the next day.
`.trim(),
};

const suyaSpice: SeedBlogPost = {
  slug: 'suya-spice-blend-explained',
  title: 'The Suya Spice Blend Explained',
  excerpt:
    'Yaji, the peppery, nutty powder behind every stick of suya, is built on roasted groundnut cake. Here is what goes into it, how to make your own and how the mai suya use it.',
  imageUrl: image('suya-spice-blend-explained'),
  categoryId: 'spice-guides',
  published: true,
  createdDaysAgo: 35,
  content: `
Walk past a suya spot in the evening and the smell reaches you first: beef fat dripping onto charcoal, and a cloud of toasted peanut and chilli. That second part is **yaji** (also called *suya pepper* or *tankora*), the spice blend that Hausa grill masters, the *mai suya*, have perfected over generations.

## What is in yaji?

The heart of yaji is **kuli kuli**: roasted groundnuts that have been pressed of their oil, shaped and fried until crunchy. Ground to a powder, it gives the blend its body, its nuttiness and its ability to cling to meat. Around it go:

- **Dried chilli**, usually a hot cayenne-type pepper; some sellers use smoky Cameroon pepper
- **Ginger powder**, for warmth and a little bite
- **Garlic and onion powder**
- **Paprika**, mostly for that deep orange-red colour
- **Salt and stock cube**, because yaji seasons as well as spices

Many sellers add their own signature: a pinch of cloves, a few seeds of alligator pepper, or ground *ehuru* (calabash nutmeg). That is why no two suya spots taste quite the same.

## Make your own yaji

This makes about 1½ cups and keeps for two months in an airtight jar.

1. Grind 1 cup of kuli kuli to a fine powder. Work in short pulses so the oil in the groundnut does not turn it into paste.
2. Add 2 tablespoons ground ginger, 1 tablespoon each of garlic powder, onion powder and paprika.
3. Add 1 to 2 teaspoons of cayenne or Cameroon pepper, depending on how brave you are.
4. Crumble in 1 stock cube and add 1 teaspoon of salt.
5. Mix well, taste on the tip of your finger and adjust the heat and salt.

## How the mai suya use it

Suya is usually made with thin slices of lean beef, though chicken, ram, gizzard and liver are common too. The meat is threaded onto sticks, and then:

1. Rubbed with a little groundnut oil so the spice sticks.
2. Coated generously with yaji and left to rest for 30 minutes or more.
3. Grilled over hot charcoal, basted with oil and turned often.
4. Sprinkled with **fresh yaji** as it comes off the grill.

It is served wrapped in old newspaper with raw sliced onions, tomatoes and cabbage, and a little extra yaji on the side for dipping.

## Beyond suya

Yaji is wonderful on roasted plantain (*boli*), grilled fish, popcorn, fried yam and even roasted vegetables. Try a spoonful in a burger patty.

## A word on storage and allergies

Because kuli kuli still contains some groundnut oil, yaji can turn rancid in heat. Keep it in a closed jar away from the cooker and sunlight, and smell it before use: it should smell toasty, never stale or bitter. And of course, yaji is **not safe for anyone with a peanut allergy**.
`.trim(),
};

const pepperSoup: SeedBlogPost = {
  slug: 'beginners-guide-to-nigerian-pepper-soup',
  title: "A Beginner's Guide to Nigerian Pepper Soup",
  excerpt:
    'Light, fiery and fragrant with uda, ehuru and uziza, pepper soup is what Nigerians reach for on cold harmattan mornings and at lively evening spots. Learn the spices and cook a goat meat version.',
  imageUrl: image('beginners-guide-to-nigerian-pepper-soup'),
  categoryId: 'spice-guides',
  published: true,
  createdDaysAgo: 52,
  content: `
Pepper soup is a thin, intensely aromatic broth, more spice than soup, usually eaten on its own from a bowl with a spoon. It is the dish of cold harmattan mornings, of evening relaxation spots, and of new mothers, who in many Igbo families are served pepper soup with *uda* for weeks after giving birth.

## The spices

Pepper soup spice is a blend of dried West African seeds and pods. You can buy it ready-mixed or grind your own:

- **Ehuru** (calabash nutmeg): the main aroma, warm and nutmeg-like. Toast it lightly and peel before grinding.
- **Uda** (grains of Selim): smoky and a little bitter. Toast the pods; some cooks remove the seeds for a milder taste.
- **Uziza seeds**: peppery, with a clean citrus note.
- **Alligator pepper** (*atare*): pungent and floral; a few seeds go a long way.
- **Dried scent leaf** or fresh *efirin* (African basil) at the end.

Toasting whole spices in a dry pan for a minute or two before grinding makes a huge difference. Stop as soon as they smell fragrant.

## Goat meat pepper soup (serves 4)

### Ingredients

- 1 kg goat meat, cut into small pieces
- 1 onion, chopped
- 2 scotch bonnets, blended or finely chopped
- 2 tablespoons pepper soup spice
- 1 tablespoon ground crayfish (optional)
- 2 stock cubes and salt to taste
- A handful of fresh scent leaves or 1 teaspoon dried

### Method

1. Wash the goat meat well and put it in a pot with the onion, stock cubes and a pinch of salt.
2. Cover and let it steam in its own juices for 10 minutes over medium heat. This seasons the meat from the inside.
3. Add water to cover by about two fingers and simmer for 45 to 60 minutes, until tender. Goat meat is tough, so be patient.
4. Stir in the pepper soup spice, scotch bonnets and crayfish, and simmer for another 10 minutes.
5. Add the scent leaves, taste, adjust the salt and turn off the heat after 2 minutes.

## Catfish pepper soup

Catfish pepper soup, the famous *point and kill*, is even quicker. Clean the fish with hot water to remove the slime, cut it into steaks and cook it for only **10 to 15 minutes** once the broth is seasoned. Do not stir: shake the pot gently instead, because catfish breaks easily.

## Serving

Eat it hot, on its own, with a cold drink. To make it a meal, serve it with boiled white yam, plantain, white rice or *agidi* (eko). A spoonful of the broth over boiled yam is a small joy.

## Tips

- *Too hot?* Add more water and a pinch of salt; do not add sugar.
- **Use bone-in meat** when you can; the bones give the broth body.
- Pepper soup spice loses its aroma quickly once ground. Buy small packs and keep them sealed.
`.trim(),
};

const ofadaAyamase: SeedBlogPost = {
  slug: 'ofada-rice-and-ayamase',
  title: 'Ofada Rice and Ayamase',
  excerpt:
    'From a farming town in Ogun State to the menus of Lagos parties: the story of ofada rice, its green "designer stew", and how to cook both at home.',
  imageUrl: image('ofada-rice-and-ayamase'),
  categoryId: 'culture-history',
  published: true,
  createdDaysAgo: 71,
  content: `
Long before imported polished rice filled Nigerian markets, farmers in south-western Nigeria grew their own. **Ofada rice** takes its name from Ofada, a town in Ogun State, and today the name covers local, unpolished rice grown across the South West. It has short, sometimes reddish grains, a strong and distinctive aroma, and a firm, slightly sticky bite that people either love at first taste or learn to love.

## Why ofada tastes different

Ofada is processed lightly. The grains are parboiled and hulled by small mills, and much of the bran stays on. That is where the nutty flavour and colour come from, and also why the rice needs more careful cleaning: **pick out stones and husks**, then wash it several times until the water is nearly clear. It also takes longer to cook than polished rice, usually 30 to 40 minutes with plenty of water.

## Ayamase, the "designer stew"

Ofada rice has a faithful companion: **ayamase**, a green pepper stew that Lagos caterers nicknamed *designer stew*. It is made from green bell peppers and green scotch bonnets, onions, **iru** (fermented locust beans), assorted meats and boiled eggs, all cooked in **bleached palm oil**. There is also a red cousin, simply called *ofada stew*, made with red peppers.

### Bleaching palm oil

Bleaching is what gives ayamase its unique taste. Heat red palm oil in a pot with the lid on, over medium heat, for 10 to 15 minutes until it turns pale and clear. It smokes heavily, so open every window and never leave it unattended. Let it cool a little before adding onions, or they will burn instantly.

## Cooking ayamase at home

1. Roughly blend 6 green bell peppers, 4 green scotch bonnets and 1 onion, then boil the mixture until most of the water evaporates.
2. Bleach 1 cup of palm oil as described above and let it cool for 5 minutes.
3. Fry a sliced onion and 2 tablespoons of iru in the oil until fragrant.
4. Add the pepper mixture and fry for 20 to 30 minutes, stirring, until the oil rises and the stew tastes rich.
5. Add cooked assorted meat (beef, shaki, ponmo), a little of its stock, and boiled eggs. Season and simmer for 10 minutes.

## How it is served

At parties and in Lagos *bukas*, ofada rice and ayamase are traditionally served on **uma leaves** (*ewe eran*), the broad leaves that were once the standard food wrapping in Yoruba markets. The leaves give the warm rice a faint, earthy fragrance. At home, a plate works just as well, with fried plantain on the side.

If cooking from scratch sounds like a weekend project, our ofada rice and ready-made ayamase let you enjoy the dish on a Wednesday.
`.trim(),
};

const storingCrayfish: SeedBlogPost = {
  slug: 'storing-dried-crayfish-and-stockfish',
  title: 'Storing Dried Crayfish and Stockfish',
  excerpt:
    'Crayfish and stockfish are two of the most expensive things in a Nigerian pantry. Stored well, they keep their flavour for months; stored badly, they turn musty within weeks.',
  imageUrl: image('storing-dried-crayfish-and-stockfish'),
  categoryId: 'ingredients',
  published: true,
  createdDaysAgo: 94,
  content: `
Dried crayfish and stockfish give Nigerian soups their deep, savoury backbone. They are also among the priciest ingredients you will buy, so it pays to store them properly. The enemies are the same for both: **moisture, heat, light and insects**.

## Dried crayfish

### Buying

- Whole crayfish should be **bright orange-red**, dry and crisp.
- It should smell of smoke and the sea, never musty, mouldy or of ammonia.
- Shake the bag: a lot of fine dust and sand means poor cleaning.

### Cleaning and drying

Spread the crayfish on a tray and pick out stones, sticks and sand. If it feels at all soft, dry it in the sun for a few hours or in an oven on its lowest setting for 10 to 15 minutes, then let it cool completely. Moisture trapped in a jar is what causes mould.

### Storing

1. Keep crayfish **whole** for as long as possible. Ground crayfish loses its aroma much faster.
2. Grind small batches, enough for one or two weeks.
3. Store in an airtight glass or plastic jar in a cool, dark cupboard, away from the cooker.
4. For storage beyond two or three months, keep it in the fridge or freezer in a sealed bag.

A bay leaf in the jar is an old trick against weevils; it does no harm, but an airtight lid does more.

## Stockfish

Stockfish (*okporoko*) is cod that has been air-dried, unsalted, on wooden racks in northern Norway until it is as hard as wood. It has been traded to Nigeria for well over a century and is prized in egusi, ofe onugbu, afang and ofe owerri.

### Storing dry stockfish

Completely dry stockfish keeps for a very long time. Keep it in a well-ventilated, dry place, wrapped in paper or a breathable bag, and check it occasionally for damp patches or insects. It has a strong smell, so a sealed container stops it perfuming the whole kitchen.

### Softening

1. Rinse the pieces and soak them in hot water for several hours or overnight.
2. Boil with a little salt for 20 to 30 minutes until tender.
3. Remove the bones and add to your soup.

Buying **pre-cut pieces** saves you the saw: market sellers cut the heads and tails with special machines, which is why whole stockfish is hard to handle at home.

### After soaking

Once soaked or cooked, stockfish behaves like fresh fish. Keep it in the fridge and use it within **two days**, or boil it and freeze it in portions for up to three months.

## Signs something has gone wrong

- *Mould* (white, green or black fluffy spots): throw it away.
- *Tiny holes or powdery residue*: insects. Discard badly affected pieces and clean the jar.
- *A sour or rancid smell*: the oil in the fish has oxidised, and the taste will carry into your soup.
`.trim(),
};

const zobo: SeedBlogPost = {
  slug: 'zobo-nigerias-ruby-hibiscus-drink',
  title: "Zobo: Nigeria's Ruby Hibiscus Drink",
  excerpt:
    'Tart, spiced and the colour of rubies, zobo is brewed from dried hibiscus calyces. Here is how to make it, how long it keeps, and what the research actually says about its health benefits.',
  imageUrl: image('zobo-nigerias-ruby-hibiscus-drink'),
  categoryId: 'health-nutrition',
  published: true,
  createdDaysAgo: 9,
  content: `
Zobo is made from the dried red calyces of the roselle plant, *Hibiscus sabdariffa*. The same drink is called **bissap** in Senegal, **sorrel** in the Caribbean and **karkadé** in Egypt and Sudan. In Nigeria it is sold chilled in bottles and sachets on every street, and it is a fixture at parties.

## Make zobo at home (about 2.5 litres)

### Ingredients

- 2 cups (about 60 g) dried zobo leaves
- 3 litres of water
- A thumb of fresh ginger, sliced
- 1 teaspoon whole cloves
- The peel of 1 pineapple, washed
- To sweeten: pineapple juice, a few dates, or a little sugar

### Method

1. Rinse the zobo leaves in cold water to remove dust.
2. Put the leaves, ginger, cloves and pineapple peel in a large pot with the water.
3. Bring to the boil, then simmer for 15 to 20 minutes. The water turns a deep ruby red.
4. Turn off the heat and let it steep until cool.
5. Strain through a fine sieve or clean cloth.
6. Sweeten to taste once cool and chill in the fridge.

Serve very cold, with ice and slices of cucumber or orange if you like.

## How long does it keep?

Homemade zobo has no preservatives. It keeps for **three to four days** in the fridge; at room temperature it starts to ferment within a day, turning fizzy and sour. Freeze some in ice-cube trays to chill future batches without diluting them.

## What about the health claims?

You will hear many claims about zobo. Here is what the evidence supports so far:

- **Antioxidants.** The red colour comes from anthocyanins, plant pigments with antioxidant activity.
- **Blood pressure.** Several small clinical trials found that drinking hibiscus tea daily modestly lowered blood pressure in adults with mild hypertension. The studies were short and small, so it is a pleasant addition to a healthy diet, **not a replacement for medication**.
- **Vitamin C.** Roselle contains some vitamin C, though much is lost during boiling.

And some honest cautions:

- **Sugar.** Street zobo is often heavily sweetened. A 50 cl bottle can contain as much sugar as a soft drink. At home you control the sweetness; pineapple peel and dates add natural sweetness.
- **Medication.** Hibiscus may interact with some drugs, including certain blood pressure medicines. If you take regular medication, ask your doctor before drinking large amounts.
- **Pregnancy.** Many health professionals advise pregnant women to avoid large quantities of hibiscus. Ask your doctor or midwife.

## Variations

- *Zobo with watermelon*: blend watermelon and stir the juice into cooled zobo.
- *Spiced zobo*: add a stick of cinnamon and a few uda pods to the pot.
- *Zobo lollies*: freeze sweetened zobo in moulds for children on hot afternoons.
`.trim(),
};

const fryingStewBase: SeedBlogPost = {
  slug: 'how-to-fry-a-stew-base',
  title: 'How to Fry a Stew Base Until the Oil Floats',
  excerpt:
    'Nigerian stew, jollof and beans all start with the same step: frying blended peppers until the oil rises. Master this one technique and everything built on it gets better.',
  imageUrl: image('how-to-fry-a-stew-base'),
  categoryId: 'cooking-techniques',
  published: true,
  createdDaysAgo: 27,
  content: `
# Why the base matters

Ask ten Nigerian cooks the secret of a good stew and most will say the same thing: **fry your pepper well**. The blend of tomatoes and peppers known as *obe ata* is the base of Sunday stew, jollof rice, stewed beans and much more. Under-fried, it tastes sour and raw and gives heartburn; properly fried, it is sweet, deep and glossy.

## The classic blend

- 4 red bell peppers (*tatashe*) for colour and sweetness
- 4 plum tomatoes for body and acidity
- 2 to 3 scotch bonnets (*ata rodo*) for heat
- 1 onion

Some cooks add *tatashe* only and no tomatoes for a sweeter stew; others use more tomatoes for tang. Both work if the base is fried well.

## Step by step

1. **Blend** everything until smooth, with as little water as possible.
2. **Reduce.** Boil the purée in an open pot for 15 to 25 minutes until thick and noticeably darker. Stir now and then to stop it catching. This drives off water, so the frying stage is shorter and splatters less.
3. **Heat the oil.** Use about ½ cup of vegetable, groundnut or palm oil for a purée of this size. Fry a sliced onion until soft.
4. **Fry the paste** (if using). Add 2 tablespoons of tomato paste and fry for 3 to 5 minutes until it darkens.
5. **Add the reduced purée** and fry on medium-low heat, stirring every few minutes, for 20 to 30 minutes.

## How to know it is done

- **The oil floats.** A clear layer of oil separates and rises to the top and edges of the pot.
- **The colour deepens** from bright red to a rich, darker red.
- **The taste is sweet**, with no sharp, raw tomato edge.
- **It stops splattering** as much, because most of the water is gone.

## Common mistakes

- *Frying on high heat.* The base burns at the bottom before the water has cooked out. Medium-low and patience win.
- *Adding stock too early.* Liquid stops the frying; add it only when the oil has floated.
- *Too little oil.* The base needs enough fat to fry in, not just to boil in.
- *Skipping the reduction.* It works, but frying takes twice as long and splatters everywhere.

### Batch cooking

Fried base freezes very well. Cool it, divide it into portions in freezer bags or ice-cube trays and freeze for up to three months. On a busy evening, a block of base, some stock and leftover chicken becomes stew in 15 minutes. Our *Obe Ata Base* is exactly this, ready-made.

## Where to use it

- Add stock, seasoning and fried meat for **Sunday stew**
- Add rice and stock for **jollof**
- Stir into cooked oloyin beans with palm oil for **stewed beans**
- Spoon into scrambled eggs for **egg sauce** with boiled yam
`.trim(),
};

const swallowsDraft: SeedBlogPost = {
  slug: 'swallows-101-eba-amala-pounded-yam',
  title: 'Swallows 101: Eba, Amala, Pounded Yam and Semo',
  excerpt:
    'A quick guide to the starchy "swallows" served with Nigerian soups: what each is made from, how to make it smooth and which soup it loves best.',
  imageUrl: image('swallows-101-eba-amala-pounded-yam'),
  categoryId: 'ingredients',
  published: false,
  createdDaysAgo: 1,
  content: `
In Nigeria, soups like egusi, ogbono and efo riro are rarely eaten alone. They come with a **swallow**: a soft, stretchy dough that you pinch with your fingers, shape into a small ball, dip into the soup and swallow rather than chew. Here are the most common ones.

Swallows are mostly starch, so the soup carries the flavour and the protein. Portion size matters more than the choice of swallow: a fist-sized ball is a good guide for an adult meal.

## Eba

Made from **garri**, roasted cassava granules. Pour garri into hot (just off the boil) water, let it absorb for a minute, then turn firmly with a wooden spoon.

- **Yellow garri** gives a soft, golden eba with a mild taste.
- **Ijebu garri** is sourer and finer; many people prefer it for drinking rather than eba.

*Loves:* egusi, okra, ogbono.

## Amala

Made from **elubo**, dried yam (or cassava or plantain) flour. Yam amala is dark brown and fluffy. Stir the flour into boiling water over low heat and beat vigorously to remove lumps.

*Loves:* ewedu and gbegiri with obe ata, the classic Ibadan combination known as *abula*.

## Pounded yam

Traditionally made by boiling white yam and pounding it in a mortar until smooth and stretchy. **Poundo yam flour** gets you close in five minutes: stir into boiling water a little at a time and turn well.

*Loves:* egusi, efo riro, ofe onugbu.

## Semo and semovita

Made from **wheat semolina**. Mild, smooth and quick; a good first swallow for children and visitors.

*Loves:* almost any soup.

## Tips for smooth swallows

1. Use a sturdy wooden spoon (*omorogun*) and turn with confidence.
2. Add flour gradually to boiling water, never the other way round.
3. For firmer swallow, add more flour; for softer, a splash of hot water.
4. Wrap portions in cling film to keep them warm and soft until serving.
`.trim(),
};

/** Eight published posts across the six blog topics, plus one draft. Newest first. */
export const seedBlogPosts: SeedBlogPost[] = [
  partyJollof,
  zobo,
  egusiSoup,
  fryingStewBase,
  suyaSpice,
  pepperSoup,
  ofadaAyamase,
  storingCrayfish,
  swallowsDraft,
];
