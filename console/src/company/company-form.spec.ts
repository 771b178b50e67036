import { companyFormValues, companySaveBody, validateCompany, type CompanyInfo } from './company-form';

const info: CompanyInfo = {
  id: 'c1',
  licenses: 10,
  token: null,
  openedOn: '2024-01-02',
  timeZoneId: 'Pacific/Auckland',
  exceptionThreshold: 15,
  exceptionLDThreshold: null,
  leaveNtReceivers: ['a@b.co'],
  leaveNotifySupervisor: true,
  name: 'Demo',
  code: 'D1',
  latitude: -36.8,
};

describe('company form', () => {
  it('checks each leave notification e-mail and the contact e-mail', () => {
    const v = { ...companyFormValues(info), leaveNtReceivers: 'a@b.co, nope', email: 'x y@z.com' };
    expect(validateCompany(v)).toEqual({ leaveNtReceivers: 'Invalid Email address!', email: 'Invalid Email address!' });
  });
  it('sends numbers and the e-mail list', () => {
    const body = companySaveBody(companyFormValues(info), 'c1');
    expect(body).toMatchObject({
      id: 'c1',
      latitude: -36.8,
      longitude: null,
      exceptionThreshold: 15,
      leaveNtReceivers: ['a@b.co'],
    });
  });
});
