import { describe } from 'vitest';
import { hostileSuite } from '../support/hostile/suite';

describe('hostile input from an administrator', () => {
  hostileSuite('admin', 12);
});
