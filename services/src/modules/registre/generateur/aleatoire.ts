/**
 * A seeded pseudo-random generator (sfc32, 32-bit state words) and the
 * samplers the generator needs. Every random choice of a run draws from one
 * Aleatoire in a fixed order, so a seed and a size give the same registry.
 */
export class Aleatoire {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    // The seed is spread over the four words with splitmix32, then the state
    // is warmed up, as sfc32's author recommends.
    let h = typeof seed === 'number' ? seed >>> 0 : hashTexte(seed);
    const next = () => {
      h = (h + 0x9e3779b9) | 0;
      let z = h;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 15; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  reel(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max]. */
  entier(min: number, max: number): number {
    return min + Math.floor(this.reel() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.reel() < p;
  }

  choisir<T>(items: readonly T[]): T {
    return items[Math.floor(this.reel() * items.length)] as T;
  }

  /** Exponential with the given mean. */
  exponentielle(moyenne: number): number {
    return -Math.log(1 - this.reel()) * moyenne;
  }

  /** Normal (Box-Muller). */
  normale(moyenne = 0, ecartType = 1): number {
    const u = 1 - this.reel();
    const v = this.reel();
    return moyenne + ecartType * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Pareto with minimum 1 and shape alpha: heavy tail. */
  pareto(alpha: number): number {
    return Math.pow(1 - this.reel(), -1 / alpha);
  }
}

export function hashTexte(texte: string): number {
  let h = 2166136261;
  for (let i = 0; i < texte.length; i++) h = Math.imul(h ^ texte.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Weighted choice in constant time (Walker's alias method), for the 35,000
 * communes weighted by population and the NAF codes.
 */
export class Tirage<T> {
  private readonly probabilites: Float64Array;
  private readonly alias: Uint32Array;

  constructor(
    readonly items: readonly T[],
    poids: readonly number[],
  ) {
    const n = items.length;
    if (n === 0 || poids.length !== n)
      throw new Error('Tirage : il faut autant de poids que de valeurs, au moins une.');
    const total = poids.reduce((sum, p) => sum + p, 0);
    this.probabilites = new Float64Array(n);
    this.alias = new Uint32Array(n);
    const scaled = poids.map((p) => (p * n) / total);
    const petits: number[] = [];
    const grands: number[] = [];
    scaled.forEach((p, i) => (p < 1 ? petits : grands).push(i));
    while (petits.length > 0 && grands.length > 0) {
      const petit = petits.pop() as number;
      const grand = grands.pop() as number;
      this.probabilites[petit] = scaled[petit] as number;
      this.alias[petit] = grand;
      scaled[grand] = (scaled[grand] as number) + (scaled[petit] as number) - 1;
      ((scaled[grand] as number) < 1 ? petits : grands).push(grand);
    }
    for (const i of [...petits, ...grands]) this.probabilites[i] = 1;
  }

  tirer(alea: Aleatoire): T {
    const colonne = Math.floor(alea.reel() * this.items.length);
    const index = alea.reel() < (this.probabilites[colonne] as number) ? colonne : (this.alias[colonne] as number);
    return this.items[index] as T;
  }
}

/** A Tirage from [value, weight] pairs. */
export function tirage<T>(paires: ReadonlyArray<readonly [T, number]>): Tirage<T> {
  return new Tirage(
    paires.map(([valeur]) => valeur),
    paires.map(([, poids]) => poids),
  );
}
