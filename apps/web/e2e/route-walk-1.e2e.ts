// The route walk (route-walk.ts), half 1 of the route table.
import { routeWalkHalf } from './route-walk.js';

routeWalkHalf(1);
