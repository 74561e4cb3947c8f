import { describePhoneLayout } from './phone-layout-suite.ts';

describePhoneLayout(2, 2);
