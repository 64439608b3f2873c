import { expect } from 'vitest';
import type { Customer } from './checkout';
import { siteUrl } from './pages';

/** What an administrator's API calls carry (the signed-in session's token and email). */
export function adminHeaders(admin: Customer): Record<string, string> {
  const session = admin.session as { user: { token: string } };
  return { authorization: `Bearer ${session.user.token}`, customer: admin.email };
}

/** The whole site settings as GET admin_site answers them (pictures as addresses). */
export type AdminSite = Record<string, Record<string, unknown>>;

export async function adminSite(admin: Customer): Promise<AdminSite> {
  const res = await fetch(siteUrl('/api/admin_site'), { headers: adminHeaders(admin) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { site: AdminSite }).site;
}

/** POST admin_site_<write> with `body`, as the Site Settings screen saves a section. */
export async function saveSiteSection(
  admin: Customer,
  write: string,
  body: Record<string, unknown>,
): Promise<void> {
  const res = await fetch(siteUrl(`/api/admin_site_${write}`), {
    method: 'POST',
    headers: { ...adminHeaders(admin), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
