import { globalLeaveMessages } from './global-leave-rules.js';

describe('Global Leave’s messages', () => {
  it('names who got the leave, and who did not with the reason', () => {
    expect(
      globalLeaveMessages(
        [{ employeeName: 'Ana Ruiz' }, { employeeName: 'Bo Li' }],
        [{ employeeName: 'Cy Tan', reason: 'Warning: 2026-12-05 is an off day (no work schedule).' }],
      ),
    ).toEqual({
      messageSuccess: 'Leave added for 2 employees: Ana Ruiz, Bo Li.',
      messageError: 'No leave added for 1 employee: Cy Tan (Warning: 2026-12-05 is an off day (no work schedule).).',
    });
  });

  it('leaves a sentence empty when there is nobody to name in it', () => {
    expect(globalLeaveMessages([{ employeeName: 'Ana Ruiz' }], [])).toEqual({
      messageSuccess: 'Leave added for 1 employee: Ana Ruiz.',
      messageError: '',
    });
    expect(globalLeaveMessages([], [{ employeeName: 'Bo Li', reason: 'x' }]).messageSuccess).toBe('');
  });
});
