import { describePhoneLayout } from './phone-layout-suite.ts';

describePhoneLayout(1, 2);
