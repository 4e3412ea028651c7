// The route walk (route-walk.ts), half 2 of the route table.
import { routeWalkHalf } from './route-walk.js';

describe('route-walk-2', () => {
  routeWalkHalf(2);
});
