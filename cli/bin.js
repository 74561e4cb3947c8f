#!/usr/bin/env node
// The `merchant` command runs its TypeScript sources directly: tsx compiles them as they load.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
