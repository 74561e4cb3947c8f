import { describeIsolation } from './tenancy/isolation-suite.ts';

describeIsolation(2, 3);
