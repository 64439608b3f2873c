import { describe } from 'vitest';
import { hostileSuite } from '../support/hostile/suite';

describe('hostile input from a signed-in customer', () => {
  hostileSuite('customer', 12);
});
