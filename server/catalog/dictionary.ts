/** A dictionary-coded column: a small code per row, the value per code, and codes by lower-cased value. */
export class Dictionary {
  values: string[] = [];
  private codes = new Map<string, number>();
  private lower = new Map<string, number[]>();

  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      this.values.push(value);
      code = this.values.length; // 0 is null
      this.codes.set(value, code);
      const key = value.toLowerCase();
      const list = this.lower.get(key);
      if (list) list.push(code);
      else this.lower.set(key, [code]);
    }
    return code;
  }

  /** Codes for the given values, case-insensitive. */
  match(values: readonly string[]): Set<number> {
    const out = new Set<number>();
    for (const value of values) for (const code of this.lower.get(value.trim().toLowerCase()) ?? []) out.add(code);
    return out;
  }

  /** A lookup table over the codes, 1 where `keep(value)`: one array read per row while scanning. */
  where(keep: (lowerCased: string) => boolean): Uint8Array {
    const table = new Uint8Array(this.values.length + 1);
    this.values.forEach((value, index) => {
      if (keep(value.toLowerCase())) table[index + 1] = 1;
    });
    return table;
  }

  value(code: number): string | null {
    return code === 0 ? null : this.values[code - 1]!;
  }
}
