import { sendAnswerText, sendProgressText } from './use-roster-reports';

describe('the roster’s e-mail notification', () => {
  it('is the server’s message, with who got nothing and why, and says when the demo only logged the mails', () => {
    expect(
      sendAnswerText({
        success: true,
        message: 'Email sent successfully',
        sent: 3,
        delivery: 'smtp',
        failed: [],
        status: 'done',
      }),
    ).toBe('Email sent successfully');
    expect(
      sendAnswerText({
        success: false,
        message: 'Failed to send emails.',
        sent: 2,
        delivery: 'smtp',
        failed: [{ employeeId: 'e', name: 'Nomail Jones', reason: 'has no e-mail address' }],
        status: 'done',
      }),
    ).toBe('Failed to send emails. Nomail Jones has no e-mail address');
    expect(
      sendAnswerText({
        success: true,
        message: 'Email sent successfully',
        sent: 1,
        delivery: 'log',
        failed: [],
        status: 'done',
      }),
    ).toBe('Email sent successfully (no mail server: the demo wrote the mails to its log)');
  });

  it('counts the employees tried so far while a Send All goes on in the background', () => {
    const failed = [{ employeeId: 'e', name: 'Nomail Jones', reason: 'has no e-mail address' }];
    expect(sendProgressText({ sent: 119, failed, total: 1000 })).toBe('Sending 120 of 1000');
  });
});
