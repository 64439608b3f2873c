/** The httpOnly cookie that remembers an administrator's device (issue 28.4). */
export const DEVICE_COOKIE = 'admin_device';
