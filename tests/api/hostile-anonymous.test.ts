import { describe } from 'vitest';
import { hostileSuite } from '../support/hostile/suite';

describe('hostile input from an anonymous caller', () => {
  hostileSuite('anonymous', 12);
});
