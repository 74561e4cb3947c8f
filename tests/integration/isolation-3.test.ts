import { describeIsolation } from './tenancy/isolation-suite.ts';

describeIsolation(3, 3);
