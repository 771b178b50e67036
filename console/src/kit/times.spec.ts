import { isTime, parseTime, stepTime } from './times';

describe('times', () => {
  it('reads a time typed 24-hour, with or without the colon', () => {
    expect(parseTime('13:45')).toBe('13:45');
    expect(parseTime(' 1345 ')).toBe('13:45');
    expect(parseTime('13.45')).toBe('13:45');
    expect(parseTime('8:05')).toBe('08:05');
    expect(parseTime('805')).toBe('08:05');
    expect(parseTime('8')).toBe('08:00');
    expect(parseTime('00:00')).toBe('00:00');
    expect(parseTime('23:59')).toBe('23:59');
  });

  it('refuses what is not a time of day, and 12-hour times', () => {
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('1:45 pm')).toBeNull();
    expect(parseTime('01:45 PM')).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('12345')).toBeNull();
  });

  it('says whether a value is HH:mm', () => {
    expect(isTime('08:00')).toBe(true);
    expect(isTime('8:00')).toBe(false);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('')).toBe(false);
  });

  it('steps by minutes or hours round the clock', () => {
    expect(stepTime('08:00', 1)).toBe('08:01');
    expect(stepTime('23:59', 1)).toBe('00:00');
    expect(stepTime('00:00', -1)).toBe('23:59');
    expect(stepTime('22:30', 60)).toBe('23:30');
    expect(stepTime('23:30', 60)).toBe('00:30');
    expect(stepTime('', 60)).toBe('01:00');
  });
});
