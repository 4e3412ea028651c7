// The route walk (route-walk.ts), half 2 of the route table.
import { routeWalkHalf } from './route-walk.js';

routeWalkHalf(2);
