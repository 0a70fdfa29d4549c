/**
 * Nigeria's 36 states and the Federal Capital Territory, by their ISO 3166-2:NG codes: what a delivery zone is
 * made of and what the checkout asks for first.
 */
export const NIGERIAN_STATES = {
  AB: 'Abia',
  AD: 'Adamawa',
  AK: 'Akwa Ibom',
  AN: 'Anambra',
  BA: 'Bauchi',
  BY: 'Bayelsa',
  BE: 'Benue',
  BO: 'Borno',
  CR: 'Cross River',
  DE: 'Delta',
  EB: 'Ebonyi',
  ED: 'Edo',
  EK: 'Ekiti',
  EN: 'Enugu',
  FC: 'Federal Capital Territory (Abuja)',
  GO: 'Gombe',
  IM: 'Imo',
  JI: 'Jigawa',
  KD: 'Kaduna',
  KN: 'Kano',
  KT: 'Katsina',
  KE: 'Kebbi',
  KO: 'Kogi',
  KW: 'Kwara',
  LA: 'Lagos',
  NA: 'Nasarawa',
  NI: 'Niger',
  OG: 'Ogun',
  ON: 'Ondo',
  OS: 'Osun',
  OY: 'Oyo',
  PL: 'Plateau',
  RI: 'Rivers',
  SO: 'Sokoto',
  TA: 'Taraba',
  YO: 'Yobe',
  ZA: 'Zamfara',
} as const;

export type StateCode = keyof typeof NIGERIAN_STATES;

export const STATE_CODES = Object.keys(NIGERIAN_STATES) as StateCode[];

export const isStateCode = (value: unknown): value is StateCode =>
  typeof value === 'string' && Object.hasOwn(NIGERIAN_STATES, value);

/**
 * The states in the order a shopper looks for them: by name. The names are plain ASCII, capitalised alike,
 * so comparing their characters gives the alphabetical order (`states.test.ts` checks it against the `en`
 * collation) without Intl, whose start-up costs a slow phone's checkout ~0.1 s (money/decimal.ts).
 */
export const statesByName = (): { code: StateCode; name: string }[] =>
  STATE_CODES.map((code) => ({ code, name: NIGERIAN_STATES[code] })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
