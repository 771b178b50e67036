// Explain sentences with what each one is about, so a timesheet can show the sentences behind one pair's hours or
// one pay type's total (docs/calculation.md, "What a sentence is about"). The sentences themselves are the day's
// `explain`, unchanged; the tags travel beside them.

/** What a sentence is about: the shift (by key), its pair and the pay type it pays to, each when it names one. */
export interface ExplainRef {
  shiftKey?: string;
  /** index of the pair in its shift's `pairs` */
  pair?: number;
  payTypeId?: string;
}

/** Sentences in the order they were said, each with its tag. */
export class ExplainLines {
  readonly lines: string[] = [];
  readonly tags: ExplainRef[] = [];

  get length(): number {
    return this.lines.length;
  }

  push(line: string, tag: ExplainRef = {}): void {
    this.lines.push(line);
    this.tags.push(tag);
  }

  /** Appends every sentence of `other`, keeping its tags. */
  append(other: ExplainLines): void {
    for (let i = 0; i < other.lines.length; i++) this.push(other.lines[i] as string, other.tags[i]);
  }
}
