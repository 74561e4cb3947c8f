import { describeIsolation } from './tenancy/isolation-suite.ts';

describeIsolation(1, 3);
