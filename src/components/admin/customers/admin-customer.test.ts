import { describe, expect, it } from 'vitest';
import { blockChange, changeName, fullName, typeChange } from './admin-customer';

describe('customer changes', () => {
  it('blocks an active or pending customer and unblocks a blocked one', () => {
    expect(blockChange({ userStatus: 'A' })).toEqual({ userStatus: 'B' });
    expect(blockChange({ userStatus: 'P' })).toEqual({ userStatus: 'B' });
    expect(blockChange({ userStatus: 'B' })).toEqual({ userStatus: 'A' });
  });

  it('turns a customer into an administrator and back', () => {
    expect(typeChange({ userType: 'C' })).toEqual({ userType: 'A' });
    expect(typeChange({ userType: 'A' })).toEqual({ userType: 'C' });
  });

  it('names each change for its texts', () => {
    expect(changeName({ userStatus: 'B' })).toBe('block');
    expect(changeName({ userStatus: 'A' })).toBe('unblock');
    expect(changeName({ userType: 'A' })).toBe('makeAdmin');
    expect(changeName({ userType: 'C' })).toBe('makeCustomer');
  });
});

describe('fullName', () => {
  it('joins the names it has', () => {
    expect(fullName({ firstName: 'Anna', lastName: 'Rossi' })).toBe('Anna Rossi');
    expect(fullName({ firstName: '', lastName: 'Rossi' })).toBe('Rossi');
  });
});
