import { emptyUserForm, userFormValues, userSaveBody, validateUser } from './user-form';

describe('user form', () => {
  it('asks for the required fields and both passwords on create', () => {
    expect(validateUser(emptyUserForm(), false, false)).toEqual({
      email: 'This field is required.',
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      roleId: 'This field is required.',
      password: 'Please input your password!',
      confirm_password: 'Please confirm your password!',
    });
  });
  it('needs Management for a Supervisor, a 4 digit PIN for the mobile app and matching passwords', () => {
    const v = {
      ...emptyUserForm(),
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      roleId: '3',
      password: 'x',
      confirm_password: 'y',
      mobileApp: true,
      pin: '12',
    };
    expect(validateUser(v, false, false)).toEqual({
      departments: 'This field is required.',
      pin: 'Please input 4 digit number!',
      confirm_password: 'The two passwords that you entered do not match!',
    });
  });
  it('leaves the passwords out of an edit without Change Password', () => {
    const body = userSaveBody({ ...emptyUserForm(), password: 'x' }, 'u1');
    expect(body.id).toBe('u1');
    expect(body.password).toBeUndefined();
    expect(userSaveBody({ ...emptyUserForm(), exportDevisions: ['a', 'b'] }, undefined).exportDevisions).toBe('a,b');
  });
});

describe('user form employee info', () => {
  it('loads and sends the contact fields and the time rounding of the employee', () => {
    const values = userFormValues(
      {
        id: 'u1',
        email: 'a@b.nz',
        firstName: 'A',
        lastName: 'B',
        middleName: null,
        roleId: '2',
        roleName: 'Admin',
        userStatus: 'Active',
        isEmployee: true,
        employeeId: 'e1',
        exportDevisions: '',
        departments: [],
        funs: [],
        isLeave: false,
        forwardTo: null,
        mobileApp: false,
        evacuator: false,
        hasPin: false,
        avatarFileName: null,
        employee: { clockId: 5, payId: 'P5', departmentId: 'd1', employeeStatus: 'Active' },
      },
      { hireOnDateValue: '2026-01-05', timeRoundingId: 'r1', title: 'Ms', mobile: null },
    );
    expect(values).toMatchObject({ timeRoundingId: 'r1', title: 'Ms', mobile: '', name: '' });
    const body = userSaveBody({ ...values, phone: ' 09 000 ' }, 'u1');
    expect(body).toMatchObject({ timeRoundingId: 'r1', title: 'Ms', phone: '09 000', mobile: null });
    expect(userSaveBody({ ...values, isEmployee: false }, 'u1')).not.toHaveProperty('timeRoundingId');
  });
});
