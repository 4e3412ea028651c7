// The route walk (route-walk.ts), half 1 of the route table.
import { routeWalkHalf } from './route-walk.js';

describe('route-walk-1', () => {
  routeWalkHalf(1);
});
