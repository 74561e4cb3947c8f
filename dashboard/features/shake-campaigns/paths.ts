// The shake campaign screens' paths, apart from routes.ts (which loads the screens).
export const CAMPAIGNS_PATH = '/app/shake-campaigns';
export const ADD_PATH = '/app/shake-campaigns/add';
export const editPath = (id: string) => `/app/shake-campaigns/edit/${id}/detail`;
export const USERS_PATH = '/app/shake-campaigns/shake-users';
export const userPath = (id: string) => `/app/shake-campaigns/shake-users/${id}/detail`;
export const SMS_CREDIT_PATH = '/app/shake-campaigns/sms-credit';
