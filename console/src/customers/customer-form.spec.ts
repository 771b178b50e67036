import {
  adminBody,
  createAdminWhenKnown,
  emptyAdmin,
  emptyCustomer,
  featureChangeBody,
  FEATURES,
  newCustomerBody,
  validateAdmin,
  validateCustomer,
} from './customer-form';

describe('customer forms', () => {
  it('needs a name, code, time zone and whole-number licences for a new company', () => {
    const errors = validateCustomer({ ...emptyCustomer(), timeZoneId: '', licenses: '2.5', appLicenses: '-1' }, true);
    expect(errors).toEqual({
      name: 'This field is required.',
      code: 'This field is required.',
      timeZoneId: 'This field is required.',
      licenses: 'Enter a whole number, 0 or more.',
      appLicenses: 'Enter a whole number, 0 or more.',
    });
    expect(validateCustomer({ ...emptyCustomer(), code: '', licenses: '' }, false)).toEqual({
      name: 'This field is required.',
      licenses: 'This field is required.',
    });
  });

  it('checks the admin’s names, e-mail and password pair with the spec’s messages', () => {
    expect(validateAdmin(emptyAdmin())).toEqual({
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      email: 'This field is required.',
      password: 'Please input your password!',
      confirm_password: 'Please confirm your password!',
    });
    const v = { firstName: 'A', lastName: 'B', email: 'a@b', password: 'one', confirm_password: 'two' };
    expect(validateAdmin(v)).toEqual({
      email: 'Invalid Email address!',
      confirm_password: 'The two passwords that you entered do not match!',
    });
  });

  it('sends numbers and trimmed text', () => {
    const body = newCustomerBody({ name: ' Kauri ', code: ' K1 ', timeZoneId: 'UTC', licenses: '5', appLicenses: '' });
    expect(body).toEqual({ name: 'Kauri', code: 'K1', timeZoneId: 'UTC', licenses: 5, appLicenses: 0 });
    expect(
      adminBody({ firstName: ' A ', lastName: 'B', email: ' a@b.nz ', password: ' p ', confirm_password: ' p ' }),
    ).toEqual({ firstName: 'A', lastName: 'B', email: 'a@b.nz', password: ' p ' });
  });

  it('asks again while the company is not known yet, and stops at another refusal', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    let calls = 0;
    const created = await createAdminWhenKnown(
      async () => {
        calls++;
        if (calls < 3) throw new Error('noCompany');
        return 'user-1';
      },
      (f) => f instanceof Error && f.message === 'noCompany',
      wait,
    );
    expect(created).toBe('user-1');
    expect(waits).toEqual([250, 500]);

    await expect(
      createAdminWhenKnown(
        async () => {
          throw new Error('userEmailExit');
        },
        (f) => f instanceof Error && f.message === 'noCompany',
        wait,
      ),
    ).rejects.toThrow('userEmailExit');
    await expect(
      createAdminWhenKnown(
        async () => {
          throw new Error('noCompany');
        },
        () => true,
        wait,
        3,
      ),
    ).rejects.toThrow('noCompany');
  });
});

describe('customer features', () => {
  const stored = {
    ...(Object.fromEntries(FEATURES.map(([flag]) => [flag, false])) as Record<(typeof FEATURES)[number][0], boolean>),
    useTimeClock: true,
    outFaceTypeId: null,
    payrollTemplateExportCodes: [] as string[],
  };

  it('sends only what changed', () => {
    expect(featureChangeBody(stored, stored)).toEqual({});
    expect(featureChangeBody(stored, { ...stored, isSkillEnabled: true, useTimeClock: false })).toEqual({
      isSkillEnabled: true,
      useTimeClock: false,
    });
  });

  it('sends the payroll export templates when they, or their order, changed', () => {
    expect(featureChangeBody(stored, { ...stored, payrollTemplateExportCodes: ['ipayroll', 'generic'] })).toEqual({
      payrollTemplateExportCodes: ['ipayroll', 'generic'],
    });
    const both = { ...stored, payrollTemplateExportCodes: ['ipayroll', 'generic'] };
    expect(featureChangeBody(both, { ...both, payrollTemplateExportCodes: ['generic', 'ipayroll'] })).toEqual({
      payrollTemplateExportCodes: ['generic', 'ipayroll'],
    });
    expect(featureChangeBody(both, both)).toEqual({});
  });

  it('sends the export interface trimmed, and a blank one as none', () => {
    expect(featureChangeBody(stored, { ...stored, outFaceTypeId: ' GreenTreeJobCosting ' })).toEqual({
      outFaceTypeId: 'GreenTreeJobCosting',
    });
    expect(featureChangeBody({ ...stored, outFaceTypeId: 'XeroPayType' }, { ...stored, outFaceTypeId: '  ' })).toEqual({
      outFaceTypeId: null,
    });
  });
});
