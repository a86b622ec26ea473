import { displayName } from './display-name';

describe('displayName', () => {
  it.each([
    ['민수', '김', '김민수'],
    ['Minsu', 'Kim', 'Minsu Kim'],
    ['민수', 'Kim', '민수 Kim'],
    ['민수', null, '민수'],
    [null, '김', '김'],
    [undefined, undefined, ''],
    [null, null, ''],
    ['  ', ' ', ''],
    ['  민수 ', ' 김 ', '김민수'],
  ])('%j + %j → "%s"', (firstName, lastName, expected) => {
    expect(displayName({ firstName, lastName })).toBe(expected);
  });
});
