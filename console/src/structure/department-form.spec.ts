import { nodeFormValues, nodeSaveBody, validateNode } from './department-form';

describe('structure node form', () => {
  it('needs a name, and a punch code for a position when position codes are on', () => {
    const v = nodeFormValues(undefined);
    expect(validateNode(v, 'division', true)).toEqual({ departmentName: 'This field is required.' });
    expect(validateNode({ ...v, departmentName: 'P' }, 'position', true)).toEqual({
      punchCode: 'This field is required.',
    });
    expect(validateNode({ ...v, departmentName: 'P' }, 'position', false)).toEqual({});
  });
  it('sends the parent on create and the status only on edit', () => {
    const v = { ...nodeFormValues(undefined, '12'), departmentName: ' North ' };
    expect(nodeSaveBody(v, { parent: 'r' }, 'division')).toEqual({
      parent: 'r',
      departmentName: 'North',
      code: '',
      timeZoneId: null,
    });
    expect(nodeSaveBody(v, { id: 'd' }, 'position')).toMatchObject({ id: 'd', status: 'Active', punchCode: '12' });
  });
});
