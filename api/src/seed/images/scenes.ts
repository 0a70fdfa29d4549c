// Flat illustrations for the blog posts (1200 × 630, one scene per post) and the home page's hero (800 × 600,
// transparent, drawn over the hero's dark background). Shapes only: no text, no external references.

const W = 1200;

/** A scotch bonnet / chilli at (x, y), turned `rot` degrees. */
export function pepper(x: number, y: number, rot: number, color: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0Q30 -6 36 22Q20 46 0 44Q-20 46 -36 22Q-30 -6 0 0Z" fill="${color}"/><path d="M0 2Q2 -12 10 -16" stroke="#4a6b2a" stroke-width="6" stroke-linecap="round" fill="none"/></g>`;
}

const leaf = (x: number, y: number, rot: number, size = 44, color = '#6b8a3a') =>
  `<path d="M${x - size} ${y}Q${x} ${y - size * 0.7} ${x + size} ${y}Q${x} ${y + size * 0.7} ${x - size} ${y}Z" fill="${color}" transform="rotate(${rot} ${x} ${y})"/>`;
const tomato = (x: number, y: number, size = 30) =>
  `<circle cx="${x}" cy="${y}" r="${size}" fill="#d8352a"/><path d="M${x - 10} ${y - size + 4}L${x} ${y - size + 12}L${x + 10} ${y - size + 4}" stroke="#4a6b2a" stroke-width="5" fill="none"/>`;
const steam = (x: number, y: number) =>
  [0, 60, 120]
    .map(
      (dx) =>
        `<path d="M${x + dx} ${y}Q${x + dx - 20} ${y - 40} ${x + dx} ${y - 80}" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".6"/>`,
    )
    .join('');
const plate = (x: number, y: number, rx = 150) =>
  `<ellipse cx="${x}" cy="${y + 8}" rx="${rx}" ry="${rx * 0.26}" fill="#5a3b22" opacity=".18"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.26}" fill="#fbf7f0"/><ellipse cx="${x}" cy="${y}" rx="${rx * 0.72}" ry="${rx * 0.18}" fill="#efe6d8"/>`;
const bowl = (x: number, y: number, w: number, fill: string, rim = '#fbf7f0') =>
  `<path d="M${x - w} ${y}Q${x - w} ${y + w * 0.9} ${x} ${y + w * 0.9}Q${x + w} ${y + w * 0.9} ${x + w} ${y}Z" fill="${rim}"/><ellipse cx="${x}" cy="${y}" rx="${w}" ry="${w * 0.22}" fill="${fill}"/>`;

/** Background, a soft sun and the wooden table every scene sits on. */
const frame = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} 630"><rect width="${W}" height="630" fill="${bg}"/><circle cx="1000" cy="140" r="210" fill="#fff" opacity=".4"/><rect y="450" width="${W}" height="180" fill="#b98555"/><path d="M0 480H${W}M0 550H${W}" stroke="#a5744a" stroke-width="4"/>${body}</svg>\n`;

const partyJollof = () => {
  const flags = [...Array(12).keys()]
    .map(
      (i) =>
        `<path d="M${i * 100 + 10} ${52 + Math.round(Math.sin((i / 11) * Math.PI) * 50)}l40 0l-20 44z" fill="${['#d9542c', '#2e7d32', '#f0b13c'][i % 3]}"/>`,
    )
    .join('');
  return frame(
    '#f7ecdc',
    `<path d="M0 50Q600 150 ${W} 50" stroke="#7d4a29" stroke-width="4" fill="none"/>${flags}<rect x="250" y="250" width="440" height="220" rx="34" fill="#9aa3a8"/><rect x="200" y="290" width="70" height="26" rx="13" fill="#7d868b"/><rect x="670" y="290" width="70" height="26" rx="13" fill="#7d868b"/><ellipse cx="470" cy="250" rx="236" ry="38" fill="#7d868b"/><path d="M260 250Q470 150 680 250Z" fill="#d9542c"/><ellipse cx="470" cy="250" rx="212" ry="26" fill="#e0622f"/>${steam(410, 190)}${plate(930, 480, 170)}<ellipse cx="900" cy="462" rx="88" ry="28" fill="#e0622f"/><ellipse cx="990" cy="472" rx="34" ry="14" fill="#f0b13c" transform="rotate(-15 990 472)"/><ellipse cx="1020" cy="488" rx="34" ry="14" fill="#e9a23a" transform="rotate(10 1020 488)"/><path d="M850 470q-40 -60 10 -70q40 0 30 50z" fill="#a0522d"/><rect x="820" y="400" width="14" height="36" rx="7" fill="#fbf7f0" transform="rotate(-30 827 418)"/>`,
  );
};

const egusiSteps = () => {
  const seeds = [...Array(9).keys()]
    .map(
      (i) =>
        `<ellipse cx="${200 + (i % 3) * 30}" cy="${398 + Math.floor(i / 3) * 12}" rx="12" ry="7" fill="#f1e4bf" stroke="#cbb684" stroke-width="2"/>`,
    )
    .join('');
  const arrow = (x: number) =>
    `<path d="M${x} 420h90m-24 -20l24 20l-24 20" stroke="#7d4a29" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  const dots = (x: number, n: number) =>
    [...Array(n).keys()]
      .map((i) => `<circle cx="${x + (i - (n - 1) / 2) * 30}" cy="250" r="11" fill="#7d4a29"/>`)
      .join('');
  return frame(
    '#eef0df',
    `${bowl(230, 400, 110, '#efe0b6')}${seeds}${arrow(370)}${bowl(600, 400, 110, '#efe0b6')}<path d="M520 400Q600 350 680 400Z" fill="#fff4d6"/>${arrow(740)}${bowl(970, 400, 110, '#e0b64a')}${leaf(940, 396, 10, 26, '#4f7a2a')}${leaf(1000, 402, -20, 22, '#4f7a2a')}<circle cx="970" cy="392" r="8" fill="#c8261f"/><circle cx="920" cy="404" r="6" fill="#c8261f"/>${dots(230, 1)}${dots(600, 2)}${dots(970, 3)}`,
  );
};

const suya = () => {
  const skewer = (y: number) =>
    `<path d="M280 ${y}H900" stroke="#c9a77a" stroke-width="8" stroke-linecap="round"/>${[0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${340 + i * 110}" y="${y - 26}" width="84" height="52" rx="18" fill="${i % 2 ? '#8e3b22' : '#a0522d'}"/><circle cx="${360 + i * 110}" cy="${y - 6}" r="5" fill="#e0a458"/>`,
      )
      .join('')}`;
  return frame(
    '#f3e6d3',
    `<rect x="240" y="330" width="700" height="110" rx="12" fill="#2a2422"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${280 + i * 100} 330V440" stroke="#4d4441" stroke-width="6"/>`).join('')}<path d="M300 330Q330 300 360 330M560 330Q590 296 620 330M800 330Q830 300 860 330" stroke="#f07b3f" stroke-width="8" fill="none"/>${skewer(220)}${skewer(300)}${leaf(1040, 470, -8, 90, '#4f7a2a')}<path d="M980 470Q1040 380 1100 470Z" fill="#b5532a"/><circle cx="140" cy="480" r="44" fill="none" stroke="#b06aa6" stroke-width="10"/><circle cx="180" cy="500" r="34" fill="none" stroke="#c98bbf" stroke-width="8"/>${tomato(100, 560, 26)}`,
  );
};

const pepperSoup = () =>
  frame(
    '#efe7da',
    `<path d="M300 250Q250 470 470 470Q690 470 640 250Z" fill="#a9552a"/><ellipse cx="470" cy="250" rx="176" ry="34" fill="#7e3b1c"/><ellipse cx="470" cy="252" rx="150" ry="24" fill="#9a5a2e"/><path d="M300 320Q470 350 640 320" stroke="#8a4422" stroke-width="8" fill="none"/>${steam(410, 200)}${bowl(880, 430, 100, '#9a5a2e')}<ellipse cx="860" cy="426" rx="30" ry="12" fill="#e2c9a0"/>${leaf(910, 430, 15, 20, '#4f7a2a')}${pepper(1040, 520, -20, '#c8261f')}${pepper(1110, 500, 30, '#f0b13c')}${pepper(180, 520, 10, '#c8261f')}${leaf(110, 470, -30, 40)}${leaf(200, 462, 20, 34, '#4f7a2a')}`,
  );

const ofadaAyamase = () => {
  const grains = [...Array(14).keys()]
    .map(
      (i) =>
        `<ellipse cx="${300 + (i % 7) * 40}" cy="${400 + Math.floor(i / 7) * 22}" rx="8" ry="4" fill="#9c7b52"/>`,
    )
    .join('');
  return frame(
    '#eef0df',
    `${leaf(420, 440, -4, 260, '#3f7a2a')}<path d="M190 440H650" stroke="#2e5e1f" stroke-width="4"/><path d="M250 450Q420 300 590 450Z" fill="#c9a77a"/>${grains}${bowl(890, 400, 140, '#5f7a2a', '#fbf7f0')}<ellipse cx="850" cy="396" rx="34" ry="14" fill="#fff"/><circle cx="850" cy="396" r="11" fill="#f0b13c"/><ellipse cx="940" cy="404" rx="30" ry="12" fill="#fff"/><circle cx="940" cy="404" r="10" fill="#f0b13c"/><rect x="880" y="380" width="30" height="20" rx="6" fill="#7a4823"/><circle cx="800" cy="410" r="7" fill="#d4562b"/><circle cx="990" cy="392" r="6" fill="#d4562b"/>`,
  );
};

const storing = () => {
  const jar = (x: number, fill: string) =>
    `<rect x="${x}" y="150" width="150" height="190" rx="26" fill="#fbf7f0" stroke="#d8c9b3" stroke-width="4" opacity=".95"/><path d="M${x + 4} 210H${x + 146}V312Q${x + 146} 336 ${x + 122} 336H${x + 28}Q${x + 4} 336 ${x + 4} 312Z" fill="${fill}"/><rect x="${x + 10}" y="124" width="130" height="36" rx="10" fill="#7d4a29"/><path d="M${x + 22} 176V320" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".5"/>`;
  const fish = (y: number) =>
    `<path d="M640 ${y}Q800 ${y - 40} 960 ${y}L1010 ${y - 26}V${y + 26}L960 ${y}Q800 ${y + 40} 640 ${y}Z" fill="#e2d2ad" stroke="#b09a72" stroke-width="4"/><circle cx="672" cy="${y - 4}" r="6" fill="#5a3b22"/>`;
  return frame(
    '#f7ecdc',
    `<rect x="80" y="340" width="520" height="18" rx="6" fill="#7d4a29"/>${jar(100, '#d9773f')}${jar(270, '#a9552a')}${jar(440, '#e2c9a0')}${fish(400)}${fish(470)}<path d="M640 420Q820 380 1020 430" stroke="#5a3b22" stroke-width="5" fill="none" stroke-dasharray="12 10"/>`,
  );
};

const zobo = () => {
  const glass = (x: number) =>
    `<path d="M${x} 270H${x + 110}L${x + 96} 450H${x + 14}Z" fill="#fbf7f0" opacity=".6" stroke="#d8c9b3" stroke-width="4"/><path d="M${x + 6} 310H${x + 104}L${x + 94} 444H${x + 16}Z" fill="#8c1c2e"/><rect x="${x + 24}" y="316" width="26" height="26" rx="5" fill="#fff" opacity=".55"/><rect x="${x + 58}" y="330" width="24" height="24" rx="5" fill="#fff" opacity=".45"/>`;
  const flower = (x: number, y: number) =>
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="${x}" cy="${y - 22}" rx="16" ry="24" fill="#c23a50" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join('') + `<circle cx="${x}" cy="${y}" r="9" fill="#5e101e"/>`;
  return frame(
    '#f8e8df',
    `<path d="M300 170H470L460 210Q540 250 530 360Q520 460 440 460H330Q250 460 250 360Q250 250 310 210Z" fill="#fbf7f0" opacity=".7" stroke="#d8c9b3" stroke-width="5"/><path d="M258 300H522Q530 440 440 452H330Q250 440 258 300Z" fill="#8c1c2e"/><path d="M530 240Q600 250 580 330Q570 370 528 380" stroke="#d8c9b3" stroke-width="12" fill="none"/>${glass(640)}${glass(800)}<circle cx="1010" cy="440" r="48" fill="#f0c75e"/><circle cx="1010" cy="440" r="30" fill="#f8dd8f"/>${flower(140, 500)}${flower(1100, 530)}${flower(560, 520)}`,
  );
};

const stewBase = () =>
  frame(
    '#f5efe0',
    `<rect x="700" y="318" width="320" height="30" rx="15" fill="#2a2422" transform="rotate(-12 700 330)"/><ellipse cx="480" cy="360" rx="250" ry="90" fill="#2a2422"/><ellipse cx="480" cy="350" rx="220" ry="70" fill="#c43a23"/><ellipse cx="420" cy="336" rx="60" ry="14" fill="#f07b3f" opacity=".8"/><ellipse cx="560" cy="364" rx="44" ry="10" fill="#f07b3f" opacity=".7"/><path d="M520 250L660 420" stroke="#c48a57" stroke-width="14" stroke-linecap="round"/><ellipse cx="500" cy="230" rx="34" ry="22" fill="#c48a57" transform="rotate(50 500 230)"/>${tomato(150, 500, 40)}${tomato(240, 530, 32)}${pepper(1000, 520, -10, '#c8261f')}<path d="M1080 470q40 0 40 40t-40 40q-30 0 -30 -40t30 -40z" fill="#b8441f"/><circle cx="900" cy="540" r="36" fill="#f3e4c8" stroke="#c9a77a" stroke-width="4"/>`,
  );

const swallows = () =>
  frame(
    '#f3e6d3',
    `${plate(230, 420)}<path d="M140 420Q150 300 230 296Q310 300 320 420Z" fill="#f0c75e"/>${plate(600, 420)}<path d="M510 420Q520 300 600 296Q680 300 690 420Z" fill="#6e5a4c"/>${plate(970, 420)}<path d="M880 420Q890 300 970 296Q1050 300 1060 420Z" fill="#f6f1e6"/><path d="M900 360Q970 330 1040 360" stroke="#e6dccb" stroke-width="5" fill="none"/>${bowl(600, 520, 120, '#4f7a2a')}${leaf(560, 516, 8, 26, '#6b8a3a')}<circle cx="640" cy="514" r="9" fill="#c8261f"/>`,
  );

/** One scene per seeded post. */
export const blogScenes: Record<string, () => string> = {
  'how-to-make-party-jollof-rice': partyJollof,
  'egusi-soup-step-by-step': egusiSteps,
  'suya-spice-blend-explained': suya,
  'beginners-guide-to-nigerian-pepper-soup': pepperSoup,
  'ofada-rice-and-ayamase': ofadaAyamase,
  'storing-dried-crayfish-and-stockfish': storing,
  'zobo-nigerias-ruby-hibiscus-drink': zobo,
  'how-to-fry-a-stew-base': stewBase,
  'swallows-101-eba-amala-pounded-yam': swallows,
};

/** The home page's hero: a market display of peppers, spices and rice, on a transparent background. */
export function heroSvg(): string {
  const weave = [420, 450, 480]
    .map((y) => `<path d="M96 ${y}H444" stroke="#9c6b3a" stroke-width="5"/>`)
    .join('');
  const peppers = [
    [140, 330, -20, '#c8261f'],
    [200, 310, 15, '#e0401f'],
    [262, 326, -5, '#f0b13c'],
    [320, 306, 30, '#c8261f'],
    [380, 330, -25, '#e0401f'],
  ]
    .map(([x, y, rot, color]) => pepper(x as number, y as number, rot as number, color as string))
    .join('');
  const spice = (x: number, fill: string, shade: string) =>
    `${bowl(x, 500, 78, fill, '#8a5a32')}<path d="M${x - 64} 500Q${x} 440 ${x + 64} 500Z" fill="${fill}"/><path d="M${x - 30} 478Q${x} 466 ${x + 30} 478" stroke="${shade}" stroke-width="5" fill="none" opacity=".7"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><circle cx="420" cy="320" r="270" fill="#fff" opacity=".08"/><path d="M520 160Q520 120 560 116H700Q740 120 740 160L760 520H500Z" fill="#e3cba4"/><path d="M520 170Q630 130 740 170Q630 200 520 170Z" fill="#efe2c2"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<ellipse cx="${560 + (i % 4) * 40}" cy="${160 + Math.floor(i / 4) * 12}" rx="8" ry="4" fill="#cdb98f"/>`).join('')}<path d="M560 260H700M556 300H704" stroke="#c9a77a" stroke-width="6"/><path d="M110 300Q270 200 430 300" fill="none" stroke="#9c6b3a" stroke-width="12"/>${tomato(180, 350, 34)}${tomato(330, 350, 30)}${peppers}<path d="M90 360H450L420 540H120Z" fill="#c48a57"/>${weave}<path d="M180 360L190 540M270 360V540M360 360L350 540" stroke="#9c6b3a" stroke-width="4"/><rect x="80" y="350" width="380" height="20" rx="10" fill="#a87444"/>${spice(260, '#c8261f', '#7d2418')}${spice(440, '#e0a526', '#b07d14')}${spice(620, '#8a4b2a', '#5e311b')}${leaf(90, 560, -20, 50)}${leaf(740, 560, 25, 46, '#4f7a2a')}</svg>\n`;
}
