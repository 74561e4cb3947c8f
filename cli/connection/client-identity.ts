import { APP_VERSION } from '../../core/platform/version.ts';
import type { RequestInfo } from '../../core/shared/context.ts';

/** Sessions started from the CLI show as 'Merchant CLI <version>' in the active sessions list. */
export const USER_AGENT = `merchant-cli/${APP_VERSION}`;

/** In-process calls have no network peer: sessions and user logs record the local machine. */
export const LOCAL_REQUEST: RequestInfo = { ip: '127.0.0.1', userAgent: USER_AGENT };
