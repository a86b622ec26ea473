// Every write the site acknowledged (2xx), to be found again at the end. An entity keeps the list
// of values sent to it in order; the stored value must be the last acknowledged one or one sent
// after it (a write the server applied but whose answer was lost with a killed process is allowed).
export class WriteLedger {
  constructor() {
    this.entities = new Map();
    this.acknowledged = {};
  }

  entity(kind, id) {
    const key = `${kind}:${id}`;
    if (!this.entities.has(key)) this.entities.set(key, { kind, id, versions: [] });
    return this.entities.get(key);
  }

  /** A create answered 2xx: the id is known only now. */
  created(kind, id, value) {
    this.entity(kind, id).versions.push({ value, acked: true });
    this.count(kind);
  }

  /** Before sending an update; call the returned function when the answer is 2xx. */
  updating(kind, id, value) {
    const version = { value, acked: false };
    this.entity(kind, id).versions.push(version);
    return () => {
      version.acked = true;
      this.count(kind);
    };
  }

  count(kind) {
    this.acknowledged[kind] = (this.acknowledged[kind] ?? 0) + 1;
  }

  get total() {
    return Object.values(this.acknowledged).reduce((sum, n) => sum + n, 0);
  }

  /**
   * @param {(kind: string, id: string) => string | undefined} storedValue  what the site holds now
   * @returns {{lost: number, problems: Array<{kind: string, id: string, expected: string, found: string | undefined}>}}
   */
  verify(storedValue) {
    let lost = 0;
    const problems = [];
    for (const { kind, id, versions } of this.entities.values()) {
      const lastAcked = versions.findLastIndex((v) => v.acked);
      if (lastAcked === -1) continue;
      const found = storedValue(kind, id);
      const foundAt = versions.findLastIndex((v) => v.value === found);
      if (foundAt >= lastAcked) continue;
      // Every acknowledged write after the value found (all of them when nothing was found) is lost.
      lost += versions.slice(foundAt + 1).filter((v) => v.acked).length;
      problems.push({ kind, id, expected: versions[lastAcked].value, found });
    }
    return { lost, problems };
  }
}
