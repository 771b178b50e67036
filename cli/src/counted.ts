/** "1 employee", "2 employees": a count with its noun, plural unless the count is one. */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
