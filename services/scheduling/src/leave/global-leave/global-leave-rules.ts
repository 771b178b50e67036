/** Global Leave's two sentences (spec 002 §7: the answer's messageSuccess and messageError). */
export function globalLeaveMessages(
  added: readonly { employeeName: string }[],
  refused: readonly { employeeName: string; reason: string }[],
): { messageSuccess: string; messageError: string } {
  const count = (n: number) => `${n} ${n === 1 ? 'employee' : 'employees'}`;
  return {
    messageSuccess: added.length
      ? `Leave added for ${count(added.length)}: ${added.map((a) => a.employeeName).join(', ')}.`
      : '',
    messageError: refused.length
      ? `No leave added for ${count(refused.length)}: ${refused.map((r) => `${r.employeeName} (${r.reason})`).join('; ')}.`
      : '',
  };
}
